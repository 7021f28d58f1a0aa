import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { callApi } from '../../api/client';
import { cmidOfPath } from '../ApiContextSync';
import { companyOfPath } from '../companies';
import { useCurrentSession } from '../../core/session/useSessions';

/**
 * Analytics without an external script: each signed-in page view of a
 * command is sent to the server (POST globals/page_view), which records it
 * when analytics is on and the command's flag is Y, under the id of the
 * user's type.
 */
export function PageViewRecorder() {
  const { pathname } = useLocation();
  const current = useCurrentSession();
  const last = useRef('');
  const signedInHere = !!current && current.session.loginStatus === 0 && companyOfPath(pathname) === current.company;
  useEffect(() => {
    const cmid = cmidOfPath(pathname);
    if (!signedInHere || cmid === 'UNKNOWN' || last.current === pathname || !/^[A-Za-z0-9_-]{1,100}$/.test(cmid)) return;
    last.current = pathname;
    // Analytics never disturbs the page: a failure is dropped.
    Promise.resolve()
      .then(() => callApi('globals.page_view', { body: { cmid, path: pathname } }))
      .catch(() => undefined);
  }, [pathname, signedInHere]);
  return null;
}
