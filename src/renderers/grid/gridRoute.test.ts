import { describe, expect, it } from 'vitest';
import type { Filter } from '../dataProvider';
import { fixedFilterParams } from './features/filtering/fixedFilterParams';
import { fillGridRoute, gridRouteNames } from './gridRoute';

const fixed: Filter[] = [
  { field: 'tmmid', op: 'iexact', value: '{id}' },
  { field: 'locked', op: 'is', value: false },
  { field: 'name', op: 'istartswith', value: '{prefix}-{id}' },
];
const SOURCE = 'GET menus/top';

describe('fixed filters filled from the route', () => {
  it('names the text values\' {params} in order of first use', () => {
    expect(fixedFilterParams(fixed)).toEqual(['id', 'prefix']);
    expect(fixedFilterParams(undefined)).toEqual([]);
  });

  it('fills them from the route segments in order, decoded, leaving other values as they are', () => {
    expect(fillGridRoute(SOURCE, fixed, '5/a%2Fb')).toEqual({
      dataSource: SOURCE,
      fixedFilters: [
        { field: 'tmmid', op: 'iexact', value: '5' },
        { field: 'locked', op: 'is', value: false },
        { field: 'name', op: 'istartswith', value: 'a/b-5' },
      ],
      missing: [],
    });
  });

  it('keeps filters without {params} whatever the route', () => {
    const plain: Filter[] = [{ field: 'locked', op: 'is', value: false }];
    expect(fillGridRoute(SOURCE, plain, 'anything/here')).toEqual({ dataSource: SOURCE, fixedFilters: plain, missing: [] });
    expect(fillGridRoute(SOURCE, undefined, '5')).toEqual({ dataSource: SOURCE, fixedFilters: undefined, missing: [] });
  });

  it('gives no filters and names what is missing when the route is short or malformed', () => {
    expect(fillGridRoute(SOURCE, fixed, '5')).toMatchObject({ fixedFilters: undefined, missing: ['prefix'] });
    expect(fillGridRoute(SOURCE, fixed, '')).toMatchObject({ fixedFilters: undefined, missing: ['id', 'prefix'] });
    expect(fillGridRoute(SOURCE, fixed, '%E0%A4%A/x')).toMatchObject({ fixedFilters: undefined, missing: ['id', 'prefix'] });
  });
});

describe('a data source\'s path parameters filled from the route', () => {
  const RUNS = 'GET pushreport/{pushreport_id}/results';

  it('takes the first segments, one segment per {name}, encoded', () => {
    expect(fillGridRoute(RUNS, undefined, '12')).toEqual({ dataSource: 'GET pushreport/12/results', fixedFilters: undefined, missing: [] });
    // A value holding a slash stays one segment: it cannot reach another call.
    expect(fillGridRoute(RUNS, undefined, 'a%2F..%2Fx').dataSource).toBe('GET pushreport/a%2F..%2Fx/results');
  });

  it('gives the data source\'s names first, then the fixed filters\' new ones', () => {
    const filters: Filter[] = [{ field: 'status', op: 'iexact', value: '{status}' }, { field: 'pushreport_id', op: 'iexact', value: '{pushreport_id}' }];
    expect(gridRouteNames(RUNS, filters)).toEqual(['pushreport_id', 'status']);
    expect(fillGridRoute(RUNS, filters, '7/Failed')).toEqual({
      dataSource: 'GET pushreport/7/results',
      fixedFilters: [{ field: 'status', op: 'iexact', value: 'Failed' }, { field: 'pushreport_id', op: 'iexact', value: '7' }],
      missing: [],
    });
  });

  it('names a missing segment and leaves the source unfilled (the grid asks nothing)', () => {
    expect(fillGridRoute(RUNS, undefined, '')).toEqual({ dataSource: RUNS, fixedFilters: undefined, missing: ['pushreport_id'] });
  });
});
