import { useCallback, useState } from 'react';
import { functionalUpdate, type OnChangeFn, type PaginationState } from '@tanstack/react-table';
import { PAGE_SIZES, pageWindow, validPageSize } from './paging';

export interface PageButtons {
  pageCount: number;
  pageButtons: number[];
}

/** The page count (the table's, from the server's row count; at least one page) and the window of up to 10 page buttons around the current page. */
export function pageButtons(page: number, tablePageCount: number): PageButtons {
  const pages = Math.max(1, tablePageCount);
  return { pageCount: pages, pageButtons: pageWindow(page, pages) };
}

export interface PagingFeature {
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  pageSizes: readonly number[];
  setPageSize: (size: number) => void;
}

export interface PagingOptions {
  /** Page size from the definition, or from saved preferences once they load. */
  pageSize: number | undefined;
  setPageSize: (size: number) => void;
  /**
   * Key of what decides the rows (sort, search, filters, size, source): a new key starts at page 1.
   * null while the criteria are not settled yet (saved preferences loading, which may change the size).
   */
  criteriaKey: string | null;
  restoredPage?: number;
}

/** The table's options for paging: server-side pages, the state being this feature's. */
export interface PagingTableOptions {
  state: { pagination: PaginationState };
  onPaginationChange: OnChangeFn<PaginationState>;
  manualPagination: true;
}

/** Page index under the current criteria, and rows per page, as the table's pagination state. */
export function usePaging({ pageSize: wanted, setPageSize, criteriaKey, restoredPage }: PagingOptions): PagingFeature & { tableOptions: PagingTableOptions } {
  const pageSize = validPageSize(wanted);
  // The page belongs to the criteria it was chosen under: new criteria start at page 1.
  const [state, setState] = useState<{ key: string | null; page: number }>({ key: criteriaKey, page: restoredPage ?? 0 });
  // A page restored before the criteria settled (history mode) belongs to the first settled ones.
  if (state.key === null && criteriaKey !== null) setState({ key: criteriaKey, page: state.page });
  const page = state.key === null || state.key === criteriaKey ? state.page : 0;
  const setPage = useCallback((p: number) => setState({ key: criteriaKey, page: Math.max(0, p) }), [criteriaKey]);
  const setSize = useCallback((size: number) => setPageSize(validPageSize(size)), [setPageSize]);
  const pagination = { pageIndex: page, pageSize };
  // The table's page moves (setPageIndex, nextPage) and size changes come here; a new size is a new query, from page 1.
  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = functionalUpdate(updater, pagination);
    if (next.pageSize !== pageSize) setSize(next.pageSize);
    else if (next.pageIndex !== page) setPage(next.pageIndex);
  };
  return {
    page,
    setPage,
    pageSize,
    pageSizes: PAGE_SIZES,
    setPageSize: setSize,
    tableOptions: { state: { pagination }, onPaginationChange, manualPagination: true },
  };
}
