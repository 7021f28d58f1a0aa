import { useT } from '../../core/i18n/useT';
import { StatusLink } from './StatusLink';
import { StatusPage } from './StatusPage';

/** The catch-all page, also shown for an unknown company code. */
export function NotFoundPage() {
  const t = useT();
  return (
    <StatusPage inShell title={t('Page not found')} message={t('The requested page does not exist.')}>
      <StatusLink to="/">{t('Go to home page')}</StatusLink>
    </StatusPage>
  );
}
