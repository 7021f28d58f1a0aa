import { useState } from 'react';
import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { ApiError } from '../../api/ApiError';
import { download, saveFile } from '../../api/download';
import { callRegistry } from '../../api/generated/registry';
import type { CallDef } from '../../api/callDef';
import { useT } from '../../core/i18n/useT';
import { LabelSheetFields, useLabelFormats } from '../labels/LabelSheetFields';
import type { SheetForm } from '../labels/labelSheet';

/** Labels of a finalised BOL: a sheet format, the first free position on it, how many (one per piece by default). */
export function LabelsPanel({ bolId, pieces }: { bolId: number; pieces: number }) {
  const t = useT();
  const formats = useLabelFormats();
  const [form, setForm] = useState<SheetForm>({ format: 'AVERY5163', start: '1', count: String(pieces) });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    setError(undefined);
    try {
      // The server checks the sheet and answers the spec's message ('Invalid number of labels').
      const query = { format: form.format, start_position: Number(form.start) || 1, number_of_labels: Number(form.count) };
      saveFile(await download({ ...(callRegistry['bol.labels'] as CallDef), silent: true }, { params: { bol_id: bolId }, query }));
    } catch (e) {
      setError(e instanceof ApiError ? (e.errors[0]?.message ?? e.detail) : t('Error occurred'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">
        {t('Shipping labels')}
      </Heading>
      <LabelSheetFields formats={formats} form={form} onChange={setForm}>
        <Button colorPalette="blue" loading={busy} onClick={() => void print()}>
          {t('Print labels')}
        </Button>
      </LabelSheetFields>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(error)}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
