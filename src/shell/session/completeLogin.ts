import type { UsersLoginResponse } from '../../api/generated/types';
import { safeRedirect } from '../routing/safeRedirect';
import { landingPath } from './sessionAccess';
import { sessionFromAnswer } from '../../core/session/sessionFromAnswer';
import { sessionKey } from '../../core/session/sessionKey';
import { openSession, setCurrentSessionKey } from '../../core/session/sessionStore';

/**
 * Stores the session a login answered and says where the user goes next, or
 * null when the answer refuses the login (01-shell.md §4: only status 0 and 4
 * open a session). A user not yet Active gets no session and goes to the
 * activation page of their service.
 */
export function completeLogin(company: string, username: string, answer: UsersLoginResponse, redirect: string | null): string | null {
  if (answer.status === 0 && answer.profile.MT_STATUS !== 'Active') {
    const service = answer.profile.MT_TYPE === 'RBOL' ? 'rapid-bol' : 'online-quoting';
    return `/${service}-activation?company=${company}&username=${encodeURIComponent(username)}`;
  }
  if ((answer.status !== 0 && answer.status !== 4) || !answer.token) {
    // 01-shell.md §4: a refused login also clears the tab's auth.
    setCurrentSessionKey(null);
    return null;
  }
  const session = sessionFromAnswer(answer, answer.token);
  // Keyed by the user ID as the server spells it (as single sign-on does): 'Admin' and 'admin' are one session.
  openSession(sessionKey(answer.profile.MT_UID || username, company), session);
  if (answer.status === 4) return `/${company}/pages/init-account`;
  return safeRedirect(redirect) ?? landingPath(company, session);
}
