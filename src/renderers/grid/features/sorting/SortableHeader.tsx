import type { CSSProperties } from 'react';
import { PortalIcon } from '../../../cells/icons';
import type { GridTableColumn } from '../../table/gridFeatures';

export interface SortableHeaderProps {
  column: GridTableColumn;
  label: string;
  tooltip?: string;
  /** Opens the column's tab of the search panel; absent for columns that cannot be searched. */
  onFilter?: () => void;
  filterLabel?: string;
  className?: string;
  style?: CSSProperties;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column heading that sorts on click (the table's column.toggleSorting): a
 * column sorted first flips its direction, any other becomes the one sort,
 * ascending. The arrow is hidden from assistive technology, which reads
 * aria-sort instead, so the header's name stays its label.
 */
export function SortableHeader({ column, label, tooltip, onFilter, filterLabel, className, style }: SortableHeaderProps) {
  const dir = column.getIsSorted();
  const sortFirst = dir !== false && column.getSortIndex() === 0;
  return (
    <th aria-sort={dir ? ARIA_SORT[dir] : 'none'} title={tooltip} className={'gh' + (className ?? '')} style={style}>
      <span className="gh-inner">
        <button type="button" className="gh-sort" onClick={() => column.toggleSorting(sortFirst ? dir === 'asc' : false)}>
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
