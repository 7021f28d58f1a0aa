import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTable } from '@tanstack/react-table';
import { notify as shellNotify, type Notice } from '../../core/notices/notify';
import type { Row } from '../dataProvider';
import { useRowEditing, type RowEditingFeature } from './features/editing/useRowEditing';
import { expansionFeature, useExpansion, type ExpansionFeature } from './features/expanding/useExpansion';
import { exportBody, exportTypes, type ExportType } from './features/exporting/exportBody';
import { toasterProgress, type OpenProgress } from './features/exporting/progressNotice';
import { useExport, type ExportFeature } from './features/exporting/useExport';
import type { FilterInput } from './features/filtering/filtering';
import { useFilters, type FiltersFeature } from './features/filtering/useFilters';
import { useFullScreen, type FullScreenFeature } from './features/fullScreen/useFullScreen';
import { useGridHistory } from './features/history/useGridHistory';
import { pageButtons, usePaging, type PageButtons, type PagingFeature } from './features/paging/usePaging';
import { visibleColumns } from './features/preferences/tablePrefs';
import { usePreferences, type PreferencesFeature } from './features/preferences/usePreferences';
import { pushReportConfig } from './features/pushReport/pushReportConfig';
import { usePushReport, type PushReportFeature } from './features/pushReport/usePushReport';
import { useRowActions, type RowActionsFeature } from './features/rowActions/useRowActions';
import { useSearchPanel, type SearchPanelFeature } from './features/searchPanel/useSearchPanel';
import { rowId, selectionFeature, useSelection, type SelectionFeature } from './features/selection/useSelection';
import type { ColumnSizingFeature } from './features/sizing/useColumnSizing';
import { useSorting, type SortingFeature } from './features/sorting/useSorting';
import { sourcePath, type GridColumn, type GridDefinition } from './gridDefinition';
import { criteriaKey, withFixedFilters } from './gridQuery';
import { catalogueServices, type GridServices } from './gridServices';
import { featureOptions } from './table/featureOptions';
import { gridFeatures, type GridTable } from './table/gridFeatures';
import { useColumnModel } from './table/useColumnModel';
import { useGridData } from './useGridData';

export interface GridControllerOptions {
  /** The calls; tests pass fakes. */
  services?: Partial<GridServices>;
  /** Translates texts: option labels typed filters match, notices, export headings. */
  translate?: (english: string, values?: Record<string, string | number>) => string;
  debounceMs?: number;
  editDebounceMs?: number;
  /** Preferences are loaded and saved only when signed in. */
  signedIn?: boolean;
  company?: string;
  /** The user's menu group, carried by push reports. */
  group?: string;
  /** A Google account is configured: Google Sheet export is offered. */
  googleSheets?: boolean;
  /** Filters set from outside (route props, a parent screen). */
  externalFilters?: Readonly<Record<string, Partial<FilterInput>>>;
  initialSearch?: string;
  notify?: (n: Notice) => void;
  progress?: OpenProgress;
  storage?: Storage;
  /** Opens My exports (EXPORT_FILES) after the server queued an export. */
  openExports?: () => void;
}

export interface GridController {
  def: GridDefinition;
  /** The TanStack table the views draw: its column model (order, visibility, sizing, pinning), rows, selection, expansion, and the server-side sorting, filtering and paging state. */
  table: GridTable;
  /** Visible columns in the user's order. */
  columns: GridColumn[];
  rows: Row[];
  count: number;
  /** False while the count is the server's estimate of a large result. */
  countExact: boolean;
  countExactly: () => void;
  loading: boolean;
  error: string | null;
  refresh: () => void;
  /** True while preferences or a row are being saved. */
  saving: boolean;
  filtering: FiltersFeature;
  sorting: Omit<SortingFeature, 'tableOptions'>;
  paging: PagingFeature & PageButtons;
  /** Column widths fitted to the grid's width, which its view reports. */
  sizing: Pick<ColumnSizingFeature, 'setWidth'>;
  prefs: PreferencesFeature;
  selection: SelectionFeature;
  expansion: ExpansionFeature;
  searchPanel: SearchPanelFeature;
  editing: RowEditingFeature;
  /** Action cells that call the server. */
  rowActions: RowActionsFeature;
  exporting: ExportFeature;
  pushReport: PushReportFeature;
  fullScreen: FullScreenFeature;
}

const identity = (s: string) => s;
const noState = (): unknown => null;
const noServices: Partial<GridServices> = {};

/**
 * The headless grid: a TanStack table (table/gridFeatures) whose state slices
 * are each kept by its feature's hook (features/: sorting, filtering, paging,
 * preferences for the column order and visibility, sizing, pinning, selection,
 * expanding), with the rows of the data hook and the server's row count; the
 * features TanStack has no part in (history, editing, row actions, exports,
 * push reports, full screen, the search panel) sit beside it. GridView only
 * draws what this returns.
 */
