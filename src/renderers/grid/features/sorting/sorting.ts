import type { SortingState } from '@tanstack/react-table';
import type { SortKey } from '../../../dataProvider';
import type { GridColumn } from '../../gridDefinition';

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
export function toggleSort(current: SortingState, id: string): SortingState {
  const first = current[0];
  if (first?.id === id) return [{ id, desc: !first.desc }];
  return [{ id, desc: false }];
}

/**
 * Wire sort keys (by field) as the table's sorting state (by column id): a
 * field shown by a column sorts that column (the first, when several show it);
 * a field no column shows keeps its name, sorted on the server all the same.
 */
export function toSorting(keys: readonly SortKey[], columns: readonly GridColumn[]): SortingState {
  return keys.map((k) => ({ id: columns.find((c) => c.field === k.field)?.name ?? k.field, desc: k.desc }));
}

/** The table's sorting state as the wire's sort keys. */
export function toSortKeys(sorting: SortingState, columns: readonly GridColumn[]): SortKey[] {
  return sorting.map((s) => ({ field: columns.find((c) => c.name === s.id)?.field ?? s.id, desc: s.desc }));
}
