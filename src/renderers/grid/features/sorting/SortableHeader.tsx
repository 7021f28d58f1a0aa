import type { SortKey } from '../../../dataProvider';
import { PortalIcon } from '../../../cells/icons';
import type { GridColumn } from '../../gridDefinition';
import { sortDirection } from './sorting';

export interface SortableHeaderProps {
  column: GridColumn;
  label: string;
  sort: readonly SortKey[];
  onSort: (field: string) => void;
  tooltip?: string;
  /** Opens the column's tab of the search panel; absent for columns that cannot be searched. */
  onFilter?: () => void;
  filterLabel?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column heading that sorts on click. The arrow is hidden from assistive
 * technology, which reads aria-sort instead, so the header's name stays its label.
 */
export function SortableHeader({ column, label, sort, onSort, tooltip, onFilter, filterLabel }: SortableHeaderProps) {
  const dir = sortDirection(sort, column.field);
  return (
    <th aria-sort={dir ? ARIA_SORT[dir] : 'none'} title={tooltip} className="gh">
      <span className="gh-inner">
        <button type="button" className="gh-sort" onClick={() => onSort(column.field)}>
          {label}
          <span aria-hidden="true" style={{ visibility: dir ? 'visible' : 'hidden' }}>
            {dir === 'desc' ? '▼' : '▲'}
          </span>
        </button>
        {onFilter && (
          <button type="button" className="gh-filter" aria-label={filterLabel} title={filterLabel} onClick={onFilter}>
            <PortalIcon name="search" boxSize="3" />
          </button>
        )}
      </span>
    </th>
  );
}
