import { memo, type RefObject } from 'react';
import { CellValue } from '../cells/CellValue';
import type { Row } from '../dataProvider';
import { EditableCell } from './features/editing/EditableCell';
import { ExpandToggle, RowDetails } from './features/expanding/RowDetails';
import { SelectRow } from './features/selection/SelectionControls';
import { cellTypeOf, type GridColumn } from './gridDefinition';
import type { GridController } from './useGridController';

export interface GridRowProps {
  row: Row;
  index: number;
  id: string;
  columns: readonly GridColumn[];
  selectMode: 'single' | 'multiple' | null;
  selected: boolean;
  expandColumn: boolean;
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

type RowCellsProps = Pick<GridRowProps, 'row' | 'index' | 'id' | 'columns' | 'padLeft' | 'padRight' | 'editState' | 'grid'>;

/** The data cells of a row: apart from the row's controls, so selecting or expanding a row does not redraw its values. */
const RowCells = memo(function RowCells({ row, index, id, columns, padLeft, padRight, grid }: RowCellsProps) {
  const g = grid.current;
  const status = g.editing.status(id);
  return (
    <>
      {padLeft > 0 && <td className="gc pad" />}
      {columns.map((c) => (
        <td key={c.name} className={isNumeric(c) ? 'gc num' : 'gc'}>
          {g.editing.canEdit(c, row) ? (
            <EditableCell
              column={c}
              text={g.editing.text(id, c, row)}
              error={g.editing.error(id, c)}
              status={status === 'saving' ? undefined : status}
              onChange={(text) => grid.current.editing.setText(id, index, c, text)}
            />
          ) : c.cell === 'action' && !g.rowActions.offers(c, row) ? null : (
            <CellValue value={row[c.field]} type={cellTypeOf(c)} decimals={c.decimals} rules={c} row={row} />
          )}
        </td>
      ))}
      {padRight > 0 && <td className="gc pad" />}
    </>
  );
});

function GridRowView({
  row,
  index,
  id,
  columns,
  selectMode,
  selected,
  expandColumn,
  expanded,
  padLeft,
  padRight,
  editState,
  grid,
  labels,
  onRowClick,
}: GridRowProps) {
  const g = grid.current;
  const span = columns.length + (selectMode ? 1 : 0) + (expandColumn ? 1 : 0) + (padLeft ? 1 : 0) + (padRight ? 1 : 0);
  const status = g.editing.status(id);
  return (
    <>
      <tr
        data-row={index}
        data-status={status}
        aria-selected={selectMode ? selected : undefined}
        className={onRowClick ? 'clickable' : undefined}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={onRowClick && (() => onRowClick(row))}
        onKeyDown={onRowClick && ((e) => e.key === 'Enter' && e.target === e.currentTarget && onRowClick(row))}
      >
        {selectMode && (
          <td className="gc control">
            <SelectRow mode={selectMode} selected={selected} label={labels.select} onToggle={() => grid.current.selection.toggle(id)} />
          </td>
        )}
        {expandColumn && (
          <td className="gc control">
            {g.expansion.canExpand(row) && <ExpandToggle expanded={expanded} label={labels.expand} onToggle={() => grid.current.expansion.toggle(id)} />}
          </td>
        )}
        <RowCells row={row} index={index} id={id} columns={columns} padLeft={padLeft} padRight={padRight} editState={editState} grid={grid} />
      </tr>
      {expanded && (
        <tr className="details">
          <td colSpan={span}>
            <RowDetails details={row.row_details} />
          </td>
        </tr>
      )}
    </>
  );
}

/** One data row; redrawn only when what it shows changes, which keeps big pages quick. */
export const GridRow = memo(GridRowView);
