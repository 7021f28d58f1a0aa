import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { isActive } from './activity';
import { getSession, removeSession, updateSession } from '../../core/session/sessionStore';

/** 01-shell.md §9: the expiry check runs every 5 minutes, active or idle. */
export const EXPIRY_CHECK_MS = 300000;

export type ExpiryOutcome = 'alive' | 'dead' | 'unknown';

/**
 * POST globals/access/expiry with the session's own Authorization header
 * (01-shell.md §7.2). A 401 ends the session here. A live session of a user
 * active since the last check gets a new token (PUT users/resettoken; the old
 * one dies on the server), so a token never outlives its use for long.
 */
export async function checkExpiry(key: string, signal?: AbortSignal): Promise<ExpiryOutcome> {
  const stored = getSession(key);
  if (!stored) return 'dead';
  try {
    await callApi('globals.access_expiry', { token: stored.token, signal });
    if (isActive(EXPIRY_CHECK_MS)) {
      const { token } = await callApi('users.reset_token', {
        token: stored.token,
        signal,
      });
      // Only if the session was not replaced meanwhile (another tab, a new sign-in).
      if (getSession(key)?.token === stored.token) updateSession(key, { token, lastRefreshedAt: Date.now() });
    }
    return 'alive';
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    if (err instanceof ApiError && err.status === 401) {
      // Another tab may have rotated the token already: only a session still holding the dead token ends.
      if (getSession(key)?.token === stored.token) {
        removeSession(key);
        return 'dead';
      }
      return 'alive';
    }
    return 'unknown';
  }
}
