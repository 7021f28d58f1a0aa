import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Row } from '../../../dataProvider';
import type { Selection } from '../../gridDefinition';

export interface SelectionFeature {
  mode: Selection;
  /** Ids of the selected rows (by the definition's rowKey), kept across pages. */
  selected: ReadonlySet<string>;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Multiple mode only: every row of the page shown, or none of them. */
  toggleAll: () => void;
  allSelected: boolean;
  someSelected: boolean;
  clear: () => void;
  /** The selected rows among the rows shown. */
  selectedRows: Row[];
}

export const rowId = (row: Row, rowKey: string, index: number): string => (row[rowKey] == null ? String(index) : String(row[rowKey]));

export interface SelectionOptions {
  mode: Selection | undefined;
  rows: readonly Row[];
  rowKey: string;
  /** A new key (data source, failed load) drops the selection. */
  resetKey: string;
}

/** Row selection none (default) / single / multiple, with select-all for multiple (02-business.md §4). */
export function useSelection({ mode = 'none', rows, rowKey, resetKey }: SelectionOptions): SelectionFeature {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: resetKey, ids: new Set() });
  const selected = state.key === resetKey ? state.ids : new Set<string>();
  useEffect(() => setState((s) => (s.key === resetKey ? s : { key: resetKey, ids: new Set() })), [resetKey]);

  const ids = useMemo(() => rows.map((r, i) => rowId(r, rowKey, i)), [rows, rowKey]);
  const set = useCallback((ids: ReadonlySet<string>) => setState({ key: resetKey, ids }), [resetKey]);

  const toggle = useCallback(
    (id: string) => {
      if (mode === 'none') return;
      if (mode === 'single') return set(selected.has(id) ? new Set() : new Set([id]));
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      set(next);
    },
    [mode, selected, set],
  );
  const onPage = ids.filter((id) => selected.has(id)).length;
  const allSelected = ids.length > 0 && onPage === ids.length;
  const toggleAll = useCallback(() => {
    if (mode !== 'multiple') return;
    const next = new Set(selected);
    for (const id of ids)
      if (allSelected) next.delete(id);
      else next.add(id);
    set(next);
  }, [mode, selected, ids, allSelected, set]);

  return {
    mode,
    selected,
    isSelected: (id) => selected.has(id),
    toggle,
    toggleAll,
    allSelected,
    someSelected: onPage > 0 && !allSelected,
    clear: () => set(new Set()),
    selectedRows: rows.filter((_, i) => selected.has(ids[i]!)),
  };
}
