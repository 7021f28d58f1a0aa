import { Field, HStack, Text } from '@chakra-ui/react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { showsErrors } from './formContext';
import { CharacterCounter, showsCounter } from './CharacterCounter';

/**
 * Label, required marker, help and the field's first error. The marker sits
 * outside the <label> so the field's accessible name is its title alone.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, displayLabel, schema, registry, uiSchema, formData } = props;
  if (hidden) return <div hidden>{children}</div>;
  const error = showsErrors(registry.formContext, id) ? rawErrors?.[0] : undefined;
  // The root object (and any nested one or list) lays out its own fields; a rule about the
  // whole list or object ('A maximum of four accessorials') shows under them.
  if (schema.type === 'object' || schema.type === 'array')
    return (
      <>
        {children}
        {error && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {error}
          </Text>
        )}
      </>
    );
  return (
    <Field.Root id={id} invalid={!!error} required={required}>
      {displayLabel && (
        <HStack gap="1">
          <Field.Label>{label}</Field.Label>
          {required && (
            <Text as="span" aria-hidden="true" color="fg.error">
              *
            </Text>
          )}
        </HStack>
      )}
      {children}
      {showsCounter(schema, uiSchema) && <CharacterCounter value={formData} max={schema.maxLength!} />}
      {rawHelp && <Field.HelperText>{rawHelp}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
