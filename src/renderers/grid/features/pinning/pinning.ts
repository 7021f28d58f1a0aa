import type { ColumnPinningState } from '@tanstack/react-table';
import type { CSSProperties } from 'react';
import { CONTROL_COLUMNS } from '../../table/gridColumns';
import type { GridTableColumn } from '../../table/gridFeatures';
import type { ColumnPref } from '../preferences/tablePrefs';

/**
 * The columns pinned to the start, which stay in view while the grid scrolls
 * across: the controls (selection, expand) and the key column, the first
 * column shown in the user's order. By default that is the definition's first
 * column, which in every grid names the record (its rowKey's column, or the
 * name when the key is an id nobody reads). Taking the first shown column
 * keeps the user's order: pinning never moves a column.
 */
export function pinnedColumns(layout: readonly ColumnPref[]): ColumnPinningState {
  const key = layout.find((p) => p.visible)?.name;
  return { start: key ? [...CONTROL_COLUMNS, key] : [...CONTROL_COLUMNS], end: [] };
}

/** A pinned column's cells stick at its offset (the widths of the pinned columns before it); others take no style. */
export function pinStyle(column: GridTableColumn): CSSProperties | undefined {
  return column.getIsPinned() === 'start' ? { position: 'sticky', insetInlineStart: column.getStart('start'), zIndex: 1 } : undefined;
}

/** The class of a pinned cell; the last pinned one draws the edge the others scroll under. */
export function pinClass(column: GridTableColumn): string {
  if (column.getIsPinned() !== 'start') return '';
  return column.getIsLastColumn('start') ? ' pin pin-last' : ' pin';
}
