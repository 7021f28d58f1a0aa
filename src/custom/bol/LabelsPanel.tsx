import { useEffect, useState } from 'react';
import { Alert, Button, Field, HStack, Heading, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { download, saveFile } from '../../api/download';
import { callRegistry } from '../../api/generated/registry';
import type { CallDef } from '../../api/callDef';
import type { CallTypes } from '../../api/generated/types';
import { useT } from '../../core/i18n/useT';

type Format = CallTypes['label.formats']['response'][number];

/** Labels of a finalised BOL: a sheet format, the first free position on it, how many (one per piece by default). */
export function LabelsPanel({ bolId, pieces }: { bolId: number; pieces: number }) {
  const t = useT();
  const [formats, setFormats] = useState<Format[]>([]);
  const [format, setFormat] = useState('AVERY5163');
  const [start, setStart] = useState('1');
  const [count, setCount] = useState(String(pieces));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void callApi('label.formats', { silent: true }).then(setFormats, () => setFormats([]));
  }, []);
  const print = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const query = { format, start_position: Number(start) || 1, number_of_labels: Number(count) };
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
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{t('Label format')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={format} onChange={(e) => setFormat(e.currentTarget.value)}>
              {formats.map((f) => (
                <option key={f.code} value={f.code}>
                  {f.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="40">
          <Field.Label>{t('Start position')}</Field.Label>
          <Input type="number" value={start} onChange={(e) => setStart(e.target.value)} />
        </Field.Root>
        <Field.Root maxW="40">
          <Field.Label>{t('Number of labels')}</Field.Label>
          <Input type="number" value={count} onChange={(e) => setCount(e.target.value)} />
        </Field.Root>
        <Button colorPalette="blue" loading={busy} onClick={() => void print()}>
          {t('Print labels')}
        </Button>
      </HStack>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(error)}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
