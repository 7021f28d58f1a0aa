import { Fieldset, Stack } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { usePickSlot } from './pickSlot';

/**
 * The fields of an object one under the other. A nested object (the pickup's
 * shipper, its destination) is a fieldset under its title (ui:title); an
 * object filled by a pick (ui:field "pick") has its picker first; its ui:help shows under the title.
 */
export function ObjectFieldTemplate({ properties, title, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  const picker = usePickSlot(fieldPathId.$id);
  const fields = (
    <Stack gap="4">
      {picker}
      {properties.map((p) => (
        <div key={p.name} hidden={p.hidden}>
          {p.content}
        </div>
      ))}
    </Stack>
  );
  const nested = fieldPathId.path.length > 0;
  if (!nested) return fields;
  // A group's help says what holds for all its fields (the credit application's terms under the credit asked for).
  const help = typeof uiSchema?.['ui:help'] === 'string' ? uiSchema['ui:help'] : null;
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="4">
      <Fieldset.Legend fontWeight="semibold" px="1">
        {String(uiSchema?.['ui:title'] ?? title)}
      </Fieldset.Legend>
      {help && <Fieldset.HelperText>{help}</Fieldset.HelperText>}
      <Fieldset.Content mt="2">{fields}</Fieldset.Content>
    </Fieldset.Root>
  );
}
