import { useMemo, useState } from 'react';
import type { ColumnSizingState, ColumnVisibilityState as VisibilityState } from '@tanstack/react-table';
import type { Row } from '../../../dataProvider';
import type { GridColumn } from '../../gridDefinition';
import { CONTROL_COLUMNS } from '../../table/gridColumns';
import type { GridColumnDef } from '../../table/gridFeatures';
import { contentWidths } from './contentWidths';
import { fitColumns, type ColumnSize } from './fitColumns';

const CONTROLS = new Set(CONTROL_COLUMNS);
/** How far a column's values may be cut (with an ellipsis) before the grid scrolls across instead. */
export const SHRINK_TO = 0.8;

export interface ColumnSizingFeature {
  /** The table's column sizing: the shown columns fitted to the grid's width. */
  columnSizing: ColumnSizingState;
  /** The grid's inner width, as its view measures it (0 until then). */
  setWidth: (width: number) => void;
}

/**
 * What each shown column would like and the least it takes: with the first
 * page's values measured, a text column would like their width and gives up
 * at most a fifth of it, the key column none; never less than its type's and
 * heading's minimum (the column definition's). Before any row, by type.
 */
export function columnSizes(defs: readonly GridColumnDef[], shown: (id: string) => boolean, content: Record<string, number> | null, keyId: string | undefined): ColumnSize[] {
  return defs
    .filter((d) => shown(d.id!))
    .map((d) => {
      const least = d.minSize!;
      const measured = content?.[d.id!];
      if (measured === undefined) return { id: d.id!, size: d.size!, minSize: least };
      const size = Math.max(least, measured);
      return { id: d.id!, size, minSize: d.id === keyId ? size : Math.max(least, Math.round(measured * SHRINK_TO)) };
    });
}

/**
 * Column sizing that fills the width the grid has (features/sizing/fitColumns):
 * the first page with rows sizes the text columns by their values, kept while
 * paging so that columns do not jump; a new width or other shown columns fit again.
 */
export function useColumnSizing(
  defs: readonly GridColumnDef[],
  columns: readonly GridColumn[],
  visibility: VisibilityState,
  rows: readonly Row[],
  keyId: string | undefined,
  translate?: (s: string) => string,
): ColumnSizingFeature {
  const [width, setWidth] = useState(0);
  const [measured, setMeasured] = useState<{ defs: readonly GridColumnDef[]; widths: Record<string, number> } | null>(null);
  // Measured once per set of columns, from the first page that has rows (a render-time update: no frame shows the unmeasured sizes).
  if (rows.length > 0 && measured?.defs !== defs) setMeasured({ defs, widths: contentWidths(rows, columns, translate) });
  const content = measured?.defs === defs ? measured.widths : null;
  const shownKey = defs.map((d) => (visibility[d.id!] === false ? '' : d.id)).join('\u0000');
  const columnSizing = useMemo(
    () => fitColumns(columnSizes(defs, (id) => visibility[id] !== false, content, keyId), width, CONTROLS),
    // The shown columns by their ids: an equal visibility record is no change.
    [shownKey, defs, content, keyId, width],
  );
  return { columnSizing, setWidth };
}
