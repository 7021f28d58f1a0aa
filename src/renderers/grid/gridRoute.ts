import type { Filter } from '../dataProvider';
import { routeParams } from '../links';
import { fixedFilterParams } from './features/filtering/fixedFilterParams';

const PARAM = /\{(\w+)\}/g;

/** The {name}s of a data source's path ('GET pushreport/{pushreport_id}/results'), in order. */
export function sourceParams(dataSource: string): string[] {
  return [...dataSource.matchAll(PARAM)].map((m) => m[1]!);
}

/** Every {name} a grid takes from its route, in the order the route's segments give them: the data source's first, then the fixed filters'. */
export function gridRouteNames(dataSource: string, fixed: readonly Filter[] | undefined): string[] {
  const names = sourceParams(dataSource);
  for (const n of fixedFilterParams(fixed)) if (!names.includes(n)) names.push(n);
  return names;
}

export interface FilledGridRoute {
  /** The data source with its {name}s filled (each value encoded as one path segment). */
  dataSource: string;
  fixedFilters: Filter[] | undefined;
  /** {name}s the route did not give: the grid must not ask without them (it would widen or guess). */
  missing: string[];
}

/**
 * A grid's data source and fixed filters with their {name}s filled from the
 * rest of the route, whose segments give the names in order: PUSHREPORTR shown
 * at PUSHREPORTR/5 reads GET pushreport/5/results; TM-EDITSIDE at
 * TM-START/EDITSIDE/5 filters tmmid = '5'. Only text filter values are templates.
 */
export function fillGridRoute(dataSource: string, fixed: readonly Filter[] | undefined, path: string): FilledGridRoute {
  const names = gridRouteNames(dataSource, fixed);
  if (!names.length) return { dataSource, fixedFilters: fixed ? [...fixed] : undefined, missing: [] };
  let params: Record<string, string>;
  try {
    params = routeParams(path, names);
  } catch {
    params = {}; // a malformed %-escape gives no value at all
  }
  const missing = names.filter((n) => params[n] === undefined || params[n] === '');
  if (missing.length) return { dataSource, fixedFilters: undefined, missing };
  const fill = (text: string, encode: (v: string) => string) => text.replace(PARAM, (_, k: string) => encode(params[k]!));
  return {
    dataSource: fill(dataSource, encodeURIComponent),
    fixedFilters: fixed?.map((f) => (typeof f.value === 'string' ? { ...f, value: fill(f.value, (v) => v) } : f)),
    missing: [],
  };
}
