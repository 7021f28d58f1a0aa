import { useT } from '../../core/i18n/useT';
import { StatusLink } from './StatusLink';
import { StatusPage } from './StatusPage';

/** /access-limit: access denied, e.g. after the daily access limit (01-shell.md §8, 429). */
export function AccessLimitPage() {
  const t = useT();
  return (
    <StatusPage title={t('Access denied')} message={t('Daily access limit reached')}>
      <StatusLink to="/documents/api-terms-of-use">{t('API terms of use')}</StatusLink>
      <StatusLink to="/">{t('Go to home page')}</StatusLink>
    </StatusPage>
  );
}
