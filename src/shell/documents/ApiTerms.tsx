import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';

/** /documents/api-terms-of-use: the terms the 429 notice links to. */
export function ApiTerms() {
  const t = useT();
  const terms = [
    'Use the API only for your own shipments and the accounts you are allowed to act for.',
    'Keep your token secret; anyone holding it acts as you. Sign out or reset the token if it is exposed.',
    'Each account has a daily access limit. When it is reached the API answers 429 until the next day.',
    'Do not try to reach data of other customers, to bypass access rules, or to overload the service.',
    'The API may change; planned calls answer 501 until they are available.',
    'Access may be suspended for use that breaks these terms.',
  ];
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('API terms of use')}
      </Heading>
      <Text>{t('By using the API you accept these terms.')}</Text>
      <List.Root as="ol" gap="2" ps="5">
        {terms.map((term) => (
          <List.Item key={term}>{t(term)}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
