import type { SortKey } from '../../../dataProvider';

/** A definition's defaultSort ('a,-b') as sort keys. */
export function parseSort(spec: string | undefined): SortKey[] {
  if (!spec) return [];
  return spec
    .split(',')
    .filter(Boolean)
    .map((s) => (s.startsWith('-') ? { field: s.slice(1), desc: true } : { field: s, desc: false }));
}

/**
 * A header click: a column already sorted first flips its direction, any other
 * becomes the one sort key, ascending. Single-column sorting keeps the order
 * the user sees obvious; multi-column sorts come only from definitions.
 */
export function toggleSort(current: readonly SortKey[], field: string): SortKey[] {
  const first = current[0];
  if (first?.field === field) return [{ field, desc: !first.desc }];
  return [{ field, desc: false }];
}

export function sortDirection(current: readonly SortKey[], field: string): 'asc' | 'desc' | false {
  const key = current.find((s) => s.field === field);
  return key ? (key.desc ? 'desc' : 'asc') : false;
}
