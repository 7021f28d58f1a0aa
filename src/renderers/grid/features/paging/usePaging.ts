import { useCallback, useState } from 'react';
import { PAGE_SIZES, pageCount, pageWindow, validPageSize } from './paging';

export interface PageButtons {
  pageCount: number;
  pageButtons: number[];
}

/** The page count and the window of up to 10 page buttons around the current page. */
export function pageButtons(page: number, count: number, pageSize: number): PageButtons {
  const pages = pageCount(count, pageSize);
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

/** Page index under the current criteria, and rows per page. */
export function usePaging({ pageSize: wanted, setPageSize, criteriaKey, restoredPage }: PagingOptions): PagingFeature {
  const pageSize = validPageSize(wanted);
  // The page belongs to the criteria it was chosen under: new criteria start at page 1.
  const [state, setState] = useState<{ key: string | null; page: number }>({ key: criteriaKey, page: restoredPage ?? 0 });
  // A page restored before the criteria settled (history mode) belongs to the first settled ones.
  if (state.key === null && criteriaKey !== null) setState({ key: criteriaKey, page: state.page });
  const page = state.key === null || state.key === criteriaKey ? state.page : 0;
  const setPage = useCallback((p: number) => setState({ key: criteriaKey, page: Math.max(0, p) }), [criteriaKey]);
  const setSize = useCallback((size: number) => setPageSize(validPageSize(size)), [setPageSize]);
  return {
    page,
    setPage,
    pageSize,
    pageSizes: PAGE_SIZES,
    setPageSize: setSize,
  };
}
