import type { Filter } from '../../../dataProvider';

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
