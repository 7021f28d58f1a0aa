import { useEffect, useState } from 'react';
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import { useT } from '../../../core/i18n/useT';
import { showsErrors } from '../theme/formContext';
import { formatList, parseList } from './recipients';

/**
 * A list typed as one text (ui:field "list"; "recipients" for the email
 * form's To, Cc and Bcc, 02-business.md §4, §5): values separated by commas
 * or spaces (ui:options.separators "comma": by commas only), empty values
 * ignored, and an empty list is no value, so a required To says 'Field is
 * required'. With ui:options.toggle ('Cc') the input stays behind a button
 * until pressed, unless the list is prefilled. Errors of single values show here.
 */
export function RecipientsField(props: FieldProps<string[]>) {
  const { fieldPathId, formData, errorSchema, onChange, onBlur, uiSchema, registry, readonly, disabled, required, name, schema } = props;
  const t = useT();
  const id = fieldPathId.$id;
  const uiOptions = (uiSchema?.['ui:options'] ?? {}) as { toggle?: string; separators?: 'comma' | 'comma-space'; inputMode?: 'email' | 'text' };
  const { toggle, separators } = uiOptions;
  const parse = (text: string) => parseList(text, separators);
  const label = String(uiSchema?.['ui:title'] ?? schema.title ?? name);
  const [text, setText] = useState(formatList(formData));
  const [open, setOpen] = useState(!toggle || !!formData?.length);

  // A list set from outside (a prefilled form) is shown as typed text.
  useEffect(() => {
    if (formatList(parse(text)) !== formatList(formData)) setText(formatList(formData));
    if (formData?.length) setOpen(true);
    // Only a change of the value from outside matters here, not each keystroke.
  }, [formData]);

  if (!open) {
    return (
      <Button size="xs" variant="outline" alignSelf="start" onClick={() => setOpen(true)} disabled={disabled || readonly}>
        {t(toggle!)}
      </Button>
    );
  }
  const itemErrors = Object.entries(errorSchema ?? {})
    .filter(([key]) => /^\d+$/.test(key))
    .flatMap(([, e]) => (e as { __errors?: string[] }).__errors ?? []);
  const shows = showsErrors(registry.formContext, id);
  const error = shows ? itemErrors[0] : undefined;
  // Lists get no label from the FieldTemplate (it lays out lists of inputs): this field is one input, labelled here.
  return (
    <Field.Root id={id} invalid={shows && !!(itemErrors.length || errorSchema?.__errors?.length)} required={required}>
      <HStack gap="1">
        <Field.Label>{label}</Field.Label>
        {required && (
          <Text as="span" aria-hidden="true" color="fg.error">
            *
          </Text>
        )}
      </HStack>
      <Input
        id={id}
        name={id}
        type="text"
        inputMode={uiOptions.inputMode === 'email' ? 'email' : undefined}
        autoComplete={uiOptions.inputMode === 'email' ? 'email' : 'off'}
        value={text}
        readOnly={readonly}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          const list = parse(e.target.value);
          onChange(list.length ? list : undefined, fieldPathId.path);
        }}
        onBlur={() => onBlur(id, text)}
      />
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Field.Root>
  );
}
