import { useMemo, useState } from 'react';
import type { ColumnSizingState, ColumnVisibilityState as VisibilityState } from '@tanstack/react-table';
import { CONTROL_COLUMNS } from '../../table/gridColumns';
import type { GridColumnDef } from '../../table/gridFeatures';
import { fitColumns } from './fitColumns';

const CONTROLS = new Set(CONTROL_COLUMNS);

export interface ColumnSizingFeature {
  /** The table's column sizing: the shown columns fitted to the grid's width. */
  columnSizing: ColumnSizingState;
  /** The grid's inner width, as its view measures it (0 until then). */
  setWidth: (width: number) => void;
}

/** Column sizing that fills the width the grid has (features/sizing/fitColumns), recomputed when the width or the shown columns change. */
export function useColumnSizing(defs: readonly GridColumnDef[], visibility: VisibilityState): ColumnSizingFeature {
  const [width, setWidth] = useState(0);
  const shown = defs.filter((d) => visibility[d.id!] !== false);
  const key = shown.map((d) => d.id).join('\u0000');
  const columnSizing = useMemo(
    () => fitColumns(shown.map((d) => ({ id: d.id!, size: d.size!, minSize: d.minSize! })), width, CONTROLS),
    // The shown columns by their ids: a new array of the same columns is no change.
    [key, defs, width],
  );
  return { columnSizing, setWidth };
}
