import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_COMPANY, companyOfPath, isCompany } from './companies';
import { useCurrentSession } from '../core/session/useSessions';
import { BrandProvider } from './themes/BrandProvider';

function isLoginPath(pathname: string): boolean {
  return /^\/[^/]+\/login\/?$/.test(pathname);
}

/**
 * The brand follows the company in the URL, else the session's company. The
 * dark theme is the signed-in user's choice and never applies to login pages.
 */
export function ShellBrand({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const current = useCurrentSession();
  const sessionCompany = current && isCompany(current.company) ? current.company : null;
  // Company-less pages (password reset, activation) name the company in their query.
  const queried = new URLSearchParams(search).get('company')?.toUpperCase();
  const company = companyOfPath(pathname) ?? (isCompany(queried) ? queried : null) ?? sessionCompany ?? DEFAULT_COMPANY;
  const dark = !isLoginPath(pathname) && sessionCompany === company && current?.session.profile.MT_THEME === 'dark';
  return (
    <BrandProvider company={company} dark={dark}>
      {children}
    </BrandProvider>
  );
}
