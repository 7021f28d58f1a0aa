import { memo, type RefObject } from 'react';
import { CellValue } from '../cells/CellValue';
import type { Row } from '../dataProvider';
import { EditableCell } from './features/editing/EditableCell';
import { ExpandToggle, RowDetails } from './features/expanding/RowDetails';
import { pinClass, pinStyle } from './features/pinning/pinning';
import { SelectRow } from './features/selection/SelectionControls';
import { cellTypeOf, type GridColumn } from './gridDefinition';
import { gridColumnOf, type GridTableColumn, type GridTableRow } from './table/gridFeatures';
import type { GridController } from './useGridController';

export interface GridRowProps {
  row: GridTableRow;
  index: number;
  /** The pinned columns: the controls in use (selection, expand), then the key column. */
  controls: readonly GridTableColumn[];
  keyColumns: readonly GridTableColumn[];
  /** The other columns drawn (all of them, or those near the visible area when windowed). */
  columns: readonly GridTableColumn[];
  selectMode: 'single' | 'multiple' | null;
  selected: boolean;
  expanded: boolean;
  padLeft: number;
  padRight: number;
  /** Changes when the row's editing state does: the row is redrawn only then. */
  editState: string;
  /** The controller of the latest render; read at event time, so the row need not redraw for it. */
  grid: RefObject<GridController>;
  labels: { select: string; expand: string };
  onRowClick?: (row: Row) => void;
}

const isNumeric = (c: GridColumn) => c.type === 'number' || c.type === 'decimal';

type RowCellsProps = Pick<GridRowProps, 'row' | 'index' | 'keyColumns' | 'columns' | 'padLeft' | 'padRight' | 'editState' | 'grid'>;

/**
 * One data cell: the column's value, its editor, or an action offered on this
 * row. A plain function, not a component: a big page draws hundreds of cells,
 * each a component would add its own work for nothing. Only pinned cells
 * (the key column) take the sticky style.
 */
function dataCell(column: GridTableColumn, row: GridTableRow, index: number, grid: RefObject<GridController>, pinned: boolean) {
  const c = gridColumnOf(column)!;
  const g = grid.current;
  const values = row.original;
  const numeric = isNumeric(c);
  let content;
  if (g.editing.canEdit(c, values)) {
    const status = g.editing.status(row.id);
    content = (
      <EditableCell
        column={c}
        text={g.editing.text(row.id, c, values)}
        error={g.editing.error(row.id, c)}
        status={status === 'saving' ? undefined : status}
        onChange={(text) => grid.current.editing.setText(row.id, index, c, text)}
      />
    );
  } else if (c.cell !== 'action' || g.rowActions.offers(c, values)) {
    content = <CellValue value={row.getValue(column.id)} type={cellTypeOf(c)} decimals={c.decimals} rules={c} row={values} />;
  }
  return (
    <td key={column.id} className={(numeric ? 'gc num' : 'gc') + (pinned ? pinClass(column) : '')} style={pinned ? pinStyle(column) : undefined}>
      {content}
    </td>
  );
}

/** The data cells of a row: apart from the row's controls, so selecting or expanding a row does not redraw its values. */
const RowCells = memo(function RowCells({ row, index, keyColumns, columns, padLeft, padRight, grid }: RowCellsProps) {
  return (
    <>
      {keyColumns.map((column) => dataCell(column, row, index, grid, true))}
      {padLeft > 0 && <td className="gc pad" />}
      {columns.map((column) => dataCell(column, row, index, grid, false))}
      {padRight > 0 && <td className="gc pad" />}
    </>
  );
});

function GridRowView({ row, index, controls, keyColumns, columns, selectMode, selected, expanded, padLeft, padRight, editState, grid, labels, onRowClick }: GridRowProps) {
  const status = grid.current.editing.status(row.id);
  const span = controls.length + keyColumns.length + columns.length + (padLeft ? 1 : 0) + (padRight ? 1 : 0);
  const original = row.original;
  return (
    <>
      <tr
        data-row={index}
        data-status={status}
        aria-selected={selectMode ? selected : undefined}
        className={onRowClick ? 'clickable' : undefined}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={onRowClick && (() => onRowClick(original))}
        onKeyDown={onRowClick && ((e) => e.key === 'Enter' && e.target === e.currentTarget && onRowClick(original))}
      >
        {controls.map((column) => (
          <td key={column.id} className={'gc control' + pinClass(column)} style={pinStyle(column)}>
            {column.columnDef.meta?.control === 'select'
              ? selectMode && <SelectRow mode={selectMode} selected={selected} label={labels.select} onToggle={() => row.toggleSelected()} />
              : row.getCanExpand() && <ExpandToggle expanded={expanded} label={labels.expand} onToggle={() => row.toggleExpanded()} />}
          </td>
        ))}
        <RowCells row={row} index={index} keyColumns={keyColumns} columns={columns} padLeft={padLeft} padRight={padRight} editState={editState} grid={grid} />
      </tr>
      {expanded && (
        <tr className="details">
          <td colSpan={span}>
            <RowDetails details={original.row_details} />
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * Equal props draw the same row. The table builds new row objects when its
 * data changes (a saved row replaces one); a row whose values and id did not
 * change is not redrawn for that.
 */
function same(a: GridRowProps, b: GridRowProps): boolean {
  for (const k of Object.keys(a) as (keyof GridRowProps)[]) {
    if (k === 'row') {
      if (a.row.original !== b.row.original || a.row.id !== b.row.id) return false;
    } else if (a[k] !== b[k]) return false;
  }
  return true;
}

/** One data row; redrawn only when what it shows changes, which keeps big pages quick. */
export const GridRow = memo(GridRowView, same);
