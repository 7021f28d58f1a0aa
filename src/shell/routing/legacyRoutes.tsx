import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { DEFAULT_COMPANY, type CompanyCode } from '../companies';
import { useSessionCompany } from './redirects';
import { ShortUrlRedirect } from './ShortUrlRedirect';

/**
 * The old portal's login addresses (01-shell.md §2.2), kept working for
 * bookmarks: the language pages and one page per brand.
 */
export const LEGACY_LANGUAGE_LOGINS: Record<string, 'en' | 'fr'> = {
  '/login_en.html': 'en',
  '/login_fr.html': 'fr',
  '/login-en': 'en',
  '/login-fr': 'fr',
};

export const LEGACY_BRAND_LOGINS: Record<string, CompanyCode> = {
  '/manitoulin_login.html': 'MANITOULIN',
  '/nnc_login.html': 'NEARNORTHCUSTOMS',
  '/drc_login.html': 'DRC',
  '/mgf_login.html': 'MGF',
  '/multimodal_login.html': 'MULTIMODAL',
};

/** The query of the old address carried over, with the language set. */
function withLang(search: string, lang: string): string {
  const q = new URLSearchParams(search);
  q.set('lang', lang);
  return `?${q.toString()}`;
}

function LanguageLogin({ lang }: { lang: 'en' | 'fr' }) {
  const { search } = useLocation();
  return <Navigate to={`/${useSessionCompany()}/login${withLang(search, lang)}`} replace />;
}

function BrandLogin({ company }: { company: CompanyCode }) {
  const { search } = useLocation();
  return <Navigate to={`/${company}/login${search}`} replace />;
}

/**
 * /menu/{cmid}/...: a menu link of the old portal, opened under the session's
 * company (the page's own guard then asks for a sign-in if needed).
 */
function MenuRedirect() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const company = useSessionCompany();
  if (!rest) return <Navigate to={`/${company}/home`} replace />;
  return <Navigate to={`/${company}/pages/${rest}${search}`} replace />;
}

export const legacyRoutes: RouteObject[] = [
  ...Object.entries(LEGACY_LANGUAGE_LOGINS).map(([path, lang]) => ({
    path,
    element: <LanguageLogin lang={lang} />,
  })),
  ...Object.entries(LEGACY_BRAND_LOGINS).map(([path, company]) => ({
    path,
    element: <BrandLogin company={company} />,
  })),
  // Any other /login/... address of the old portal: the default login.
  {
    path: '/login/*',
    element: <Navigate to={`/${DEFAULT_COMPANY}/login`} replace />,
  },
  { path: '/menu/*', element: <MenuRedirect /> },
  { path: '/st/:id', element: <ShortUrlRedirect /> },
];
