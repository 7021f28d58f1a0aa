import { useEffect, useState, type ReactNode } from 'react';
import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { callApi } from '../../api/client';
import type { CallTypes } from '../../api/generated/types';
import { useT } from '../../core/i18n/useT';
import type { SheetForm } from './labelSheet';

export type LabelFormat = CallTypes['label.formats']['response'][number];

/** The label formats the server draws (label.formats); none when they cannot be read. */
export function useLabelFormats(): LabelFormat[] {
  const [formats, setFormats] = useState<LabelFormat[]>([]);
  useEffect(() => {
    let live = true;
    void callApi('label.formats', { silent: true }).then(
      (f) => live && setFormats(f),
      () => live && setFormats([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return formats;
}

interface Props {
  formats: LabelFormat[];
  form: SheetForm;
  onChange: (form: SheetForm) => void;
  /** What an empty count means, when it may be empty (one label per piece). */
  countPlaceholder?: string;
  /** The action beside the fields (Print labels). */
  children?: ReactNode;
}

/**
 * A label sheet's fields, the same wherever labels are printed (a finalised
 * BOL's panel, the saved labels' print page): the format, the first free
 * position on a partly used sheet, and how many labels.
 */
export function LabelSheetFields({ formats, form, onChange, countPlaceholder, children }: Props) {
  const t = useT();
  const set = (k: keyof SheetForm) => (e: { currentTarget: { value: string } }) => onChange({ ...form, [k]: e.currentTarget.value });
  return (
    <HStack gap="4" align="end" wrap="wrap">
      <Field.Root maxW="xs">
        <Field.Label>{t('Label format')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={form.format} onChange={set('format')}>
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
        <Input type="number" value={form.start} onChange={set('start')} />
      </Field.Root>
      <Field.Root maxW="48">
        <Field.Label>{t('Number of labels')}</Field.Label>
        <Input type="number" value={form.count} placeholder={countPlaceholder && t(countPlaceholder)} onChange={set('count')} />
      </Field.Root>
      {children}
    </HStack>
  );
}
