import type { Filter } from '../../../dataProvider';
import { routeParams } from '../../../links';

const PARAM = /\{(\w+)\}/g;

/** The {name}s the fixed filters' text values take from the route, in order of first use. */
export function fixedFilterParams(fixed: readonly Filter[] | undefined): string[] {
  const names: string[] = [];
  for (const f of fixed ?? []) {
    if (typeof f.value !== 'string') continue;
    for (const m of f.value.matchAll(PARAM)) if (!names.includes(m[1]!)) names.push(m[1]!);
  }
  return names;
}

export interface FilledFixedFilters {
  filters: Filter[] | undefined;
  /** {name}s the route did not give: the grid must not ask without them (it would widen or guess). */
  missing: string[];
}

/**
 * Fixed filters with their {name}s filled from the rest of the route, whose
 * segments give the names in order: TM-EDITSIDE shown at TM-START/EDITSIDE/{id}
 * gets path '5', so tmmid = '{id}' becomes tmmid = '5'. Only text values are
 * templates; the others are sent as they are.
 */
export function fillFixedFilters(fixed: readonly Filter[] | undefined, path: string): FilledFixedFilters {
  const names = fixedFilterParams(fixed);
  if (!names.length) return { filters: fixed ? [...fixed] : undefined, missing: [] };
  let params: Record<string, string>;
  try {
    params = routeParams(path, names);
  } catch {
    params = {}; // a malformed %-escape gives no value at all
  }
  const missing = names.filter((n) => params[n] === undefined || params[n] === '');
  if (missing.length) return { filters: undefined, missing };
  const filters = fixed!.map((f) => (typeof f.value === 'string' ? { ...f, value: f.value.replace(PARAM, (_, k: string) => params[k]!) } : f));
  return { filters, missing: [] };
}
