import { callApi } from '../../api/client';
import { sessionFromAnswer } from '../../core/session/sessionFromAnswer';
import { sessionKey } from '../../core/session/sessionKey';
import { openSession } from '../../core/session/sessionStore';

/** The single sign-on cookie of a company on the shared domain (01-shell.md §7.3). */
export function ssoCookieName(company: string): string {
  return `${company}-access-token`;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return null;
}

/** Deletes the cookie on this host and on the parent domain it may have been set for. */
export function deleteCookie(name: string): void {
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.cookie = expired;
  const parent = window.location.hostname.split('.').slice(-2).join('.');
  if (parent.includes('.')) document.cookie = `${expired}; domain=.${parent}`;
}

export type SsoOutcome = 'none' | 'signed-in' | 'failed';

/**
 * Signs in with the company's cookie when there is one: its token is asked
 * for the session (GET users/refresh). A cookie that does not sign in is
 * deleted, and the caller sends the user to the login page.
 */
export async function signInFromCookie(company: string, signal?: AbortSignal): Promise<SsoOutcome> {
  const name = ssoCookieName(company);
  const token = readCookie(name);
  if (!token) return 'none';
  try {
    if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw new Error('malformed');
    const answer = await callApi('users.refresh', { token, signal });
    if (answer.status !== 0 || answer.profile.MT_COMP !== company) throw new Error('refused');
    openSession(sessionKey(answer.profile.MT_UID, company), sessionFromAnswer(answer, token));
    return 'signed-in';
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    deleteCookie(name);
    return 'failed';
  }
}
