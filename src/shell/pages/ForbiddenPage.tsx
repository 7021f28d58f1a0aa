import { useSearchParams } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { safeRedirect } from '../routing/safeRedirect';
import { StatusLink } from './StatusLink';
import { StatusPage } from './StatusPage';

/** /403-forbidden?redirect=: the refused page, with a way back to it (same site only). */
export function ForbiddenPage() {
  const t = useT();
  const [search] = useSearchParams();
  const back = safeRedirect(search.get('redirect'));
  return (
    <StatusPage inShell title={t('Access denied')} message={t('You do not have permissions to access this option')}>
      <StatusLink to={back ?? '/'}>{t('Back')}</StatusLink>
      {back && <StatusLink to="/">{t('Go to home page')}</StatusLink>}
    </StatusPage>
  );
}
