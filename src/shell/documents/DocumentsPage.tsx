import { Box, Button, Container, Flex, Heading, Link, List, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { NotFoundPage } from '../pages/NotFoundPage';
import { usePageTitle } from '../pages/usePageTitle';
import { BrandLogo } from '../themes/BrandLogo';
import { useBrand } from '../themes/BrandProvider';
import { ApiReference } from './ApiReference';
import { ApiTerms } from './ApiTerms';

/** The documents under /documents/{path*} (and their printable twins): index, API reference, terms of use. */
const DOCUMENTS = ['api-reference', 'api-terms-of-use'] as const;

function DocumentsIndex({ base }: { base: string }) {
  const t = useT();
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('API documents')}
      </Heading>
      <List.Root gap="2">
        <List.Item>
          <Link asChild color="brand.fg">
            <RouterLink to={`${base}/api-reference`}>{t('API reference')}</RouterLink>
          </Link>
        </List.Item>
        <List.Item>
          <Link asChild color="brand.fg">
            <RouterLink to={`${base}/api-terms-of-use`}>{t('API terms of use')}</RouterLink>
          </Link>
        </List.Item>
      </List.Root>
    </Stack>
  );
}

/** /documents/{path*} and /printable_documents/{path*}: public API documents; the printable one without the frame. */
export function DocumentsPage() {
  const t = useT();
  const brand = useBrand();
  const { '*': rest = '' } = useParams();
  const { pathname } = useLocation();
  const printable = pathname.startsWith('/printable_documents');
  const base = printable ? '/printable_documents' : '/documents';
  const doc = rest.replace(/\/+$/, '');
  usePageTitle(t('API documents'));
  if (doc && !(DOCUMENTS as readonly string[]).includes(doc)) return <NotFoundPage />;
  const body =
    doc === 'api-reference' ? (
      <ApiReference printable={printable} />
    ) : doc === 'api-terms-of-use' ? (
      <ApiTerms />
    ) : (
      <DocumentsIndex base={base} />
    );
  return (
    <Box minH="100vh" bg="bg" color="fg">
      <Flex
        as="header"
        px="4"
        py="2"
        align="center"
        gap="4"
        borderBottomWidth="1px"
        className="no-print"
        css={{ '@media print': { display: 'none' } }}
      >
        <BrandLogo company={brand.code} height={32} />
        <Flex ms="auto" gap="3">
          {printable ? (
            <Button size="sm" onClick={() => window.print()}>
              {t('Print')}
            </Button>
          ) : (
            doc && (
              <Link asChild color="brand.fg">
                <RouterLink to={`/printable_documents/${doc}`}>{t('Printable version')}</RouterLink>
              </Link>
            )
          )}
        </Flex>
      </Flex>
      <Container as="main" maxW="5xl" py="6">
        {body}
      </Container>
    </Box>
  );
}
