import { Alert, Box, Heading, Stack } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { RecordFields, RecordTable } from '../detail/RecordDetails';
import { detailItems } from '../detail/detailItems';
import type { FormResult as ResultDefinition } from './formDefinition';

type Data = Record<string, unknown>;

/** A search form's answer under it: its fields, its lists as tables (rows linking on), and one line per message. */
export function FormResult({ def, answer, company }: { def: ResultDefinition; answer: Data; company: string }) {
  const t = useT();
  const messages = def.messages && Array.isArray(answer[def.messages.field]) ? (answer[def.messages.field] as Data[]) : [];
  return (
    <Stack gap="5" pt="6" data-testid="form-result">
      {def.fields && <RecordFields items={detailItems(def.fields, answer)} />}
      {def.tables?.map((table) => <RecordTable key={table.field} table={table} record={answer} company={company} />)}
      {def.messages && messages.length > 0 && (
        <Box as="section">
          <Heading as="h2" size="sm" pb="2">
            {t(def.messages.title)}
          </Heading>
          <Stack gap="2">
            {messages.map((m, i) => (
              <Alert.Root key={i} status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>
                  {String(m[def.messages!.key] ?? '')}: {t(String(m[def.messages!.text] ?? ''))}
                </Alert.Title>
              </Alert.Root>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
