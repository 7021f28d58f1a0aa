import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { Box } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import type { Row } from '../dataProvider';
import { categorySpans } from './features/categories/categories';
import { filterCss } from './features/filtering/GridFilterCell';
import { GridFilterRow } from './features/filtering/GridFilterRow';
import { pinClass, pinStyle } from './features/pinning/pinning';
import { SelectAll } from './features/selection/SelectionControls';
import { separatorCss } from './features/separators/SeparatorMenu';
import { SortableHeader } from './features/sorting/SortableHeader';
import { useStickyChrome } from './features/sticky/useStickyChrome';
import { useWindow } from './features/windowing/useWindow';
import { GridRow } from './GridRow';
import { gridColumnOf, type GridTableColumn } from './table/gridFeatures';
import type { GridController } from './useGridController';

export interface GridTableProps {
  grid: GridController;
  onRowClick?: (row: Row) => void;
  /** The footer (pagination) that sticks to the bottom of the visible area. */
  footRef: RefObject<HTMLElement | null>;
}

const isControl = (c: GridTableColumn) => !!c.columnDef.meta?.control;

/**
 * The table's visible columns as TanStack's column model gives them (the
 * user's order and visibility, sizes fitted to the width there is): the
 * pinned ones (controls, key column) always drawn and sticking at the start,
 * the others windowed on big pages. Headers (with category headings), the
 * column search row and the rows of one page.
 */
