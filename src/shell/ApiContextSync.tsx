import { useLayoutEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { setApiContext } from '../api/apiContext';
import { useLanguage } from './i18n/I18nProvider';
import { useCurrentSession } from '../core/session/useSessions';
import { companyOfPath } from './companies';
import { isServerCompany, useServerCompanies } from './routing/serverCompanies';

/** The cmid every call carries: the screen's on a page route, 'UNKNOWN' elsewhere. */
export function cmidOfPath(pathname: string): string {
  return matchPath('/:company/pages/:cmid/*', pathname)?.params.cmid ?? 'UNKNOWN';
}

/**
 * Keeps the headers of every call (token, group, language, cmid) in step with
 * the shell. A layout effect, so the context is set before any page's data
 * effects of the same render send their calls.
 */
export function ApiContextSync() {
  const { pathname } = useLocation();
  const { lang } = useLanguage();
  const current = useCurrentSession();
  const token = current?.session.token ?? null;
  const selected = current?.session.selectedGroup;
  const group = selected === null || selected === undefined ? null : String(selected);
  const cmid = cmidOfPath(pathname);
  useServerCompanies();
  const first = pathname.split('/')[1] ?? '';
  const company = companyOfPath(pathname) ?? (isServerCompany(first) ? first : null);

  useLayoutEffect(() => {
    setApiContext({ token, group, lang, cmid, company });
  }, [token, group, lang, cmid, company]);

  return null;
}
