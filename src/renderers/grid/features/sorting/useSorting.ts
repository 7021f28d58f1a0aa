import { useCallback, useMemo, useState } from 'react';
import type { OnChangeFn, SortingState } from '@tanstack/react-table';
import type { SortKey } from '../../../dataProvider';
import type { GridColumn } from '../../gridDefinition';
import { parseSort, toggleSort as nextSort, toSorting, toSortKeys } from './sorting';

export interface SortingFeature {
  /** The table's sorting state (by column id). */
  sorting: SortingState;
  /** The same as the wire's sort keys (by field). */
  sort: SortKey[];
  /** A header click on the column of that id. */
  toggleSort: (id: string) => void;
  /** The table's options for it: server-side, one column at a time, ascending first, never unsorted. */
  tableOptions: {
    state: { sorting: SortingState };
    onSortingChange: OnChangeFn<SortingState>;
    manualSorting: true;
    enableMultiSort: false;
    enableSortingRemoval: false;
    sortDescFirst: false;
  };
}

/** Server-side sort as the table's sorting state: the definition's default (or history's), then header clicks. */
export function useSorting(columns: readonly GridColumn[], defaultSort: string | undefined, restored?: SortKey[]): SortingFeature {
  const [sorting, setSorting] = useState<SortingState>(() => toSorting(restored ?? parseSort(defaultSort), columns));
  const sort = useMemo(() => toSortKeys(sorting, columns), [sorting, columns]);
  const toggleSort = useCallback((id: string) => setSorting((s) => nextSort(s, id)), []);
  return {
    sorting,
    sort,
    toggleSort,
    tableOptions: { state: { sorting }, onSortingChange: setSorting, manualSorting: true, enableMultiSort: false, enableSortingRemoval: false, sortDescFirst: false },
  };
}
