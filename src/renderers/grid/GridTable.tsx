import { useMemo, useRef, type RefObject } from 'react';
import { Box } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import type { Row } from '../dataProvider';
import { categorySpans } from './features/categories/categories';
import { filterCss } from './features/filtering/GridFilterCell';
import { GridFilterRow } from './features/filtering/GridFilterRow';
import { SelectAll } from './features/selection/SelectionControls';
import { rowId } from './features/selection/useSelection';
import { separatorCss } from './features/separators/SeparatorMenu';
import { SortableHeader } from './features/sorting/SortableHeader';
import { useStickyChrome } from './features/sticky/useStickyChrome';
import { columnWidth, CONTROL_WIDTH } from './features/windowing/columnWidths';
import { useWindow } from './features/windowing/useWindow';
import { GridRow } from './GridRow';
import type { GridController } from './useGridController';

export interface GridTableProps {
  grid: GridController;
  onRowClick?: (row: Row) => void;
  /** The footer (pagination) that sticks to the bottom of the visible area. */
  footRef: RefObject<HTMLElement | null>;
}

/** Headers (with category headings), the column search row and the rows of one page, windowed when big. */
export function GridTable({ grid, onRowClick, footRef }: GridTableProps) {
  const t = useT();
  const boxRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const latest = useRef(grid);
  latest.current = grid;

  const selectMode = grid.selection.mode === 'none' ? null : grid.selection.mode;
  const expandColumn = grid.expansion.enabled;
  const controls = (selectMode ? 1 : 0) + (expandColumn ? 1 : 0);
  const widths = useMemo(() => grid.columns.map(columnWidth), [grid.columns]);
  const win = useWindow({
    scrollBox: boxRef,
    body: bodyRef,
    rowCount: grid.rows.length,
    widths,
    leading: controls * CONTROL_WIDTH,
  });
  // Stable between renders, so rows that did not change are not redrawn.
  const columns = useMemo(() => grid.columns.slice(win.colStart, win.colEnd), [grid.columns, win.colStart, win.colEnd]);
  const categories = categorySpans(columns);
  const total = controls * CONTROL_WIDTH + widths.reduce((a, b) => a + b, 0);
  useStickyChrome(tableRef, headRef, footRef, `${grid.rows.length}:${grid.columns.length}:${grid.loading}`);

  const before = controls + (win.padLeft ? 1 : 0);
  const after = win.padRight ? 1 : 0;
  const span = before + columns.length + after;
  const status = grid.error ?? (grid.rows.length ? null : grid.loading ? 'Loading' : 'No records found');
  const labels = useMemo(() => ({ select: t('Select row'), expand: t('Show details') }), [t]);
  const css = useMemo(() => tableCss(grid.prefs.separator), [grid.prefs.separator]);
  const pads = <>{win.padLeft > 0 && <th aria-hidden="true" />}</>;

  return (
    <Box ref={boxRef} overflowX="auto" borderWidth="1px" rounded="md" css={css} data-separator={grid.prefs.separator}>
      <table
        ref={tableRef}
        style={win.windowed ? { tableLayout: 'fixed', width: `max(100%, ${total}px)` } : { width: '100%' }}
        aria-busy={grid.loading}
        aria-rowcount={grid.count}
      >
        {/* Fixed widths only when windowing, where the spacers must match what is not drawn. */}
        {win.windowed && (
          <colgroup>
            {Array.from({ length: controls }, (_, i) => (
              <col key={`c${i}`} style={{ width: CONTROL_WIDTH }} />
            ))}
            {win.padLeft > 0 && <col style={{ width: win.padLeft }} />}
            {columns.map((c, i) => (
              <col key={c.name} style={{ width: widths[win.colStart + i] }} />
            ))}
            {win.padRight > 0 && <col style={{ width: win.padRight }} />}
          </colgroup>
        )}
        <thead ref={headRef}>
          {categories && (
            <tr className="categories">
              {Array.from({ length: controls }, (_, i) => (
                <th key={`c${i}`} />
              ))}
              {pads}
              {categories.map((c) => (
                <th key={c.key} colSpan={c.span} scope="colgroup">
                  {c.category ? t(c.category) : null}
                </th>
              ))}
              {after > 0 && <th aria-hidden="true" />}
            </tr>
          )}
          <tr>
            {selectMode && (
              <th className="control">
                <SelectAll selection={grid.selection} />
              </th>
            )}
            {expandColumn && <th className="control" aria-label={t('Details')} />}
            {pads}
            {columns.map((c) => (
              <SortableHeader
                key={c.name}
                column={c}
                label={t(c.label)}
                tooltip={c.tooltip ? t(c.tooltip) : undefined}
                sort={grid.sorting.sort}
                onSort={grid.sorting.toggleSort}
                onFilter={c.searchable && grid.filtering.mode !== 'disabled' ? () => grid.searchPanel.setTab({ column: c.name }) : undefined}
                filterLabel={t('Filter by {1}', { 1: t(c.label) })}
              />
            ))}
            {after > 0 && <th aria-hidden="true" />}
          </tr>
          {grid.filtering.mode !== 'disabled' && (
            <GridFilterRow
              columns={columns}
              filters={grid.filtering.filters}
              mode={grid.filtering.mode}
              setFilter={grid.filtering.setFilter}
              operatorsFor={grid.filtering.operatorsFor}
              before={before}
              after={after}
            />
          )}
        </thead>
        <tbody ref={bodyRef}>
          {status ? (
            <tr>
              <td colSpan={span} className={grid.error ? 'status error' : 'status'} role={grid.error ? 'alert' : undefined}>
                {t(status)}
              </td>
            </tr>
          ) : (
            <>
              {win.padTop > 0 && (
                <tr aria-hidden="true" style={{ height: win.padTop }}>
                  <td colSpan={span} />
                </tr>
              )}
              {grid.rows.slice(win.rowStart, win.rowEnd).map((row, i) => {
                const index = win.rowStart + i;
                const id = rowId(row, grid.def.rowKey, index);
                return (
                  <GridRow
                    key={id}
                    row={row}
                    index={index}
                    id={id}
                    columns={columns}
                    selectMode={selectMode}
                    selected={grid.selection.isSelected(id)}
                    expandColumn={expandColumn}
                    expanded={grid.expansion.isExpanded(id)}
                    padLeft={win.padLeft}
                    padRight={win.padRight}
                    editState={grid.editing.rowState(id)}
                    grid={latest}
                    labels={labels}
                    onRowClick={onRowClick}
                  />
                );
              })}
              {win.padBottom > 0 && (
                <tr aria-hidden="true" style={{ height: win.padBottom }}>
                  <td colSpan={span} />
                </tr>
              )}
            </>
          )}
        </tbody>
      </table>
    </Box>
  );
}

