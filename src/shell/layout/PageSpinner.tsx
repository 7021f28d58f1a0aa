import { Center, Spinner } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';

/** Shown while the session or a screen is on its way. */
export function PageSpinner() {
  const t = useT();
  return (
    <Center minH="40vh">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" aria-label={t('Loading')} />
    </Center>
  );
}
