import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';

/** Where the server's or the form's messages stand, by JSON pointer of the request. */
export type ErrorAt = (pointer: string) => string | undefined;

interface TextProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'number' | 'date';
  width?: string;
  name?: string;
}

/** A labelled input with its message under it (the label is English, translated here). */
export function TextField({ label, value, onChange, error, required, type = 'text', width, name }: TextProps) {
  const t = useT();
  return (
    <Field.Root invalid={!!error} required={required} width={width}>
      <Field.Label>
        {t(label)}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input size="sm" type={type} name={name} value={value} min={type === 'number' ? 0 : undefined} onChange={(e) => onChange(e.target.value)} />
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

interface SelectProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [value: string, label: string][];
  error?: string;
  width?: string;
}

/** A labelled native select; option labels are English, translated here (coded values as labels). */
export function SelectField({ label, value, onChange, options, error, width }: SelectProps) {
  const t = useT();
  return (
    <Field.Root invalid={!!error} width={width}>
      <Field.Label>{t(label)}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {t(l)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
