import { callApi } from '../../api/client';
import { disengageOidc } from './oidcEngagement';
import { getSession, removeSession } from '../../core/session/sessionStore';

/** 01-shell.md §9: logout time threshold. */
export const LOGOUT_THRESHOLD_MS = 5000;

/**
 * Ends a session on the server and forgets it here. The local session goes
 * even when the server cannot be reached: the user asked to leave.
 */
export async function signOut(key: string): Promise<void> {
  const session = getSession(key);
  try {
    // 01-shell.md §9: the logout time threshold. A server slower than that does not hold the user back.
    if (session) await Promise.race([callApi('users.logout', { token: session.token }), new Promise((done) => setTimeout(done, LOGOUT_THRESHOLD_MS))]);
  } catch {
    // Already dead on the server (401) or unreachable: nothing left to undo there.
  } finally {
    removeSession(key);
    // The secondary sign-on belonged to the user who leaves: the next one starts disengaged.
    disengageOidc();
  }
}
