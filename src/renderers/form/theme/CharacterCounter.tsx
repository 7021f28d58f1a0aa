import { Text } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';

/** Whether a text field shows its counter: textareas with a maxLength by default, any field with ui:options.counter. */
export function showsCounter(schema: { maxLength?: unknown }, uiSchema: UiSchema | undefined): boolean {
  if (typeof schema.maxLength !== 'number') return false;
  const counter = (uiSchema?.['ui:options'] as { counter?: boolean } | undefined)?.counter ?? uiSchema?.['ui:counter'];
  return typeof counter === 'boolean' ? counter : uiSchema?.['ui:widget'] === 'textarea';
}

/** 'length / maxLength' under a text field (02-business.md §5, character counter), counted as ajv counts. */
export function CharacterCounter({ value, max }: { value: unknown; max: number }) {
  const length = typeof value === 'string' ? [...value].length : 0;
  return (
    <Text fontSize="xs" color={length > max ? 'fg.error' : 'fg.muted'} textAlign="end" aria-live="polite" data-testid="character-counter">
      {length} / {max}
    </Text>
  );
}
