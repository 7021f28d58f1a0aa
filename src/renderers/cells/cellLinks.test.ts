import { describe, expect, it } from 'vitest';
import { hostsOf, resolveLink } from './cellLinks';

const ctx = { company: 'DRC', group: '7', siblingHosts: hostsOf(['https://www.mtdirect.ca', 'quotes.example.com']), origin: 'https://portal.example.com' };

describe('cell links (02-business.md §3)', () => {
  it('routes same-site links inside the app with set_current_menugroup', () => {
    expect(resolveLink('/pages/CLAIM-VIEW/{claim_number}', { claim_number: 'C 1' }, ctx)).toEqual({
      kind: 'app',
      href: '/DRC/pages/CLAIM-VIEW/C%201?set_current_menugroup=7',
    });
    expect(resolveLink('https://portal.example.com/DRC/pages/X?a=1', null, ctx)).toEqual({ kind: 'app', href: '/DRC/pages/X?a=1&set_current_menugroup=7' });
    expect(resolveLink('/pages/X', {}, { ...ctx, group: undefined })).toEqual({ kind: 'app', href: '/DRC/pages/X' });
  });
  it('follows sibling product hosts by full navigation and opens other sites externally', () => {
    expect(resolveLink('https://www.mtdirect.ca/track?p={p}', { p: '1' }, ctx)).toEqual({ kind: 'sibling', href: 'https://www.mtdirect.ca/track?p=1' });
    expect(resolveLink('https://quotes.example.com/', null, ctx)?.kind).toBe('sibling');
    expect(resolveLink('https://elsewhere.org/x', null, ctx)).toEqual({ kind: 'external', href: 'https://elsewhere.org/x' });
  });
  it('gives no link for unsafe schemes, protocol-relative URLs or missing values', () => {
    expect(resolveLink('javascript:alert(1)', null, ctx)).toBeNull();
    expect(resolveLink('//evil.org/x', null, ctx)).toBeNull();
    expect(resolveLink('/pages/X/{id}', {}, ctx)).toBeNull();
  });
});
