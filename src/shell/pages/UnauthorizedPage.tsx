import { useSearchParams } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { safeRedirect } from '../routing/safeRedirect';
import { StatusLink } from './StatusLink';
import { StatusPage } from './StatusPage';

/** /401-unauthorized: sign in again, then back to where the user was (same site only). */
export function UnauthorizedPage() {
  const t = useT();
  const [search] = useSearchParams();
  const back = safeRedirect(search.get('redirect'));
  const login = back ? `/login?redirect=${encodeURIComponent(back)}` : '/login';
  return (
    <StatusPage title={t('Authorization error!')} message={t('Please make sure you are authorized to access or relog then try again.')}>
      <StatusLink to={login}>{t('Sign in')}</StatusLink>
    </StatusPage>
  );
}