export function GridTable({ grid, onRowClick, footRef }: GridTableProps) {
  const t = useT();
  const boxRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const latest = useRef(grid);
  latest.current = grid;
  const { table } = grid;
  const rows = table.getRowModel().rows;

  const pinned = table.getStartVisibleLeafColumns();
  const center = table.getCenterVisibleLeafColumns();
  const controls = useMemo(() => pinned.filter(isControl), [pinned]);
  const keyColumns = useMemo(() => pinned.filter((c) => !isControl(c)), [pinned]);
  const sizes = center.map((c) => c.getSize()).join();
  const widths = useMemo(() => center.map((c) => c.getSize()), [center, sizes]);
  const pinnedWidth = table.getStartTotalSize();
  const win = useWindow({ scrollBox: boxRef, body: bodyRef, rowCount: rows.length, widths, pinnedWidth });
  // Stable between renders, so rows that did not change are not redrawn.
  const columns = useMemo(() => center.slice(win.colStart, win.colEnd), [center, win.colStart, win.colEnd]);
  const categories = categorySpans(columns.map((c) => gridColumnOf(c)!));
  const hasCategories = categories !== null || keyColumns.some((c) => gridColumnOf(c)?.category);
  useStickyChrome(tableRef, headRef, footRef, `${rows.length}:${center.length}:${grid.loading}`);

  // The columns are fitted to the width the grid has: it reports it, and again whenever it changes.
  const { setWidth } = grid.sizing;
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // Inside the border, rounded down as the observer's is below: a width rounded up would make the table a pixel wider than its box.
    setWidth(Math.floor(box.getBoundingClientRect().width - 2 * box.clientLeft));
    if (typeof ResizeObserver === 'undefined') return;
    // The observer's own size (the content box, without the border and a scrollbar): reading it forces no layout.
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [setWidth]);

  const selectMode = grid.selection.mode === 'none' ? null : grid.selection.mode;
  const padLeft = win.padLeft > 0;
  const padRight = win.padRight > 0;
  const span = pinned.length + columns.length + (padLeft ? 1 : 0) + (padRight ? 1 : 0);
  const status = grid.error ?? (rows.length ? null : grid.loading ? 'Loading' : 'No records found');
  const labels = useMemo(() => ({ select: t('Select row'), expand: t('Show details') }), [t]);
  const css = useMemo(() => tableCss(grid.prefs.separator), [grid.prefs.separator]);

  const header = (column: GridTableColumn) => {
    const c = gridColumnOf(column)!;
    return (
      <SortableHeader
        key={column.id}
        column={column}
        label={t(c.label)}
        tooltip={c.tooltip ? t(c.tooltip) : undefined}
        onFilter={c.searchable && grid.filtering.mode !== 'disabled' ? () => grid.searchPanel.setTab({ column: c.name }) : undefined}
        filterLabel={t('Filter by {1}', { 1: t(c.label) })}
        className={pinClass(column)}
        style={pinStyle(column)}
      />
    );
  };

  return (
    <Box ref={boxRef} overflowX="auto" borderWidth="1px" rounded="md" css={css} data-separator={grid.prefs.separator}>
      <table ref={tableRef} style={{ width: table.getTotalSize() }} aria-busy={grid.loading} aria-rowcount={grid.count}>
        {/* Fixed widths: the table's sizes, which the sticky offsets and the window's spacers are reckoned from. */}
        <colgroup>
          {pinned.map((c) => (
            <col key={c.id} style={{ width: c.getSize() }} />
          ))}
          {padLeft && <col style={{ width: win.padLeft }} />}
          {columns.map((c) => (
            <col key={c.id} style={{ width: c.getSize() }} />
          ))}
          {padRight && <col style={{ width: win.padRight }} />}
        </colgroup>
        <thead ref={headRef}>
          {hasCategories && (
            <tr className="categories">
              {pinned.map((c) => {
                const category = gridColumnOf(c)?.category;
                return (
                  <th key={c.id} className={pinClass(c).trim() || undefined} style={pinStyle(c)} scope={category ? 'colgroup' : undefined}>
                    {category ? t(category) : null}
                  </th>
                );
              })}
              {padLeft && <th aria-hidden="true" />}
              {categories?.map((c) => (
                <th key={c.key} colSpan={c.span} scope="colgroup">
                  {c.category ? t(c.category) : null}
                </th>
              ))}
              {padRight && <th aria-hidden="true" />}
            </tr>
          )}
          <tr>
            {controls.map((c) =>
              c.columnDef.meta?.control === 'select' ? (
                <th key={c.id} className={'control' + pinClass(c)} style={pinStyle(c)}>
                  <SelectAll table={table} multiple={selectMode === 'multiple'} />
                </th>
              ) : (
                <th key={c.id} className={'control' + pinClass(c)} style={pinStyle(c)} aria-label={t('Details')} />
              ),
            )}
            {keyColumns.map(header)}
            {padLeft && <th aria-hidden="true" />}
            {columns.map(header)}
            {padRight && <th aria-hidden="true" />}
          </tr>
          {grid.filtering.mode !== 'disabled' && (
            <GridFilterRow
              pinned={pinned}
              columns={columns}
              filters={grid.filtering.filters}
              mode={grid.filtering.mode}
              setFilter={grid.filtering.setFilter}
              operatorsFor={grid.filtering.operatorsFor}
              padLeft={padLeft}
              padRight={padRight}
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
              {rows.slice(win.rowStart, win.rowEnd).map((row, i) => (
                <GridRow
                  key={row.id}
                  row={row}
                  index={win.rowStart + i}
                  controls={controls}
                  keyColumns={keyColumns}
                  columns={columns}
                  selectMode={selectMode}
                  selected={row.getIsSelected()}
                  expanded={row.getIsExpanded()}
                  padLeft={win.padLeft}
                  padRight={win.padRight}
                  editState={grid.editing.rowState(row.id)}
                  grid={latest}
                  labels={labels}
                  onRowClick={onRowClick}
                />
              ))}
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
    // Fixed layout: columns take the table's sizes, not their content's.
    '& table': { borderCollapse: 'collapse', fontSize: 'sm', tableLayout: 'fixed' },
    '& th, & td': {
      paddingInline: '2',
      paddingBlock: '1.5',
      textAlign: 'start',
      verticalAlign: 'top',
    },
    '& thead': {
      background: 'bg',
      position: 'relative',
      // Over the pinned cells of the body when it is moved down to the top of the view.
      zIndex: 2,
      transition: 'transform 0.15s',
    },
    '& thead th': {
      fontWeight: 'semibold',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      borderBottom: '1px solid var(--chakra-colors-border)',
    },
    // A heading wraps between words where its column is narrow (its column is never narrower than its longest word).
    '& thead th.gh': { whiteSpace: 'normal', verticalAlign: 'bottom', position: 'relative' },
    '& thead tr.categories th': { textAlign: 'center' },
    '& td.gc': {
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      ...cell,
    },
    // Pinned cells stick at the start while the rest scrolls under them: they need the row's background, and an edge.
    '& .pin': { background: 'bg' },
    '& .pin-last': { boxShadow: 'inset -1px 0 0 var(--chakra-colors-border), 4px 0 4px -4px rgba(0, 0, 0, 0.15)' },
    '& td .gf': { minWidth: 0 },
    '& td.num': { textAlign: 'end' },
    '& td.control, & th.control': { textAlign: 'center', paddingInline: '1' },
    '& td.status': { textAlign: 'center', color: 'fg.muted' },
    '& td.status.error': { color: 'fg.error' },
    '& tr.clickable': { cursor: 'pointer' },
    '& tr.clickable:hover, & tr[aria-selected=true], & tr.clickable:hover td.pin, & tr[aria-selected=true] td.pin': {
      background: 'bg.muted',
    },
    '& .gh-inner': { display: 'inline-flex', alignItems: 'center', gap: '1', maxWidth: '100%' },
    '& .gh-sort': {
      fontWeight: 'semibold',
      cursor: 'pointer',
      background: 'none',
      border: 'none',
      padding: 0,
      textAlign: 'start',
    },
    // The column's filter tab: shown over the heading's end on hover or focus, so that it takes no width from narrow columns
    // (the column search row under the headings filters as well, and touch screens use it).
    '& .gh-filter': {
      position: 'absolute',
      insetInlineEnd: '1',
      bottom: '1.5',
      display: 'flex',
      padding: '1',
      color: 'fg.muted',
      cursor: 'pointer',
      background: 'bg',
      border: 'none',
      borderRadius: 'l1',
      opacity: 0,
    },
    '& th.gh:hover .gh-filter, & .gh-filter:focus-visible': { opacity: 1 },
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
