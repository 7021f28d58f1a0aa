import { useEffect, useState } from 'react';
import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table';
import type { Row } from '../../../dataProvider';
import type { Selection } from '../../gridDefinition';
import type { GridTable } from '../../table/gridFeatures';

export interface SelectionFeature {
  mode: Selection;
  /** Ids of the selected rows (by the definition's rowKey), kept across pages. */
  selected: ReadonlySet<string>;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Multiple mode only: every row of the page shown, or none of them. */
  toggleAll: () => void;
  allSelected: boolean;
  /** Some rows of the page are selected, not all (the select-all box is indeterminate). */
  someSelected: boolean;
  clear: () => void;
  /** The selected rows among the rows shown. */
  selectedRows: Row[];
}

/** A row's id: its rowKey value (the table's getRowId), or its index when it has none. */
export const rowId = (row: Row, rowKey: string, index: number): string => (row[rowKey] == null ? String(index) : String(row[rowKey]));

export interface SelectionOptions {
  mode: Selection | undefined;
  /** A new key (data source, failed load) drops the selection. */
  resetKey: string;
}

export interface SelectionTableOptions {
  state: { rowSelection: RowSelectionState };
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
  enableRowSelection: boolean;
  enableMultiRowSelection: boolean;
}

const NONE: RowSelectionState = {};

/**
 * Row selection none (default) / single / multiple (02-business.md §4) as the
 * table's row selection state, keyed by row id so that it holds across pages.
 */
export function useSelection({ mode = 'none', resetKey }: SelectionOptions): SelectionTableOptions {
  const [state, setState] = useState<{ key: string; selection: RowSelectionState }>({ key: resetKey, selection: NONE });
  const rowSelection = state.key === resetKey ? state.selection : NONE;
  useEffect(() => setState((s) => (s.key === resetKey ? s : { key: resetKey, selection: NONE })), [resetKey]);
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (updater) =>
    setState((s) => {
      const current = s.key === resetKey ? s.selection : NONE;
      return { key: resetKey, selection: typeof updater === 'function' ? updater(current) : updater };
    });
  return {
    state: { rowSelection },
    onRowSelectionChange,
    enableRowSelection: mode !== 'none',
    // Single selection: selecting a row drops the other.
    enableMultiRowSelection: mode === 'multiple',
  };
}

/** The selection as the grid's views and callers use it, read from and acted on through the table. */
export function selectionFeature(table: GridTable, mode: Selection = 'none'): SelectionFeature {
  const state = table.atoms.rowSelection.get();
  const selected = new Set(Object.keys(state).filter((id) => state[id]));
  const allSelected = mode !== 'none' && table.getIsAllPageRowsSelected();
  return {
    mode,
    selected,
    isSelected: (id) => selected.has(id),
    toggle: (id) => table.getRowModel().rowsById[id]?.toggleSelected(),
    toggleAll: () => mode === 'multiple' && table.toggleAllPageRowsSelected(),
    allSelected,
    someSelected: mode !== 'none' && !allSelected && table.getIsSomePageRowsSelected(),
    clear: () => table.resetRowSelection(true),
    selectedRows: table.getSelectedRowModel().rows.map((r) => r.original),
  };
}
