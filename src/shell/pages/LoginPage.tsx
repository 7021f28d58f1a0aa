import { Link as RouterLink } from 'react-router-dom';
import { LoginLanguageSwitch } from '../i18n/LoginLanguageSwitch';
import { useT } from '../../core/i18n/useT';
import { BrandLogo } from '../themes/BrandLogo';
import { useBrand } from '../themes/BrandProvider';
import { useRouteCompany } from '../routing/RouteCompany';
import { LoginForm } from './LoginForm';
import { StoredSessions } from './StoredSessions';
import { usePageTitle } from './usePageTitle';
import '../light.css';

/**
 * /{company}/login: the company's sign-in, in its colours. Drawn without
 * Chakra UI (src/shell/light.css): the sign-in page is the first script, and
 * Chakra is a third of it (README "The bundle and its budget").
 */
export function LoginPage() {
  const { code: company, brandCode } = useRouteCompany();
  const t = useT();
  const brand = useBrand();
  usePageTitle(t('Sign in'));

  return (
    <div className="portal-login">
      <div className="portal-login-bar" />
      <main className="portal-login-center">
        <section className="portal-login-card" aria-labelledby="portal-login-title">
          <header>
            <div className="portal-login-lang">
              <LoginLanguageSwitch />
            </div>
            <BrandLogo company={brandCode} name={brand.name} height={56} />
            <h1 id="portal-login-title">{t('Sign in')}</h1>
          </header>
          <div className="portal-login-body">
            <StoredSessions company={company} />
            <LoginForm company={company} />
            <div className="portal-links">
              <RouterLink to={`/reset-password?company=${company}`}>{t('Forgot your password?')}</RouterLink>
              <RouterLink to={`/online-quoting-access?company=${company}`}>{t('Online quoting')}</RouterLink>
              <RouterLink to={`/rapid-bol-access?company=${company}`}>{t('Rapid bill of lading')}</RouterLink>
              <RouterLink to={`/${company}/pages/MT_MANI_Register_A`}>{t('Register')}</RouterLink>
              <RouterLink to={`/${company}/pages/MT_Credit_App_A`}>{t('Apply for credit')}</RouterLink>
            </div>
          </div>
          <footer>{t('Customer Service: {1}', { 1: brand.phone })}</footer>
        </section>
      </main>
    </div>
  );
}
