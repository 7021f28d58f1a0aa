import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { NotFoundPage } from './NotFoundPage';
import { StatusLink } from './StatusLink';
import { StatusPage } from './StatusPage';

/** A page that failed while rendering: said plainly, with a way out. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : '';
  return (
    <StatusPage title={t('Something went wrong')} message={message ? t(message) : t('Unknown')}>
      <StatusLink to="/">{t('Go to home page')}</StatusLink>
    </StatusPage>
  );
}
