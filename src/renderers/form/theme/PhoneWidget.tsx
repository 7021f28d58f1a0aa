import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { applyMask, PHONE_MASK, unmask } from './phoneMask';
import { useInputHandlers } from './useInputHandlers';

/**
 * A telephone number: shown through the mask ('### ### - ####' unless
 * ui:options.mask says otherwise), kept as its digits alone ('7055551234'),
 * which is what the phone format and the server check.
 */
export function PhoneWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, options, onChange } = props;
  const mask = typeof options.mask === 'string' ? options.mask : PHONE_MASK;
  const handlers = useInputHandlers(props);
  return (
    <Input
      id={id}
      name={htmlName || id}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={typeof value === 'string' ? applyMask(unmask(value, mask), mask) : ''}
      placeholder={placeholder || mask}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      {...handlers}
      onChange={(e) => {
        const digits = unmask(e.target.value, mask);
        onChange(digits === '' ? options.emptyValue : digits);
      }}
    />
  );
}
