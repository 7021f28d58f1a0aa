import { Navigate, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_COMPANY, isCompany, type CompanyCode } from '../companies';
import { useSessionRestoring } from '../session/SessionProvider';
import { landingPath } from '../session/sessionAccess';
import { useCurrentSession } from '../session/useSessions';
import { PageSpinner } from '../layout/PageSpinner';

/** The company of the tab's session, or the default brand. */
export function useSessionCompany(): CompanyCode {
  const current = useCurrentSession();
  return current && isCompany(current.company) ? current.company : DEFAULT_COMPANY;
}

/** `/`: old '#/' links first, then the session's landing page, else the default login. */
export function RootRedirect() {
  const { hash, search } = useLocation();
  const restoring = useSessionRestoring();
  const current = useCurrentSession();
  if (hash.startsWith('#/')) return <Navigate to={hash.slice(1)} replace />;
  if (restoring) return <PageSpinner />;
  if (current && isCompany(current.company)) return <Navigate to={landingPath(current.company, current.session)} replace />;
  return <Navigate to={`/${DEFAULT_COMPANY}/login${search}`} replace />;
}

/** `/login`: the login of the session's company, or the default one. */
export function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/${useSessionCompany()}/login${search}`} replace />;
}

/** `/pages/*`: the same path under the session's company. */
export function PagesPrefix() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`/${useSessionCompany()}${pathname}${search}${hash}`} replace />;
}

/** `/{company}`: that company's login, keeping the query (lang, redirect). */
export function CompanyIndex() {
  const { company } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${company}/login${search}`} replace />;
}
