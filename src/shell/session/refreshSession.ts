import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { sessionFromAnswer } from '../../core/session/sessionFromAnswer';
import { getSession, removeSession, updateSession } from '../../core/session/sessionStore';

export type RefreshOutcome = 'alive' | 'dead' | 'unknown';

/**
 * Confirms a stored session with the server and takes its fresh profile,
 * groups and configuration. Only a 401 (or a refused status) kills the
 * session: a server that cannot be reached says nothing about it.
 */
export async function refreshSession(key: string, signal?: AbortSignal): Promise<RefreshOutcome> {
  const stored = getSession(key);
  if (!stored) return 'dead';
  try {
    const answer = await callApi('users.refresh', {
      token: stored.token,
      signal,
    });
    if (answer.status !== 0 && answer.status !== 4) {
      removeSession(key);
      return 'dead';
    }
    // Re-read: the user may have switched group while the call was out.
    updateSession(key, sessionFromAnswer(answer, stored.token, getSession(key)));
    return 'alive';
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      removeSession(key);
      return 'dead';
    }
    if ((err as Error)?.name === 'AbortError') throw err;
    return 'unknown';
  }
}
