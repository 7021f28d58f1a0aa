import { describe, expect, it } from 'vitest';
import type { Filter } from '../../../dataProvider';
import { fillFixedFilters, fixedFilterParams } from './fixedFilterParams';

const fixed: Filter[] = [
  { field: 'tmmid', op: 'iexact', value: '{id}' },
  { field: 'locked', op: 'is', value: false },
  { field: 'name', op: 'istartswith', value: '{prefix}-{id}' },
];

describe('fixed filters filled from the route', () => {
  it('names the text values\' {params} in order of first use', () => {
    expect(fixedFilterParams(fixed)).toEqual(['id', 'prefix']);
    expect(fixedFilterParams(undefined)).toEqual([]);
  });

  it('fills them from the route segments in order, decoded, leaving other values as they are', () => {
    expect(fillFixedFilters(fixed, '5/a%2Fb')).toEqual({
      filters: [
        { field: 'tmmid', op: 'iexact', value: '5' },
        { field: 'locked', op: 'is', value: false },
        { field: 'name', op: 'istartswith', value: 'a/b-5' },
      ],
      missing: [],
    });
  });

  it('keeps filters without {params} whatever the route', () => {
    const plain: Filter[] = [{ field: 'locked', op: 'is', value: false }];
    expect(fillFixedFilters(plain, 'anything/here')).toEqual({ filters: plain, missing: [] });
    expect(fillFixedFilters(undefined, '5')).toEqual({ filters: undefined, missing: [] });
  });

  it('gives no filters and names what is missing when the route is short or malformed', () => {
    expect(fillFixedFilters(fixed, '5')).toEqual({ filters: undefined, missing: ['prefix'] });
    expect(fillFixedFilters(fixed, '')).toEqual({ filters: undefined, missing: ['id', 'prefix'] });
    expect(fillFixedFilters(fixed, '%E0%A4%A/x')).toEqual({ filters: undefined, missing: ['id', 'prefix'] });
  });
});
