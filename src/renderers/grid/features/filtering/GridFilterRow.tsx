import { memo } from 'react';
import type { GridColumn } from '../../gridDefinition';
import { GridFilterCell } from './GridFilterCell';
import type { FiltersFeature } from './useFilters';

export interface GridFilterRowProps extends Pick<FiltersFeature, 'filters' | 'mode' | 'setFilter' | 'operatorsFor'> {
  columns: readonly GridColumn[];
  /** Cells before the data columns (controls, the left spacer). */
  before: number;
  after: number;
}

function GridFilterRowView({ columns, filters, mode, setFilter, operatorsFor, before, after }: GridFilterRowProps) {
  return (
    <tr className="grid-filters">
      {Array.from({ length: before }, (_, i) => (
        <td key={`b${i}`} />
      ))}
      {columns.map((c) => (
        <td key={c.name}>
          {c.searchable && (
            <GridFilterCell
              column={c}
              input={filters[c.name]!}
              operators={operatorsFor(c)}
              advanced={mode === 'advanced'}
              onChange={(patch) => setFilter(c.name, patch)}
            />
          )}
        </td>
      ))}
      {Array.from({ length: after }, (_, i) => (
        <td key={`a${i}`} />
      ))}
    </tr>
  );
}

/** The column search row: one filter under each searchable column; operators only in advanced mode. */
export const GridFilterRow = memo(GridFilterRowView);
