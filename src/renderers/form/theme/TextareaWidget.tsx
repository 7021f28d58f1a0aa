import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useInputHandlers } from './useInputHandlers';

export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, options } = props;
  return (
    <Textarea
      id={id}
      name={htmlName || id}
      value={value ?? ''}
      placeholder={placeholder}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      {...useInputHandlers(props)}
    />
  );
}
