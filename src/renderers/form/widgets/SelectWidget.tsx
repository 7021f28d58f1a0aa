import { NativeSelect } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../../core/i18n/useT';
import { indexOf, type Choice } from './choices';
import { CheckboxesWidget } from './CheckboxWidget';

/** One choice of a fixed list (an enum, with ui:enumNames as labels): the portal's select. */
export function SelectWidget(props: WidgetProps) {
  // Several choices of a list are drawn as checkboxes: one click each, no modifier keys.
  if (props.multiple) return <CheckboxesWidget {...props} />;
  const { id, options, value, required, disabled, readonly, onChange, onBlur, onFocus, placeholder } = props;
  const choices: Choice[] = (options.enumOptions ?? []).map((o) => ({ value: o.value, label: o.label }));
  return <ChoiceSelect id={id} choices={choices} value={value} required={required} disabled={disabled || readonly} placeholder={placeholder} onChange={onChange} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)} />;
}

export interface ChoiceSelectProps {
  id: string;
  choices: readonly Choice[];
  value: unknown;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  onFocus?: () => void;
}

/** A native select over typed choices: the empty first option is no value (so `required` can say so). */
export function ChoiceSelect({ id, choices, value, required, disabled, placeholder, onChange, onBlur, onFocus }: ChoiceSelectProps) {
  const t = useT();
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        id={id}
        name={id}
        value={indexOf(choices, value)}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)]!.value)}
        onBlur={onBlur}
        onFocus={onFocus}
      >
        <option value="">{placeholder || t('Select...')}</option>
        {choices.map((c, i) => (
          <option key={i} value={String(i)}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
