import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { callApi } from '../../api/client';
import { PageSpinner } from '../layout/PageSpinner';
import { holdsMenu } from '../session/sessionAccess';
import { useCompanySession } from '../../core/session/useSessions';

/**
 * The restricted access level for the shell's own pages (01-shell.md §6): the
 * menu id held locally, else GET globals/access/cmid, else 403-forbidden with
 * a redirect back. Inside RequireSession, so a session exists.
 */
export function RequireMenu({ cmid, children }: { cmid: string; children: ReactNode }) {
  const { company = '' } = useParams();
  const { pathname, search } = useLocation();
  const current = useCompanySession(company);
  const local = !!current && holdsMenu(current.session, cmid);
  const [allowed, setAllowed] = useState<boolean | null>(local ? true : null);
  useEffect(() => {
    if (local) return setAllowed(true);
    const controller = new AbortController();
    callApi('globals.access_cmid', {
      query: { cmid },
      signal: controller.signal,
    })
      .then((a) => setAllowed(a.access === true))
      .catch((err: Error) => err.name !== 'AbortError' && setAllowed(false));
    return () => controller.abort();
  }, [cmid, local]);
  if (allowed === null) return <PageSpinner />;
  if (!allowed) return <Navigate to={`/403-forbidden?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return <>{children}</>;
}
