import { Badge, Box, Code, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { callApi } from '../../api/client';
import { useT } from '../../core/i18n/useT';
import { PageSpinner } from '../layout/PageSpinner';
import { filterOperations, operationsByFamily } from './openApiOperations';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'green',
  POST: 'blue',
  PUT: 'orange',
  DELETE: 'red',
  PATCH: 'purple',
};

/** The API reference: GET /api/docs/openapi.json as a readable list by family. */
export function ApiReference({ printable }: { printable: boolean }) {
  const t = useT();
  const [doc, setDoc] = useState<Awaited<ReturnType<typeof callApi<'docs.openapi'>>> | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    callApi('docs.openapi', { signal: controller.signal })
      .then(setDoc)
      .catch((err: Error) => err.name !== 'AbortError' && setFailed(true));
    return () => controller.abort();
  }, []);
  const groups = useMemo(() => (doc ? operationsByFamily(doc as never) : []), [doc]);
  if (failed) return <Text role="alert">{t('Error getting data')}</Text>;
  if (!doc) return <PageSpinner />;
  const shown = filterOperations(groups, text);
  const info = doc.info as {
    title?: string;
    version?: string;
    description?: string;
  };
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          {t('API reference')}
        </Heading>
        <Text color="fg.muted">
          {info.title} {info.version}
        </Text>
        <Text mt="2">{info.description}</Text>
        <Text mt="2">{t("Send the token of POST /api/users/login as the header 'Authorization: Token {token}'.")}</Text>
      </Box>
      {!printable && (
        <Input aria-label={t('Search')} placeholder={t('Search')} value={text} onChange={(e) => setText(e.target.value)} maxW="md" />
      )}
      {shown.map(([family, ops]) => (
        <Box as="section" key={family} aria-label={family}>
          <Heading as="h2" size="lg" mb="2">
            {family}{' '}
            <Text as="span" fontSize="sm" color="fg.muted">
              ({ops.length})
            </Text>
          </Heading>
          <Stack gap="2">
            {ops.map((op) => (
              <Box key={op.id} borderWidth="1px" rounded="md" p="3" css={{ breakInside: 'avoid' }}>
                <HStack gap="3" wrap="wrap">
                  <Badge colorPalette={METHOD_COLOURS[op.method] ?? 'gray'}>{op.method}</Badge>
                  <Code>{op.path}</Code>
                  <Text fontSize="xs" color="fg.muted">
                    {op.id}
                  </Text>
                </HStack>
                <Text mt="1">{op.summary}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {op.description}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
