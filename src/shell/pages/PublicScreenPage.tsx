import { useEffect, useState } from 'react';
import { Alert, Box, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { callApi } from '../../api/client';
import { ScreenRenderer } from '../../renderers/ScreenRenderer';
import { renderers, type ScreenDefinition } from '../../renderers/registry';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';
import { BrandLogo } from '../themes/BrandLogo';
import { useBrand } from '../themes/BrandProvider';
import { PageSpinner } from '../layout/PageSpinner';
import { usePageTitle } from './usePageTitle';

function Title({ def }: { def: ScreenDefinition }) {
  const t = useT();
  usePageTitle(t(def.title));
  return null;
}

/**
 * A screen anyone may open, signed in or not (PROBILL, the public trace:
 * 01-shell.md §2.8): the definition comes from the public screens call, which
 * answers only definitions marked public, and is drawn under the brand's logo.
 */
export function PublicScreenPage({ cmid }: { cmid: string }) {
  const t = useT();
  const brand = useBrand();
  const { company = '', '*': rest = '' } = useParams();
  const [def, setDef] = useState<ScreenDefinition | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    callApi('screens.public', { params: { cmid }, signal: abort.signal, silent: true })
      .then((d) => setDef(d as ScreenDefinition))
      .catch(() => !abort.signal.aborted && setFailed(true));
    return () => abort.abort();
  }, [cmid]);
  return (
    <Box as="main" minH="100vh" p="6" bg="bg" color="fg">
      <Stack gap="6" maxW="72rem" mx="auto">
        <BrandLogo company={brand.code} height={48} />
        {failed ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('The requested page does not exist')}</Alert.Title>
          </Alert.Root>
        ) : !def ? (
          <PageSpinner />
        ) : (
          <TranslationsScope fr={def.translations?.fr}>
            <Title def={def} />
            <ScreenRenderer def={def} renderers={renderers} company={company} path={rest} />
          </TranslationsScope>
        )}
      </Stack>
    </Box>
  );
}
