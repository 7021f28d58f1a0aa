import type { ChangeEvent, FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';

type Target = HTMLInputElement | HTMLTextAreaElement;

/**
 * rjsf's input contract: an emptied input reports options.emptyValue
 * (undefined), so a cleared required field counts as missing.
 */
export function useInputHandlers({ id, onChange, onBlur, onFocus, options }: WidgetProps) {
  return {
    onChange: (e: ChangeEvent<Target>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value),
    onBlur: (e: FocusEvent<Target>) => onBlur(id, e.target.value),
    onFocus: (e: FocusEvent<Target>) => onFocus(id, e.target.value),
  };
}
