import { useT } from '../../core/i18n/useT';
import { StatusLink } from '../pages/StatusLink';
import { StatusPage } from '../pages/StatusPage';
import { useResetCompany } from './resetContext';

/** /reset-password/error: the verification failed for good (code dead, token used or expired). */
export function ResetErrorPage() {
  const t = useT();
  const company = useResetCompany();
  return (
    <StatusPage title={t('Verification failed')} message={t('Unable to reset password through email validation')}>
      <StatusLink to={`/reset-password?company=${company}`}>{t('Try again')}</StatusLink>
      <StatusLink to={`/${company}/login`}>{t('Back to sign in')}</StatusLink>
    </StatusPage>
  );
}
