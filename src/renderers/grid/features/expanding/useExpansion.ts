import { useState } from 'react';
import type { ExpandedState, OnChangeFn } from '@tanstack/react-table';
import type { Row } from '../../../dataProvider';
import type { GridTable, GridTableRow } from '../../table/gridFeatures';

export interface ExpansionFeature {
  /** True when some row of the page has row_details to show. */
  enabled: boolean;
  isExpanded: (id: string) => boolean;
  toggle: (id: string) => void;
  canExpand: (row: Row) => boolean;
}

export const hasDetails = (row: Row) => row.row_details !== undefined && row.row_details !== null && row.row_details !== '';

export interface ExpansionTableOptions {
  state: { expanded: ExpandedState };
  onExpandedChange: OnChangeFn<ExpandedState>;
  getRowCanExpand: (row: GridTableRow) => boolean;
  autoResetExpanded: false;
}

const NONE: ExpandedState = {};

/**
 * Row expand (02-business.md §3 Data grid) as the table's expanded state: a
 * row with row_details opens a detail row under it. A new page or query
 * (`resetKey`) starts folded.
 */
export function useExpansion(resetKey: string): ExpansionTableOptions {
  const [state, setState] = useState<{ key: string; expanded: ExpandedState }>({ key: resetKey, expanded: NONE });
  const expanded = state.key === resetKey ? state.expanded : NONE;
  return {
    state: { expanded },
    onExpandedChange: (updater) =>
      setState((s) => {
        const current = s.key === resetKey ? s.expanded : NONE;
        return { key: resetKey, expanded: typeof updater === 'function' ? updater(current) : updater };
      }),
    getRowCanExpand: (row) => hasDetails(row.original),
    autoResetExpanded: false,
  };
}

/** Expansion as the grid's views and callers use it, through the table. */
export function expansionFeature(table: GridTable): ExpansionFeature {
  const rows = table.getRowModel().rowsById;
  return {
    enabled: table.getCanSomeRowsExpand(),
    isExpanded: (id) => !!rows[id]?.getIsExpanded(),
    toggle: (id) => rows[id]?.toggleExpanded(),
    canExpand: hasDetails,
  };
}
