import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import type { GetList, Row } from '../dataProvider';
import { PageCache } from './features/paging/pageCache';
import type { QueryCriteria } from './gridQuery';

export interface GridData {
  rows: Row[];
  /** Replaces one row of the page shown (and of its cached copy), e.g. after a row save. */
  replaceRow: (index: number, row: Row) => void;
  count: number;
  /** False while the count is the server's estimate of a large result. */
  countExact: boolean;
  /** Asks the server for the exact count of the query shown; it then holds for all its pages. */
  countExactly: () => void;
  loading: boolean;
  /** English message, translated by the view. */
  error: string | null;
}

export const LOAD_ERROR = 'Error getting data';

/**
 * What a failed read says: a refusal in the server's words (403: the error catalogue shows none of its own,
 * and a rapid-BOL prospect not yet allowed BOLs must read why its list is empty), else the generic message.
 */
const loadError = (err: unknown) => (err instanceof ApiError && err.status === 403 && err.detail ? err.detail : LOAD_ERROR);

const isAbort = (err: unknown, signal: AbortSignal) => signal.aborted || (err as Error)?.name === 'AbortError';

type State = Omit<GridData, 'replaceRow' | 'countExactly'>;

/**
 * Reads the page at `offset` for `criteria` (02-business.md §4 Data grid):
 * pages are cached by offset under `cacheKey`; a new request aborts the one in
 * flight and an aborted one leaves the rows alone; a failed one empties them.
 * The server counts a filter once and estimates a large count; `countExactly`
 * reads the page again with the exact count.
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
  const [state, setState] = useState<State>({ rows: [], count: 0, countExact: true, loading: true, error: null });
  const shown = useRef({ key: cacheKey, offset });
  const [exactFor, setExactFor] = useState<string | null>(null);
  const wantExact = exactFor === `${cacheKey}@${offset}`;

  useEffect(() => {
    if (!enabled) {
      setState((s) => ({ ...s, loading: true }));
      return;
    }
    shown.current = { key: cacheKey, offset };
    const cached = cache.current.get(cacheKey, offset);
    if (cached && (cached.countExact !== false || !wantExact)) {
      setState({ rows: cached.rows, count: cached.count, countExact: cached.countExact !== false, loading: false, error: null });
      return;
    }
    const ac = new AbortController();
    const { sort, search, filters, pageSize } = latest.current;
    setState((s) => ({ ...s, loading: true }));
    getList(dataSource, { limit: pageSize, offset, sort, search, filters, ...(wantExact ? { exactCount: true } : {}) }, ac.signal).then(
      (res) => {
        if (ac.signal.aborted) return;
        const page = { rows: res.rows, count: res.count, countExact: res.countExact !== false };
        cache.current.put(cacheKey, offset, page);
        if (page.countExact) cache.current.setCount(cacheKey, page.count, true);
        // A transition: React draws a big page in slices between which the browser stays responsive.
        startTransition(() => setState({ ...page, loading: false, error: null }));
      },
      (err: unknown) => {
        if (isAbort(err, ac.signal)) return;
        startTransition(() => setState({ rows: [], count: 0, countExact: true, loading: false, error: loadError(err) }));
      },
    );
    // Leaving this page or query aborts its request: the next one replaces it.
    return () => ac.abort();
  }, [getList, dataSource, cacheKey, offset, enabled, wantExact]);

  const replaceRow = useCallback((index: number, row: Row) => {
    setState((s) => {
      const rows = s.rows.map((r, i) => (i === index ? row : r));
      const { key, offset: at } = shown.current;
      const cached = cache.current.get(key, at);
      if (cached) cache.current.put(key, at, { ...cached, rows });
      return { ...s, rows };
    });
  }, []);
  const countExactly = useCallback(() => setExactFor(`${shown.current.key}@${shown.current.offset}`), []);

  return { ...state, replaceRow, countExactly };
}
