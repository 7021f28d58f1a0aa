import { useMemo } from 'react';
import type { ColumnOrderState, ColumnPinningState, ColumnSizingState, ColumnVisibilityState, Updater } from '@tanstack/react-table';
import type { Row } from '../../dataProvider';
import { hasDetails } from '../features/expanding/useExpansion';
import { pinnedColumns } from '../features/pinning/pinning';
import { columnLayout, layoutAfter } from '../features/preferences/columnLayout';
import type { PreferencesFeature } from '../features/preferences/usePreferences';
import { useColumnSizing } from '../features/sizing/useColumnSizing';
import type { GridDefinition } from '../gridDefinition';
import { gridColumnDefs } from './gridColumns';
import type { GridColumnDef } from './gridFeatures';

export interface ColumnModel {
  columnDefs: GridColumnDef[];
  /** The table's options for its column model: order and visibility (the user's preferences, saved when changed through the table), sizing and pinning. */
  tableOptions: {
    state: { columnOrder: ColumnOrderState; columnVisibility: ColumnVisibilityState; columnSizing: ColumnSizingState; columnPinning: ColumnPinningState };
    onColumnOrderChange: (order: Updater<ColumnOrderState>) => void;
    onColumnVisibilityChange: (visibility: Updater<ColumnVisibilityState>) => void;
  };
  /** The grid's width, as its view measures it: the columns are fitted to it. */
  setWidth: (width: number) => void;
}

/**
 * The table's column model: the definition's columns (sized by type and
 * heading) after the selection and expand controls, in the user's order and
 * visibility, fitted to the grid's width by the first page's values, the key
 * column pinned (features/preferences, sizing, pinning).
 */
export function useColumnModel(def: GridDefinition, prefs: Pick<PreferencesFeature, 'layout' | 'update'>, rows: readonly Row[], t: (s: string) => string): ColumnModel {
  const columnDefs = useMemo(() => gridColumnDefs(def.columns, (c) => t(c.label)), [def.columns, t]);
  const select = (def.selection ?? 'none') !== 'none';
  const expand = rows.some(hasDetails);
  const layout = useMemo(() => columnLayout(prefs.layout, { select, expand }), [prefs.layout, select, expand]);
  const columnPinning = useMemo(() => pinnedColumns(prefs.layout), [prefs.layout]);
  const { columnSizing, setWidth } = useColumnSizing(columnDefs, def.columns, layout.columnVisibility, rows, columnPinning.start.at(-1), t);
  const relayout = (change: { order?: Updater<ColumnOrderState>; visibility?: Updater<ColumnVisibilityState> }) =>
    prefs.update({ layout: layoutAfter(prefs.layout, layout, change) });
  return {
    columnDefs,
    tableOptions: {
      state: { ...layout, columnSizing, columnPinning },
      onColumnOrderChange: (order) => relayout({ order }),
      onColumnVisibilityChange: (visibility) => relayout({ visibility }),
    },
    setWidth,
  };
}
