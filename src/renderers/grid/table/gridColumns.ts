import type { Row } from '../../dataProvider';
import { columnWidth, CONTROL_WIDTH, minColumnWidth } from '../features/sizing/columnWidths';
import type { GridColumn } from '../gridDefinition';
import type { GridColumnDef } from './gridFeatures';

/** The control columns' ids: they come before the data columns and are pinned with the key column. */
export const SELECT_COLUMN = 'grid:select';
export const EXPAND_COLUMN = 'grid:expand';
export const CONTROL_COLUMNS: readonly string[] = [SELECT_COLUMN, EXPAND_COLUMN];

const control = (id: string, kind: 'select' | 'expand'): GridColumnDef => ({
  id,
  size: CONTROL_WIDTH,
  minSize: CONTROL_WIDTH,
  enableSorting: false,
  enableHiding: false,
  meta: { control: kind },
});

/**
 * The table's columns: the selection and expand controls (display columns,
 * shown only when the grid selects or some row has details), then one column
 * per column of the definition, identified by its name (several columns may
 * show one field) and reading the row's field. Sizes are what the column would
 * like and the least it takes (features/sizing); `heading` is its translated label.
 */
export function gridColumnDefs(columns: readonly GridColumn[], heading: (c: GridColumn) => string): GridColumnDef[] {
  return [
    control(SELECT_COLUMN, 'select'),
    control(EXPAND_COLUMN, 'expand'),
    ...columns.map((c): GridColumnDef => {
      const minSize = minColumnWidth(c, heading(c));
      return { id: c.name, accessorFn: (row: Row) => row[c.field], size: Math.max(columnWidth(c), minSize), minSize, meta: { column: c } };
    }),
  ];
}
