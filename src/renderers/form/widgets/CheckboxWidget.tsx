import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';

const Box = chakra('input');

/** A yes/no field: a checkbox with its label beside it (rjsf gives booleans no label above). */
export function CheckboxWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus, hideLabel }: WidgetProps) {
  return (
    <HStack as="label" gap="2" cursor="pointer">
      <Box
        type="checkbox"
        id={id}
        name={id}
        checked={value === true}
        disabled={disabled || readonly}
        w="4"
        h="4"
        accentColor="colorPalette.solid"
        onChange={(e) => onChange(e.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {!hideLabel && <Text>{label}</Text>}
    </HStack>
  );
}

/**
 * Several choices of a fixed list (an array of enum values): one checkbox
 * each, under the list's title (the FieldTemplate gives lists no label).
 */
export function CheckboxesWidget({ id, value, options, label, hideLabel, disabled, readonly, onChange }: WidgetProps) {
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const choices = options.enumOptions ?? [];
  const labelId = `${id}-label`;
  return (
    <Stack gap="1" role="group" aria-labelledby={hideLabel ? undefined : labelId}>
      {!hideLabel && (
        <Text id={labelId} fontSize="sm" fontWeight="medium">
          {label}
        </Text>
      )}
      {choices.map((c, i) => (
        <HStack as="label" key={i} gap="2" cursor="pointer">
          <Box
            type="checkbox"
            id={`${id}-${i}`}
            checked={selected.includes(c.value)}
            disabled={disabled || readonly}
            w="4"
            h="4"
            accentColor="colorPalette.solid"
            onChange={(e) => {
              // Kept in the list's own order, so the saved value does not depend on the order of clicks.
              const next = choices.map((o) => o.value).filter((v) => (v === c.value ? e.target.checked : selected.includes(v)));
              onChange(next.length ? next : undefined);
            }}
          />
          <Text>{c.label}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
