import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { useT } from '../../core/i18n/useT';
import { LoginLanguageSwitch } from '../i18n/LoginLanguageSwitch';
import { BrandLogo } from '../themes/BrandLogo';
import { useBrand } from '../themes/BrandProvider';
import { useRouteCompany } from '../routing/RouteCompany';
import { usePageTitle } from './usePageTitle';
import '../light.css';
import './unsubscribe.css';

// The shape of the tokens the server signs (shipment_notification.unsubscribe's schema): anything else is not a link of ours.
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

type State = 'ask' | 'busy' | 'done' | 'invalid' | 'failed';

/**
 * /{company}/unsubscribe?token=...: the link at the foot of every notification email
 * (SHPNOTIF_UNSUB). Signed out, in the brand's colours and the reader's language; one click
 * confirms (a mail scanner that opens the link unsubscribes nobody). The signed token is the
 * only right needed; the server answers the same for a forged, altered or spent link.
 */
export function UnsubscribePage() {
  const t = useT();
  const brand = useBrand();
  const { code: company, brandCode } = useRouteCompany();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>(TOKEN.test(token) ? 'ask' : 'invalid');
  usePageTitle(t('Unsubscribe'));

  const confirm = async () => {
    setState('busy');
    try {
      await callApi('shipment_notification.unsubscribe', { body: { token }, silent: true });
      setState('done');
    } catch (err) {
      setState(err instanceof ApiError && err.status === 400 ? 'invalid' : 'failed');
    }
  };

  return (
    <div className="portal-login">
      <div className="portal-login-bar" />
      <main className="portal-login-center">
        <section className="portal-login-card" aria-labelledby="unsubscribe-title">
          <header>
            <div className="portal-login-lang">
              <LoginLanguageSwitch />
            </div>
            <BrandLogo company={brandCode} name={brand.name} height={56} />
            <h1 id="unsubscribe-title">{t('Unsubscribe')}</h1>
          </header>
          <div className="portal-login-body">
            <div className="portal-stack">
              {(state === 'ask' || state === 'busy') && (
                <>
                  <p>{t('Stop the notification emails this link came with?')}</p>
                  <button type="button" className="portal-button" disabled={state === 'busy'} aria-busy={state === 'busy' || undefined} onClick={() => void confirm()}>
                    {state === 'busy' && <span className="portal-spinner" aria-hidden="true" />}
                    {t('Unsubscribe')}
                  </button>
                </>
              )}
              {state === 'done' && (
                <div className="portal-done" role="status">
                  <strong>{t('You have been unsubscribed')}</strong>
                  <span>{t('You can turn these notifications back on after signing in, under Shipment notifications.')}</span>
                </div>
              )}
              {(state === 'invalid' || state === 'failed') && (
                <div className="portal-alert" role="alert">
                  <div>
                    <strong>{t(state === 'invalid' ? 'This link is not valid' : 'Something went wrong')}</strong>
                    <span>{t(state === 'invalid' ? 'Open the link of your latest notification email, or sign in to manage your notifications.' : 'Please try again in a moment.')}</span>
                  </div>
                </div>
              )}
              <div className="portal-links">
                <RouterLink to={`/${company}/login`}>{t('Sign in')}</RouterLink>
              </div>
            </div>
          </div>
        </section>
      </main>
    </div>
  );
}
