import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { trackActivity } from './activity';
import { tellSessionEnded } from './endDeadSession';
import { checkExpiry, EXPIRY_CHECK_MS } from './expiryCheck';
import { getSessionSnapshot } from '../../core/session/sessionStore';
import { splitSessionKey } from '../../core/session/sessionKey';
import { startUp } from './startUp';

export { EXPIRY_CHECK_MS } from './expiryCheck';

const RestoringContext = createContext(false);

/** True until the start-up (legacy id, sign-on cookie, stored session) has been settled with the server. */
export function useSessionRestoring(): boolean {
  return useContext(RestoringContext);
}

/**
 * Restores the tab's session on start and checks it every 5 minutes with the
 * expiry check. A dead session is removed and the user is sent to their
 * company's login with 'Your session is no longer active. Please log in again.'
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const t = useT();
  const location = useLocation();
  // Read when a check fires, which may be long after this render.
  const here = useRef('');
  here.current = location.pathname + location.search;
  const translate = useRef(t);
  translate.current = t;
  const [restoring, setRestoring] = useState(true);
  const initial = useRef(location);

  useEffect(() => {
    trackActivity();
    const controller = new AbortController();
    const { pathname, search } = initial.current;
    void startUp(pathname, search, controller.signal)
      .then((move) => {
        if (move && !controller.signal.aborted) navigate(move.to, { replace: true });
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setRestoring(false);
      });

    const check = async () => {
      const key = getSessionSnapshot().current?.key;
      if (!key) return;
      const outcome = await checkExpiry(key, controller.signal).catch(() => 'aborted' as const);
      if (outcome !== 'dead') return;
      const { company } = splitSessionKey(key);
      tellSessionEnded(translate.current('Your session is no longer active. Please log in again.'));
      const path = here.current;
      if (/^\/[^/]+\/login(\?|$)/.test(path)) return;
      // Back to the page after signing in again, when it was a signed-in page.
      const back = path.includes('/pages/') ? `?redirect=${encodeURIComponent(path)}` : '';
      navigate(`/${company}/login${back}`, { replace: true });
    };
    const timer = window.setInterval(() => void check(), EXPIRY_CHECK_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
    // Once per mount: each check reads the current session when it fires.
  }, [navigate]);

  return <RestoringContext.Provider value={restoring}>{children}</RestoringContext.Provider>;
}