export function useGridController(def: GridDefinition, options: GridControllerOptions = {}): GridController {
  const { translate = identity, signedIn = false, company = '', group = '', notify = shellNotify, progress = toasterProgress } = options;
  const services = useMemo(() => ({ ...catalogueServices, ...(options.services ?? noServices) }), [options.services]);
  const path = sourcePath(def.dataSource);
  const t = translate;

  const historyProps = JSON.stringify([def.columns.map((c) => c.name), def.rowKey, options.externalFilters ?? null, options.initialSearch ?? null]);
  const history = useGridHistory(!!def.history, def.cmid, def.dataSource, historyProps, options.storage);
  const restored = history.restored;

  const prefs = usePreferences({ columns: def.columns, pageSize: def.pageSize, api: path, cmid: def.cmid, signedIn, services, notify, t });
  const columns = useMemo(() => visibleColumns(def.columns, prefs.layout), [def.columns, prefs.layout]);
  const filtering = useFilters({
    columns: def.columns,
    shown: columns,
    initialMode: def.advancedSearch ?? 'basic',
    restored,
    external: options.externalFilters,
    initialSearch: options.initialSearch,
    translate,
    debounceMs: options.debounceMs,
  });
  const sorting = useSorting(def.columns, def.defaultSort, restored?.sort);
  const [refreshCount, setRefreshCount] = useState(0);
  const refresh = useCallback(() => setRefreshCount((n) => n + 1), []);

  // The generic search covers the visible columns only (02-business.md §5): those shown under the user's preferences.
  const search = filtering.search;
  // Fixed filters go with every page, export and push report, and are not among the user's (removable) filters.
  const criteria = { sort: sorting.sort, search, filters: withFixedFilters(def.fixedFilters, filtering.wireFilters), pageSize: prefs.pageSize };
  const key = `${def.dataSource}|${criteriaKey(criteria)}`;
  // One object per distinct key, so the data hook refetches when the criteria change, not on every render.
  const stableCriteria = useMemo(() => criteria, [key]);

  const { tableOptions: pagingOptions, ...paging } = usePaging({
    pageSize: prefs.pageSize,
    setPageSize: (pageSize) => prefs.update({ pageSize }),
    criteriaKey: prefs.loading ? null : key,
    restoredPage: restored?.page,
  });
  const data = useGridData(services.getList, def.dataSource, stableCriteria, `${key}#${refreshCount}`, paging.page * paging.pageSize, !prefs.loading);

  // A failed load drops the selection with the rows; so does a new data source.
  const resetKey = `${def.dataSource}${data.error ? '#failed' : ''}`;
  const selectionOptions = useSelection({ mode: def.selection, resetKey });
  const expansionOptions = useExpansion(`${key}#${paging.page}`);

  const columnModel = useColumnModel(def, prefs, data.rows, t);

  const table = useTable(
    {
      features: gridFeatures,
      columns: columnModel.columnDefs,
      data: data.rows,
      rowCount: data.count,
      getRowId: (row, index) => rowId(row, def.rowKey, index),
      ...featureOptions(
        sorting.tableOptions,
        filtering.tableOptions,
        pagingOptions,
        selectionOptions,
        expansionOptions,
        columnModel.tableOptions,
      ),
    },
    // The owner subscribes to no table state: every slice is a feature's React state, whose change renders this anyway.
    noState,
  );
  const buttons = pageButtons(paging.page, table.getPageCount());
  const selection = selectionFeature(table, def.selection);
  const expansion = expansionFeature(table);
  const searchPanel = useSearchPanel({
    initial: def.searchPanel,
    autoHide: def.autoHideSearch,
    restoredTab: restored?.tab,
    loading: data.loading,
    rowCount: data.rows.length,
  });
  const editing = useRowEditing({
    columns: def.columns,
    rowUpdate: def.rowUpdate,
    rows: data.rows,
    services,
    replaceRow: data.replaceRow,
    debounceMs: options.editDebounceMs,
  });
  const rowActions = useRowActions({ columns: def.columns, services, notify, t, refresh });
  const fullScreen = useFullScreen();

  const title = t(def.title);
  const unpaged = { sort: stableCriteria.sort, search: stableCriteria.search, filters: stableCriteria.filters };
  const types = useMemo(
    () => (def.hideDownload ? [] : exportTypes(def.hidePdfExport, !!options.googleSheets)),
    [def.hideDownload, def.hidePdfExport, options.googleSheets],
  );
  const exporting = useExport({
    types,
    // An estimated count is not offered as the number of rows an export will hold.
    count: data.error || data.loading || !data.countExact ? null : data.count,
    title,
    body: (type: ExportType) => exportBody({ dataSourcePath: path, type, criteria: unpaged, columns, title, t }),
    services,
    notify,
    progress,
    t,
    openExports: options.openExports,
  });
  const pushReport = usePushReport({
    enabled: signedIn && def.pushReport !== false,
    company,
    cmid: def.cmid,
    apiUrl: `api/${path}`,
    config: () => pushReportConfig(path, unpaged, title, def.cmid, group),
    services,
    notify,
    t,
  });

  // History mode saves the state on each change.
  const { save } = history;
  const sort = sorting.sort;
  const snapshot = JSON.stringify([filtering.searchText, filtering.filters, filtering.mode, sort, paging.page, searchPanel.tab]);
  useEffect(() => {
    save({ searchText: filtering.searchText, filters: filtering.filters, mode: filtering.mode, sort, page: paging.page, tab: searchPanel.tab });
  }, [snapshot]);

  return {
    def,
    table,
    columns,
    rows: data.rows,
    count: data.count,
    countExact: data.countExact,
    countExactly: data.countExactly,
    loading: data.loading || prefs.loading,
    error: data.error,
    refresh,
    saving: prefs.saving || editing.saving,
    filtering,
    sorting: { sorting: sorting.sorting, sort, toggleSort: sorting.toggleSort },
    paging: { ...paging, ...buttons },
    sizing: { setWidth: columnModel.setWidth },
    prefs,
    selection,
    expansion,
    searchPanel,
    editing,
    rowActions,
    exporting,
    pushReport,
    fullScreen,
  };
}
