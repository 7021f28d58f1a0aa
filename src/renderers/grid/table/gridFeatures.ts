import {
  columnFilteringFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  globalFilteringFeature,
  metaHelper,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type Column,
  type ColumnDef,
  type ReactTable,
  type Row as TableRow,
} from '@tanstack/react-table';
import type { Row } from '../../dataProvider';
import type { GridColumn } from '../gridDefinition';

/** What a column of the table carries: a definition's column, or the kind of control it is. */
export interface GridColumnMeta {
  column?: GridColumn;
  control?: 'select' | 'expand';
}

/**
 * The TanStack Table features the grid registers, once, at module scope (v9
 * registers only what a table uses). The column model: visibility and order
 * (the user's preferences), sizing (fitted to the width there is) and pinning
 * (the key column stays in view); row selection and expanding; sorting,
 * filtering and pagination as state only. No client row models are registered:
 * the server sorts, filters and pages (the table runs manualSorting,
 * manualFiltering and manualPagination with the server's rowCount).
 */
export const gridFeatures = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnPinningFeature,
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowExpandingFeature,
  columnMeta: metaHelper<GridColumnMeta>(),
});

export type GridFeatures = typeof gridFeatures;
// Its owner subscribes to no table state (see useGridController): `table.state` is not read.
export type GridTable = ReactTable<GridFeatures, Row, unknown>;
export type GridTableColumn = Column<GridFeatures, Row, unknown>;
export type GridTableRow = TableRow<GridFeatures, Row>;
export type GridColumnDef = ColumnDef<GridFeatures, Row, unknown>;

/** The definition's column a table column shows (none for the control columns). */
export const gridColumnOf = (column: GridTableColumn): GridColumn | undefined => column.columnDef.meta?.column;
