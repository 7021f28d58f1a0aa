import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { callApi } from '../../api/client';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import { isActive, trackActivity } from '../session/activity';
import { maintenancePath, maintenanceSignalled } from './maintenanceProbe';
import { IDLE_BEFORE_RELOAD_MS, noteBackendVersion, VERSION_POLL_MS } from './version';

/**
 * The update check of the route guard (01-shell.md §4, §7.2): the maintenance
 * probe at start and every 10 minutes with the version poll. When the backend
 * version differs from this app's, the user is asked to refresh; the next
 * navigation to another route then waits until the user is idle and does a
 * full page load of that route.
 */
export function UpdateWatch() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef(pathname + search);
  here.current = pathname + search;
  const ready = useRef(false);
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    trackActivity();
    let stopped = false;
    const poll = async () => {
      if (!here.current.startsWith('/maintenance') && (await maintenanceSignalled())) {
        if (!stopped) navigate(maintenancePath(here.current), { replace: true });
        return;
      }
      try {
        const { version } = await callApi('globals.version');
        if (stopped || ready.current || noteBackendVersion(version) !== 'ready') return;
        ready.current = true;
        notify({
          type: 'info',
          title: translate.current('A new version of the portal is available. Please refresh the page.'),
          duration: 600000,
          action: {
            label: translate.current('Refresh'),
            onClick: () => window.location.reload(),
          },
        });
      } catch {
        // The next poll tries again; an unreachable server is the maintenance probe's business.
      }
    };
    void poll();
    const timer = window.setInterval(() => void poll(), VERSION_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [navigate]);

  // A navigation after an update: full load of the new route once the user is idle.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (!ready.current) return;
    const target = here.current;
    const timer = window.setInterval(() => {
      if (isActive(IDLE_BEFORE_RELOAD_MS)) return;
      window.clearInterval(timer);
      window.location.assign(target);
    }, 500);
    return () => window.clearInterval(timer);
  }, [pathname]);

  return null;
}
