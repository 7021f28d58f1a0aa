import useSWR from 'swr';
import { request } from '../api/client';
import { ApiError } from '../api/ApiError';
import { routeParams, templateParams } from './links';

export interface RecordState<R> {
  record: R | undefined;
  loading: boolean;
  /** English message, translated by the view. */
  error: string | null;
  /** Loads the record again (after a change made elsewhere on the screen). */
  reload: () => void;
}

export const RECORD_ERROR = 'Error loading record';
/** A 403 on the load is a permission message (01-shell.md §6), not a failure. */
export const NO_ACCESS = 'You do not have permissions to access this option';

/**
 * Loads one record with a definition's load call ('GET claims/{claim_number}'),
 * its path parameters taken in order from the rest of the route. No call, no load.
 */
export function useRecord<R = Record<string, unknown>>(load: string | undefined, restOfPath: string): RecordState<R> {
  const params = load ? routeParams(restOfPath, templateParams(load)) : {};
  const key = load ? [load, JSON.stringify(params)] : null;
  // Silent: the screen says 'Error loading record' (or the permission message) itself.
  const { data, error, isLoading, mutate } = useSWR(key, () => request<R>(load!, { params, silent: true }), {
    // A record that failed to load is shown as failed: retrying would hide it behind a spinner.
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    // A record shown again after a change made on another screen (a form's save, then back) is read
    // again, however soon: within SWR's default two seconds the remount would show the old record.
    dedupingInterval: 0,
  });
  const refused = error instanceof ApiError && error.status === 403;
  // A record the server names as missing in its own words (a probill not found or not the caller's) is told so.
  const named = error instanceof ApiError && error.status === 404 && error.code !== 'NOT_FOUND' ? error.detail : null;
  return { record: data, loading: isLoading, error: error ? (refused ? NO_ACCESS : (named ?? RECORD_ERROR)) : null, reload: () => void mutate() };
}
