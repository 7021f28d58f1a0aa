import { functionalUpdate, type ColumnOrderState, type Updater, type ColumnVisibilityState as VisibilityState } from '@tanstack/react-table';
import { CONTROL_COLUMNS, EXPAND_COLUMN, SELECT_COLUMN } from '../../table/gridColumns';
import type { ColumnPref } from './tablePrefs';

/** The table's column order and visibility: the controls first, shown when in use, then the user's layout. */
export interface ColumnLayout {
  columnOrder: ColumnOrderState;
  columnVisibility: VisibilityState;
}

export function columnLayout(layout: readonly ColumnPref[], controls: { select: boolean; expand: boolean }): ColumnLayout {
  const columnVisibility: VisibilityState = { [SELECT_COLUMN]: controls.select, [EXPAND_COLUMN]: controls.expand };
  for (const p of layout) columnVisibility[p.name] = p.visible;
  return { columnOrder: [...CONTROL_COLUMNS, ...layout.map((p) => p.name)], columnVisibility };
}

/** The user's layout after a change of the table's order or visibility (table.setColumnOrder, column.toggleVisibility). */
export function layoutAfter(layout: readonly ColumnPref[], current: ColumnLayout, change: { order?: Updater<ColumnOrderState>; visibility?: Updater<VisibilityState> }): ColumnPref[] {
  const order = change.order ? functionalUpdate(change.order, current.columnOrder) : current.columnOrder;
  const visibility = change.visibility ? functionalUpdate(change.visibility, current.columnVisibility) : current.columnVisibility;
  const known = new Set(layout.map((p) => p.name));
  const ordered = order.filter((id) => known.has(id));
  // Columns the new order leaves out keep their place after the ones it names.
  for (const p of layout) if (!ordered.includes(p.name)) ordered.push(p.name);
  return ordered.map((name) => ({ name, visible: visibility[name] !== false }));
}
