import { useSearchParams } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { safeRedirect } from '../routing/safeRedirect';
import { Link } from '@chakra-ui/react';
import { StatusPage } from './StatusPage';

/** /maintenance?from=: the portal is down; "Try again" returns to the page the user was on (same site only). */
export function MaintenancePage() {
  const t = useT();
  const [search] = useSearchParams();
  const from = safeRedirect(search.get('from')) ?? '/';
  return (
    <StatusPage title={t('Down for maintenance')} message={t('The portal is down for maintenance. Please try again later.')}>
      {/* A full page load, so the start-up probe checks the maintenance again. */}
      <Link href={from} color="brand.fg" fontWeight="semibold">
        {t('Try again')}
      </Link>
    </StatusPage>
  );
}
