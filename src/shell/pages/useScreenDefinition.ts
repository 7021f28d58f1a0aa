import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import type { ScreenDefinition } from '../../renderers/registry';
import type { FieldMessage } from '../../shared/validation/messages';
import { holdsMenu } from '../session/sessionAccess';
import { endDeadSession } from '../session/endDeadSession';
import { useT } from '../../core/i18n/useT';
import type { CurrentSession } from '../../core/session/types';

export type ScreenState =
  | { phase: 'loading' }
  | { phase: 'ready'; def: ScreenDefinition }
  | { phase: 'forbidden' }
  | { phase: 'not-found' }
  | { phase: 'invalid'; detail: string; errors: FieldMessage[] }
  | { phase: 'failed'; detail: string };

/** Asks the server only when the menus held locally do not settle it (01-shell.md §6). */
async function mayOpen(current: CurrentSession, cmid: string, signal: AbortSignal): Promise<boolean> {
  if (holdsMenu(current.session, cmid)) return true;
  const { access } = await callApi('globals.access_cmid', {
    query: { cmid },
    signal,
  });
  return access === true;
}

/**
 * What a menu id can look like (the cmid of screens.get). A path that is not
 * one names no page for anyone, so saying "not found" reveals nothing; a
 * well-formed cmid the user may not open gets the same 403 whether it exists
 * or not (README, "Refused and missing pages").
 */
const CMID_SHAPE = /^[A-Za-z0-9_-]{1,60}$/;

function stateOfError(err: unknown): ScreenState {
  if (!(err instanceof ApiError)) return { phase: 'failed', detail: 'Unknown' };
  if (err.status === 403) return { phase: 'forbidden' };
  if (err.status === 404) return { phase: 'not-found' };
  if (err.status === 422) return { phase: 'invalid', detail: err.detail, errors: err.errors };
  return { phase: 'failed', detail: err.detail || 'Unknown' };
}

/**
 * The access check and the definition of one screen, for the signed-in session.
 * A sub-screen (TM-START/COPY shows TM-COPY) is checked on its route's cmid, `accessCmid`.
 */
export function useScreenDefinition(cmid: string, current: CurrentSession, accessCmid = cmid): ScreenState {
  const [state, setState] = useState<ScreenState>({ phase: 'loading' });
  const { key } = current;
  const group = current.session.selectedGroup;
  const t = useT();
  // Read when the answer arrives, which may be after a language switch.
  const ended = useRef('');
  ended.current = t('Your session is no longer active. Please log in again.');

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState({ phase: 'loading' });
    (async () => {
      if (!CMID_SHAPE.test(accessCmid) || !CMID_SHAPE.test(cmid)) return setState({ phase: 'not-found' });
      try {
        const allowed = await mayOpen(current, accessCmid, signal);
        if (signal.aborted) return;
        if (!allowed) return setState({ phase: 'forbidden' });
        const def = await callApi('screens.get', { params: { cmid }, signal });
        // The server validated the definition against the meta-schema before sending it.
        if (!signal.aborted) setState({ phase: 'ready', def: def as ScreenDefinition });
      } catch (err) {
        if (signal.aborted) return;
        // The server no longer knows the session: drop it (telling the user), and the guard sends them to sign in.
        if (err instanceof ApiError && err.status === 401) return endDeadSession(key, ended.current);
        setState(stateOfError(err));
      }
    })();
    return () => controller.abort();
    // The session object changes on every refresh; only its identity and group matter here.
  }, [cmid, accessCmid, key, group]);

  return state;
}
