import { memo } from 'react';
import { pinClass, pinStyle } from '../pinning/pinning';
import { gridColumnOf, type GridTableColumn } from '../../table/gridFeatures';
import { GridFilterCell } from './GridFilterCell';
import type { FiltersFeature } from './useFilters';

export interface GridFilterRowProps extends Pick<FiltersFeature, 'filters' | 'mode' | 'setFilter' | 'operatorsFor'> {
  /** The pinned columns (controls, key column), then the other columns drawn. */
  pinned: readonly GridTableColumn[];
  columns: readonly GridTableColumn[];
  padLeft: boolean;
  padRight: boolean;
}

function FilterCell({ column, ...p }: Omit<GridFilterRowProps, 'pinned' | 'columns' | 'padLeft' | 'padRight'> & { column: GridTableColumn }) {
  const c = gridColumnOf(column);
  return (
    <td className={pinClass(column).trim() || undefined} style={pinStyle(column)}>
      {c?.searchable && (
        <GridFilterCell column={c} input={p.filters[c.name]!} operators={p.operatorsFor(c)} advanced={p.mode === 'advanced'} onChange={(patch) => p.setFilter(c.name, patch)} />
      )}
    </td>
  );
}

function GridFilterRowView({ pinned, columns, padLeft, padRight, ...filtering }: GridFilterRowProps) {
  return (
    <tr className="grid-filters">
      {pinned.map((column) => (
        <FilterCell key={column.id} column={column} {...filtering} />
      ))}
      {padLeft && <td />}
      {columns.map((column) => (
        <FilterCell key={column.id} column={column} {...filtering} />
      ))}
      {padRight && <td />}
    </tr>
  );
}

/** The column search row: one filter under each searchable column; operators only in advanced mode. */
export const GridFilterRow = memo(GridFilterRowView);
