import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { signOut } from './signOut';
import { getSessionSnapshot } from '../../core/session/sessionStore';

/** Routes a session waiting for its new password may stay on. */
function allowedWhileInitializing(pathname: string, company: string): boolean {
  return pathname === '/' || pathname === `/${company}/pages/init-account` || pathname === `/${company}/logout`;
}

/**
 * 01-shell.md §4: with login status 4 the user belongs on init-account and any
 * other route signs them out. Checked when the route changes (not when the
 * session does), so the login page can open the session and then move on.
 */
export function InitAccountLock() {
  const { pathname } = useLocation();
  const lastChecked = useRef<string | null>(null);

  useEffect(() => {
    if (lastChecked.current === pathname) return;
    lastChecked.current = pathname;
    const current = getSessionSnapshot().current;
    if (current?.session.loginStatus === 4 && !allowedWhileInitializing(pathname, current.company)) {
      void signOut(current.key);
    }
  }, [pathname]);

  return null;
}
