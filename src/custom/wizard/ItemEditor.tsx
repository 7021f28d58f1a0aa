import { Button, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { itemFaults, type ItemDraft, type OutputFormat } from './processingItems';

const OUTPUTS: OutputFormat[] = ['PDF', 'TIFF', 'JPEG'];

function Choice<T extends string>({ label, value, options, onChange, labelOf }: { label: string; value: T; options: T[]; onChange: (v: T) => void; labelOf: (v: T) => string }) {
  return (
    <Field.Root maxW="10rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {labelOf(o)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** One document to make: its name, output format and pages (All, or Custom ranges like 1-5, 8, 11-13). */
export function ItemEditor({ item, index, onChange, onRemove, showFaults }: { item: ItemDraft; index: number; onChange: (item: ItemDraft) => void; onRemove?: () => void; showFaults: boolean }) {
  const t = useT();
  const faults = showFaults ? itemFaults(item) : {};
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid={`document-${index + 1}`} role="group" aria-label={t('Document {1}', { 1: index + 1 })}>
      <HStack gap="3" align="start" wrap="wrap">
        <Field.Root invalid={!!faults.pdfname} maxW="20rem" required>
          <Field.Label>{t('Document name')}</Field.Label>
          <Input size="sm" value={item.pdfname} maxLength={100} onChange={(e) => onChange({ ...item, pdfname: e.currentTarget.value })} />
          {faults.pdfname && <Field.ErrorText>{t(faults.pdfname)}</Field.ErrorText>}
        </Field.Root>
        <Choice label={t('Output')} value={item.pdfoutput} options={OUTPUTS} labelOf={(o) => o} onChange={(pdfoutput) => onChange({ ...item, pdfoutput })} />
        <Choice label={t('Pages')} value={item.pages} options={['All', 'Custom'] as const as ('All' | 'Custom')[]} labelOf={(o) => t(o)} onChange={(pages) => onChange({ ...item, pages })} />
        {item.pages === 'Custom' && (
          <Field.Root invalid={!!faults.custom} maxW="14rem" required>
            <Field.Label>{t('Custom pages')}</Field.Label>
            <Input size="sm" value={item.custom} placeholder="1-5, 8, 11-13" maxLength={200} onChange={(e) => onChange({ ...item, custom: e.currentTarget.value })} />
            {faults.custom && <Field.ErrorText>{t(faults.custom)}</Field.ErrorText>}
          </Field.Root>
        )}
        {onRemove && (
          <Button size="sm" variant="ghost" alignSelf="end" onClick={onRemove}>
            {t('Remove')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
