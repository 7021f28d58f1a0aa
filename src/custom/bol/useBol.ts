import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import type { CallTypes } from '../../api/generated/types';

export type Bol = CallTypes['bol.get']['response'];

/** One BOL by id, with its finalising: the answer replaces the BOL shown, a refusal its message. */
export function useBol(bolId: number | undefined) {
  const [bol, setBol] = useState<Bol>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // BOL2_finalized without a bolID names no bill of lading: said, rather than a spinner for ever.
    if (!bolId) return setError('Error loading record');
    let live = true;
    callApi('bol.get', { params: { bol_id: bolId }, silent: true })
      .then((b) => live && setBol(b))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.detail : 'Error loading record'));
    return () => {
      live = false;
    };
  }, [bolId]);
  const finalize = useCallback(async () => {
    if (!bolId) return;
    setBusy(true);
    setError(undefined);
    try {
      setBol(await callApi('bol.finalize', { params: { bol_id: bolId }, silent: true }));
    } catch {
      // The spec's one message for any failure of finalising (02-business.md §8).
      setError('Error Finalizing BOL');
    } finally {
      setBusy(false);
    }
  }, [bolId]);
  return { bol, error, busy, finalize };
}
