import { companyOfPath, DEFAULT_COMPANY } from '../companies';
import { landingPath } from './sessionAccess';
import { getSessionSnapshot } from '../../core/session/sessionStore';
import { signInFromCookie } from './singleSignOn';
import { signInFromLegacySession } from './legacySignOn';
import { refreshSession } from './refreshSession';

/** Where the start-up sends the user, when it changes the route. */
export type StartUpMove = { to: string } | null;

function isLoginOrRoot(pathname: string): boolean {
  return pathname === '/' || /^\/[^/]+\/login\/?$/.test(pathname);
}

/**
 * The session restore step of the route guard (01-shell.md §4): a legacy
 * session id in the query, then the company's single sign-on cookie when the
 * tab has no session of that company, then the stored session confirmed by
 * the server.
 */
export async function startUp(pathname: string, search: string, signal: AbortSignal): Promise<StartUpMove> {
  const query = new URLSearchParams(search);
  const legacy = query.get('mt1sessionid');
  if (legacy !== null) {
    query.delete('mt1sessionid');
    const rest = query.toString() ? `?${query.toString()}` : '';
    const company = await signInFromLegacySession(legacy, signal);
    const current = getSessionSnapshot().current;
    if (company && current && isLoginOrRoot(pathname)) return { to: landingPath(company, current.session) };
    if (!company)
      return {
        to: `/${companyOfPath(pathname) ?? DEFAULT_COMPANY}/login${rest}`,
      };
    return { to: `${pathname}${rest}` };
  }
  const company = companyOfPath(pathname);
  const current = getSessionSnapshot().current;
  if (company && current?.company !== company) {
    const outcome = await signInFromCookie(company, signal);
    if (outcome === 'failed') return pathname.startsWith(`/${company}/login`) ? null : { to: `/${company}/login` };
    if (outcome === 'signed-in') {
      const opened = getSessionSnapshot().current;
      return opened && isLoginOrRoot(pathname) ? { to: landingPath(company, opened.session) } : null;
    }
  }
  const key = getSessionSnapshot().current?.key;
  if (key) await refreshSession(key, signal);
  return null;
}
