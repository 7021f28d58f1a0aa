import { useCallback, useState } from 'react';
import type { Row } from '../../../dataProvider';

export interface ExpansionFeature {
  /** True when some row of the page has row_details to show. */
  enabled: boolean;
  isExpanded: (id: string) => boolean;
  toggle: (id: string) => void;
  canExpand: (row: Row) => boolean;
}

export const hasDetails = (row: Row) => row.row_details !== undefined && row.row_details !== null && row.row_details !== '';

/** Row expand: a row with row_details opens a detail row under it (02-business.md §3 Data grid). */
export function useExpansion(rows: readonly Row[], resetKey: string): ExpansionFeature {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: resetKey, ids: new Set() });
  const ids = state.key === resetKey ? state.ids : new Set<string>();
  const toggle = useCallback(
    (id: string) =>
      setState((s) => {
        const next = new Set(s.key === resetKey ? s.ids : []);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { key: resetKey, ids: next };
      }),
    [resetKey],
  );
  return { enabled: rows.some(hasDetails), isExpanded: (id) => ids.has(id), toggle, canExpand: hasDetails };
}
