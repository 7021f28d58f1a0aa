import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { GetList, Row } from '../dataProvider';
import { PageCache } from './features/paging/pageCache';
import type { QueryCriteria } from './gridQuery';

export interface GridData {
  rows: Row[];
  /** Replaces one row of the page shown (and of its cached copy), e.g. after a row save. */
  replaceRow: (index: number, row: Row) => void;
  count: number;
  loading: boolean;
  /** English message, translated by the view. */
  error: string | null;
}

export const LOAD_ERROR = 'Error getting data';

const isAbort = (err: unknown, signal: AbortSignal) => signal.aborted || (err as Error)?.name === 'AbortError';

/**
 * Reads the page at `offset` for `criteria` (02-business.md §4 Data grid):
 * pages are cached by offset under `cacheKey`; a new request aborts the one in
 * flight and an aborted one leaves the rows alone; a failed one empties them.
 */
export function useGridData(
  getList: GetList,
  dataSource: string,
  criteria: QueryCriteria,
  cacheKey: string,
  offset: number,
  /** False while something the query depends on (saved preferences) is still loading. */
  enabled = true,
): GridData {
  const cache = useRef(new PageCache());
  const latest = useRef(criteria);
  latest.current = criteria;
  const [state, setState] = useState<Omit<GridData, 'replaceRow'>>({ rows: [], count: 0, loading: true, error: null });
  const shown = useRef({ key: cacheKey, offset });

  useEffect(() => {
    if (!enabled) {
      setState((s) => ({ ...s, loading: true }));
      return;
    }
    shown.current = { key: cacheKey, offset };
    const cached = cache.current.get(cacheKey, offset);
    if (cached) {
      setState({ ...cached, loading: false, error: null });
      return;
    }
    const ac = new AbortController();
    const { sort, search, filters, pageSize } = latest.current;
    setState((s) => ({ ...s, loading: true }));
    getList(dataSource, { limit: pageSize, offset, sort, search, filters }, ac.signal).then(
      (res) => {
        if (ac.signal.aborted) return;
        const page = { rows: res.rows, count: res.count };
        cache.current.put(cacheKey, offset, page);
        // A transition: React draws a big page in slices between which the browser stays responsive.
        startTransition(() => setState({ ...page, loading: false, error: null }));
      },
      (err: unknown) => {
        if (isAbort(err, ac.signal)) return;
        startTransition(() => setState({ rows: [], count: 0, loading: false, error: LOAD_ERROR }));
      },
    );
    // Leaving this page or query aborts its request: the next one replaces it.
    return () => ac.abort();
  }, [getList, dataSource, cacheKey, offset, enabled]);

  const replaceRow = useCallback((index: number, row: Row) => {
    setState((s) => {
      const rows = s.rows.map((r, i) => (i === index ? row : r));
      const { key, offset: at } = shown.current;
      const cached = cache.current.get(key, at);
      if (cached) cache.current.put(key, at, { ...cached, rows });
      return { ...s, rows };
    });
  }, []);

  return { ...state, replaceRow };
}
