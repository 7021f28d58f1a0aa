import { callApi } from '../../api/client';
import { getSession, removeSession } from './sessionStore';

/**
 * Ends a session on the server and forgets it here. The local session goes
 * even when the server cannot be reached: the user asked to leave.
 */
export async function signOut(key: string): Promise<void> {
  const session = getSession(key);
  try {
    if (session) await callApi('users.logout', { token: session.token });
  } catch {
    // Already dead on the server (401) or unreachable: nothing left to undo there.
  } finally {
    removeSession(key);
  }
}
