import { Input, InputGroup } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useInputHandlers } from './useInputHandlers';

/** A money amount: a number typed as text behind a currency prefix ('$' unless ui:options.prefix says otherwise). */
export function CurrencyWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, options } = props;
  const prefix = typeof options.prefix === 'string' ? options.prefix : '$';
  return (
    <InputGroup startAddon={prefix}>
      <Input
        id={id}
        name={htmlName || id}
        inputMode="decimal"
        value={value ?? ''}
        placeholder={placeholder}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        {...useInputHandlers(props)}
      />
    </InputGroup>
  );
}
