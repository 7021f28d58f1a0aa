import { Navigate, useLocation, useParams } from 'react-router-dom';
import { companyCodeOf, DEFAULT_COMPANY } from '../companies';
import { useSessionRestoring } from '../session/SessionProvider';
import { landingPath } from '../session/sessionAccess';
import { useCurrentSession } from '../../core/session/useSessions';
import { PageSpinner } from '../layout/PageSpinner';

/**
 * The company of the tab's session, or the default brand. A session's company is one the
 * server signed the user in to, a company created by an administrator included.
 */
export function useSessionCompany(): string {
  const current = useCurrentSession();
  return sessionCompanyOf(current?.company) ?? DEFAULT_COMPANY;
}

const sessionCompanyOf = (company: string | undefined): string | null => companyCodeOf(company);

/** `/`: old '#/' links first, then the session's landing page, else the default login. */
export function RootRedirect() {
  const { hash, search } = useLocation();
  const restoring = useSessionRestoring();
  const current = useCurrentSession();
  if (hash.startsWith('#/')) return <Navigate to={hash.slice(1)} replace />;
  if (restoring) return <PageSpinner />;
  const company = sessionCompanyOf(current?.company);
  if (current && company) return <Navigate to={landingPath(company, current.session)} replace />;
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
