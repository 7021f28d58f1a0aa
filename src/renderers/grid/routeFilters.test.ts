import { describe, expect, it } from 'vitest';
import { routeFilters } from './routeFilters';

describe('routeFilters', () => {
  it('sets a column filter from a query parameter the definition names (mtdProOnStatements?proNumber=)', () => {
    expect(routeFilters('?proNumber=1000000007', { proNumber: 'probill' })).toEqual({ filters: { probill: { text: '1000000007' } } });
  });

  it('ignores parameters the definition does not name, and empty ones', () => {
    expect(routeFilters('?proNumber=1000000007')).toEqual({});
    expect(routeFilters('?proNumber=', { proNumber: 'probill' })).toEqual({});
  });

  it('lets gridFilter add to the named parameters, and win on the same column', () => {
    const out = routeFilters(`?proNumber=1&gridFilter=${encodeURIComponent('{"probill":"2","currency":"CAD"}')}`, { proNumber: 'probill' });
    expect(out.filters).toEqual({ probill: { text: '2' }, currency: { text: 'CAD' } });
  });
});
