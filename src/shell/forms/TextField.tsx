import { Field, Input } from '@chakra-ui/react';
import type { HTMLInputTypeAttribute } from 'react';
import { useT } from '../../core/i18n/useT';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** English messages; shown translated under the field. */
  errors?: string[];
  required?: boolean;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  maxLength?: number;
  /** Values of the label's {1}, {2}... */
  labelValues?: Record<string, string | number>;
}

/** A labelled input of the shell's forms, with its messages (already English keys, translated here). */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  errors = [],
  required = true,
  inputMode,
  maxLength,
  labelValues,
}: Props) {
  const t = useT();
  return (
    <Field.Root required={required} invalid={errors.length > 0}>
      <Field.Label>{t(label, labelValues)}</Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        inputMode={inputMode}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
      {errors.map((m) => (
        <Field.ErrorText key={m}>{t(m)}</Field.ErrorText>
      ))}
    </Field.Root>
  );
}
