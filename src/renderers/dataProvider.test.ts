import { describe, expect, it, vi } from 'vitest';

const request = vi.fn();
vi.mock('../api/client', () => ({ request: (...args: unknown[]) => request(...args) }));

import { filterParams, getList, listQuery, nextDay, type Filter } from './dataProvider';

describe('filterParams: one case per operator', () => {
  const cases: [Filter, Record<string, string>][] = [
    [{ field: 'status', op: 'icontains', value: 'open' }, { status__icontains: 'open' }],
    [{ field: 'status', op: 'iexact', value: 'Open' }, { status__iexact: 'Open' }],
    [{ field: 'status', op: 'istartswith', value: 'op' }, { status__istartswith: 'op' }],
    [{ field: 'status', op: 'iendswith', value: 'en' }, { status__iendswith: 'en' }],
    [{ field: 'status', op: 'not_icontains', value: 'x' }, { status__not_icontains: 'x' }],
    [{ field: 'status', op: 'not_iexact', value: 'Closed' }, { status__not_iexact: 'Closed' }],
    [{ field: 'status', op: 'not_istartswith', value: 'C' }, { status__not_istartswith: 'C' }],
    [{ field: 'status', op: 'not_iendswith', value: 'd' }, { status__not_iendswith: 'd' }],
    [{ field: 'weight', op: 'gt', value: 100 }, { weight__gt: '100' }],
    [{ field: 'weight', op: 'gte', value: '100.5' }, { weight__gte: '100.5' }],
    [{ field: 'weight', op: 'lt', value: 0 }, { weight__lt: '0' }],
    [{ field: 'weight', op: 'lte', value: 9 }, { weight__lte: '9' }],
    [{ field: 'status', op: 'in', value: ['Open', 'In Progress'] }, { status__in: 'Open,In Progress' }],
    [{ field: 'status', op: 'in', value: 'Open,Closed' }, { status__in: 'Open,Closed' }],
    [
      { field: 'pickup_date', op: 'date_range', value: { start: '2024-02-01', end: '2024-02-29' } },
      { pickup_date__gte: '2024-02-01', pickup_date__lt: '2024-03-01' },
    ],
    [{ field: 'pickup_date', op: 'date_range', value: { start: '2024-12-01' } }, { pickup_date__gte: '2024-12-01' }],
    [{ field: 'pickup_date', op: 'date_range', value: { end: '2024-12-31' } }, { pickup_date__lt: '2025-01-01' }],
    [{ field: 'pickup_date', op: 'daterange_preset', value: 'last_month' }, { pickup_date__daterange: 'last_month' }],
    [{ field: 'active', op: 'is', value: true }, { active: 'true' }],
    [{ field: 'active', op: 'is', value: false }, { active: 'false' }],
    [{ field: 'active', op: 'is', value: 'false' }, { active: 'false' }],
  ];
  it.each(cases)('%j', (filter, expected) => {
    expect(filterParams(filter)).toEqual(expected);
  });

  it('refuses an operator outside the closed set', () => {
    expect(() => filterParams({ field: 'a', op: 'regex' as never, value: 'x' })).toThrow(/Unknown filter operator regex/);
  });

  it('refuses a non-boolean for is and a bad date for a range', () => {
    expect(() => filterParams({ field: 'a', op: 'is', value: 'maybe' })).toThrow();
    expect(() => filterParams({ field: 'a', op: 'date_range', value: { start: '01/02/2024' } })).toThrow(/YYYY-MM-DD/);
  });
});

describe('nextDay', () => {
  it('crosses months, years and leap days', () => {
    expect(nextDay('2024-01-31')).toBe('2024-02-01');
    expect(nextDay('2023-02-28')).toBe('2023-03-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
  });
});

describe('listQuery', () => {
  it('writes limit, offset, sort, search and filters as the wire protocol pins them', () => {
    expect(
      listQuery({
        limit: 20,
        offset: 40,
        sort: [
          { field: 'pickup_date', desc: true },
          { field: 'probill', desc: false },
        ],
        search: [
          { field: 'probill', value: '123' },
          { field: 'status', value: '123' },
        ],
        filters: [
          { field: 'status', op: 'iexact', value: 'Open' },
          { field: 'weight', op: 'gte', value: 10 },
        ],
      }),
    ).toEqual({
      limit: 20,
      offset: 40,
      sort: '-pickup_date,probill',
      search: 'probill=123|status=123',
      status__iexact: 'Open',
      weight__gte: '10',
    });
  });

  it('leaves out empty sort and search', () => {
    expect(listQuery({ limit: 5, offset: 0, sort: [], search: [{ field: 'a', value: '' }] })).toEqual({ limit: 5, offset: 0 });
  });
});

describe('getList', () => {
  it('calls the data source with the query and signal and maps results to rows', async () => {
    request.mockResolvedValueOnce({ results: [{ a: 1 }], count: 7, columns: ['a'], columns_details: [{ field: 'a', type: 'number' }] });
    const signal = new AbortController().signal;
    const res = await getList('GET claims', { limit: 10, offset: 0, sort: [{ field: 'a', desc: true }] }, signal);
    expect(request).toHaveBeenCalledWith('GET claims', { query: { limit: 10, offset: 0, sort: '-a' }, signal });
    expect(res).toEqual({ rows: [{ a: 1 }], count: 7, countExact: true, columns: ['a'], columns_details: [{ field: 'a', type: 'number' }] });
  });

  it('asks for the exact count with count=exact, and says when the answer is an estimate', async () => {
    request.mockResolvedValueOnce({ results: [], count: 1_200_000, count_exact: false });
    const res = await getList('GET claims', { limit: 10, offset: 0, exactCount: true });
    expect(request).toHaveBeenCalledWith('GET claims', { query: { limit: 10, offset: 0, count: 'exact' }, signal: undefined });
    expect(res).toMatchObject({ count: 1_200_000, countExact: false });
  });

  it('refuses a data source that is not GET and a path', async () => {
    await expect(getList('POST claims', { limit: 10, offset: 0 })).rejects.toThrow(/Invalid data source/);
  });
});
