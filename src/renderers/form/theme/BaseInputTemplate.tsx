import { Input } from '@chakra-ui/react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useInputHandlers } from './useInputHandlers';

/**
 * Text, email and number inputs. Numbers are typed in a text input (with a
 * decimal keyboard): a browser number input empties what is not a number, and
 * the user must see 'Value must be number' rather than 'Field is required'.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, schema, type, options, onChangeOverride } = props;
  const input = getInputProps(schema, type, options);
  const numeric = input.type === 'number' || input.type === 'integer';
  const handlers = useInputHandlers(props);
  return (
    <Input
      id={id}
      name={htmlName || id}
      type={numeric ? 'text' : input.type}
      inputMode={numeric ? 'decimal' : undefined}
      autoComplete={input.autoComplete}
      value={value ?? ''}
      placeholder={placeholder}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      {...handlers}
      onChange={onChangeOverride ?? handlers.onChange}
    />
  );
}
