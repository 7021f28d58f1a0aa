import type { ReactNode } from 'react';
import { Alert, Box, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import type { DetailItem } from './detailItems';
import { RecordFields } from './RecordDetails';

export interface DetailViewProps {
  title: string;
  loading: boolean;
  /** English message (failed load, no permission), translated here. */
  error: string | null;
  items: DetailItem[];
  /** Buttons beside the title (edit, delete, list). */
  actions?: ReactNode;
  /** What follows the fields once the record is there: tables, attachments. */
  children?: ReactNode;
}

/** One record, read-only: the detail screen and the view intent of a form screen draw it alike. */
export function DetailView({ title, loading, error, items, actions, children }: DetailViewProps) {
  const t = useT();
  return (
    <Box as="section" maxW="60rem">
      <HStack justify="space-between" align="start" pb="4" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t(title)}
        </Heading>
        {actions}
      </HStack>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(error)}</Alert.Title>
        </Alert.Root>
      ) : loading ? (
        <Spinner aria-label={t('Loading')} />
      ) : (
        <Stack gap="6">
          <RecordFields items={items} />
          {children}
        </Stack>
      )}
    </Box>
  );
}
