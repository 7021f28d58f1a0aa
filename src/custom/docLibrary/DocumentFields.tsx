import { Field, HStack, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import type { LibraryConfig } from './libraryTypes';

export interface Fields {
  doctype: string;
  title: string;
  description: string;
  tags: string;
}

export const emptyFields = (config: LibraryConfig): Fields => ({ doctype: config.doctypes[0]?.doctype ?? 'GENERAL', title: '', description: '', tags: '' });

/** A document's own fields: its type (the library's types), title, description and tags. */
export function DocumentFields({ config, value, onChange, showFaults }: { config: LibraryConfig; value: Fields; onChange: (v: Fields) => void; showFaults: boolean }) {
  const t = useT();
  const titleFault = showFaults && !value.title.trim();
  return (
    <>
      <HStack gap="3" align="start" wrap="wrap">
        <Field.Root maxW="16rem">
          <Field.Label>{t('Document type')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={value.doctype} onChange={(e) => onChange({ ...value, doctype: e.currentTarget.value })}>
              {config.doctypes.map((d) => (
                <option key={d.doctype} value={d.doctype}>
                  {t(d.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="24rem" required invalid={titleFault}>
          <Field.Label>{t('Title')}</Field.Label>
          <Input size="sm" value={value.title} maxLength={200} onChange={(e) => onChange({ ...value, title: e.currentTarget.value })} />
          {titleFault && <Field.ErrorText>{t('Field is required')}</Field.ErrorText>}
        </Field.Root>
        <Field.Root maxW="20rem">
          <Field.Label>{t('Tags')}</Field.Label>
          <Input size="sm" value={value.tags} maxLength={1000} placeholder={t('Separated by commas')} onChange={(e) => onChange({ ...value, tags: e.currentTarget.value })} />
        </Field.Root>
      </HStack>
      <Field.Root>
        <Field.Label>{t('Description')}</Field.Label>
        <Textarea size="sm" value={value.description} maxLength={2000} onChange={(e) => onChange({ ...value, description: e.currentTarget.value })} />
      </Field.Root>
    </>
  );
}
