import { describe, expect, it } from 'vitest';
import { parseGridQuery } from '../../src/server/query/parseGridQuery';
import { gridSources } from '../../src/server/data/gridSources';
import { AppError } from '../../src/server/errors';

const source = gridSources.shipments!;
const now = new Date('2026-11-22T12:00:00Z');

function faultsOf(query: Record<string, string>) {
  try {
    parseGridQuery(query, source, now);
  } catch (e) {
    return (e as AppError).toBody().errors;
  }
  return [];
}

describe('grid protocol → query', () => {
  it("refuses names of Object.prototype as fields (sort=valueOf was a 500 the catalogue fuzz found)", () => {
    expect(faultsOf({ sort: 'valueOf' })).toEqual([{ pointer: '/sort', message: 'Unknown field valueOf' }]);
    expect(faultsOf({ constructor: 'x' })).toEqual([{ pointer: '/constructor', message: 'Unknown field constructor' }]);
    expect((faultsOf({ search: 'toString=x' }) ?? []).map((f: { pointer: string }) => f.pointer)).toEqual(['/search']);
  });

  it('maps every text operator and its negation on any column type', () => {
    for (const op of ['icontains', 'iexact', 'istartswith', 'iendswith']) {
      for (const field of ['shipper_city', 'pieces', 'pickup_date']) {
        expect(parseGridQuery({ [`${field}__${op}`]: 'a' }, source, now).filters).toEqual([{ field, op, value: 'a' }]);
        expect(parseGridQuery({ [`${field}__not_${op}`]: 'a' }, source, now).filters).toEqual([{ field, op: `not_${op}`, value: 'a' }]);
      }
    }
  });

  it('types comparisons by column: numbers and dates, never text', () => {
    expect(parseGridQuery({ weight__gt: '10', pieces__lte: '3' }, source, now).filters).toEqual([
      { field: 'weight', op: 'gt', value: 10 },
      { field: 'pieces', op: 'lte', value: 3 },
    ]);
    expect(parseGridQuery({ pickup_date__gte: '2026-01-01', pickup_date__lt: '2026-02-01' }, source, now).filters).toHaveLength(2);
    expect(faultsOf({ shipper_city__gt: 'a' })).toEqual([{ pointer: '/shipper_city__gt', message: 'Unknown operator gt' }]);
    expect(faultsOf({ pickup_date__gte: '2026-13-45' })).toEqual([{ pointer: '/pickup_date__gte', message: 'Invalid date format. Valid format is: YYYY-MM-DD' }]);
  });

  it('maps ONE_OF, date presets and plain equality', () => {
    expect(parseGridQuery({ status__in: 'Delivered, Refused' }, source, now).filters).toEqual([{ field: 'status', op: 'in', value: ['Delivered', 'Refused'] }]);
    expect(parseGridQuery({ pickup_date__daterange: 'last_7_days' }, source, now).filters).toEqual([
      { field: 'pickup_date', op: 'gte', value: '2026-11-16' },
      { field: 'pickup_date', op: 'lt', value: '2026-11-23' },
    ]);
    expect(parseGridQuery({ pickup_date__daterange: 'this_week' }, source, now).filters.map((f) => f.value)).toEqual(['2026-11-16', '2026-11-23']);
    expect(parseGridQuery({ pieces: '4' }, source, now).filters).toEqual([{ field: 'pieces', op: 'eq', value: 4 }]);
    expect(faultsOf({ pickup_date__daterange: 'someday' })).toEqual([{ pointer: '/pickup_date__daterange', message: 'Unknown date range someday' }]);
  });

  it('reads paging, sort and generic search, with the source default sort', () => {
    const q = parseGridQuery({ limit: '50', offset: '100', sort: 'weight,-probill', search: 'shipper_city=tor|consignee_city=tor' }, source, now);
    expect(q).toMatchObject({ limit: 50, offset: 100, sort: [{ field: 'weight', desc: false }, { field: 'probill', desc: true }] });
    expect(q.search).toEqual([{ field: 'shipper_city', value: 'tor' }, { field: 'consignee_city', value: 'tor' }]);
    expect(parseGridQuery({}, source, now).sort).toEqual([{ field: 'pickup_date', desc: true }]);
  });

  it('names unknown fields in filters, sort and search', () => {
    expect(faultsOf({ secret__icontains: 'a', sort: '-nope', search: 'ghost=x' })).toEqual([
      { pointer: '/sort', message: 'Unknown field nope' },
      { pointer: '/search', message: 'Unknown field ghost' },
      { pointer: '/secret__icontains', message: 'Unknown field secret' },
    ]);
  });
});
