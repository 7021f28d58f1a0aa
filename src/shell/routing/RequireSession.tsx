import { Outlet, Navigate, useLocation, useParams } from 'react-router-dom';
import { useSessionRestoring } from '../session/SessionProvider';
import { useCompanySession } from '../../core/session/useSessions';
import { PageSpinner } from '../layout/PageSpinner';

/**
 * Pages under /{company}/pages need a session of that company; without one
 * the user signs in first and comes back here.
 */
export function RequireSession() {
  const { company = '' } = useParams();
  const location = useLocation();
  const restoring = useSessionRestoring();
  const current = useCompanySession(company);

  if (restoring) return <PageSpinner />;
  if (!current) {
    const back = encodeURIComponent(location.pathname + location.search + location.hash);
    return <Navigate to={`/${company}/login?redirect=${back}`} replace />;
  }
  return <Outlet />;
}
