import { callApi } from '../../api/client';
import { sessionFromAnswer } from '../../core/session/sessionFromAnswer';
import { sessionKey } from '../../core/session/sessionKey';
import { openSession } from '../../core/session/sessionStore';

/**
 * ?mt1sessionid=: the session id of the previous portal is exchanged once
 * (POST users/mt1login) for a session here. Answers the company of the new
 * session, or null when the id is refused.
 */
export async function signInFromLegacySession(id: string, signal?: AbortSignal): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) return null;
  try {
    const answer = await callApi('users.mt1login', {
      body: { session: id },
      signal,
      token: null,
    });
    if (answer.status !== 0 || !answer.token) return null;
    const company = answer.profile.MT_COMP;
    openSession(sessionKey(answer.profile.MT_UID, company), sessionFromAnswer(answer, answer.token));
    return company;
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    return null;
  }
}