/** One stylesheet for every cell: cells are plain elements, so a big page costs no per-cell styling. */
function tableCss(separator: GridController['prefs']['separator']) {
  const cell = separatorCss(separator);
  return {
    ...filterCss,
    '& table': { borderCollapse: 'collapse', fontSize: 'sm' },
    '& th, & td': {
      paddingInline: '2',
      paddingBlock: '1.5',
      textAlign: 'start',
      verticalAlign: 'top',
    },
    '& thead': {
      background: 'bg',
      position: 'relative',
      zIndex: 1,
      transition: 'transform 0.15s',
    },
    '& thead th': {
      fontWeight: 'semibold',
      whiteSpace: 'nowrap',
      borderBottom: '1px solid var(--chakra-colors-border)',
    },
    '& thead tr.categories th': { textAlign: 'center' },
    '& td.gc': {
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      ...cell,
    },
    '& td.num': { textAlign: 'end' },
    '& td.control, & th.control': { textAlign: 'center', paddingInline: '1' },
    '& td.status': { textAlign: 'center', color: 'fg.muted' },
    '& td.status.error': { color: 'fg.error' },
    '& tr.clickable': { cursor: 'pointer' },
    '& tr.clickable:hover, & tr[aria-selected=true]': {
      background: 'bg.muted',
    },
    '& .gh-inner': { display: 'inline-flex', alignItems: 'center', gap: '1' },
    '& .gh-sort': {
      fontWeight: 'semibold',
      cursor: 'pointer',
      background: 'none',
      border: 'none',
      padding: 0,
    },
    '& .gh-filter': {
      color: 'fg.muted',
      cursor: 'pointer',
      background: 'none',
      border: 'none',
      padding: 0,
    },
    '& .grid-edit': {
      width: '100%',
      borderWidth: '1px',
      borderRadius: 'sm',
      paddingInline: '1',
    },
    '& .grid-edit[aria-invalid=true]': { borderColor: 'border.error' },
    '& .grid-edit-cell': {
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
    },
    '& .grid-edit-error': {
      color: 'fg.error',
      fontSize: 'xs',
      whiteSpace: 'normal',
    },
    '& tr.details td': { background: 'bg.subtle' },
  };
}
