import { useState } from 'react';
import { Field, Text } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import useSWR from 'swr';
import { request } from '../../../api/client';
import { useT } from '../../../core/i18n/useT';
import { PickSlotContext } from '../theme/pickSlot';
import { ChoiceSelect } from './SelectWidget';
import { entriesOf, labelOf, picked, type PickOptions } from './pickValues';

/**
 * An object filled from a list the user keeps (ui:field "pick",
 * ui:options.pick): a party from the address book, an item's product
 * description, a whole bill of lading from a template. A select of the
 * entries sits over the object's own inputs, inside its fieldset; choosing one puts its values in
 * (pickValues.ts), and the inputs stay editable.
 */
export function PickField(props: FieldProps<Record<string, unknown>>) {
  const { fieldPathId, formData, onChange, uiSchema, registry, schema, disabled, readonly } = props;
  const t = useT();
  const o = (uiSchema?.['ui:options'] as { pick?: PickOptions } | undefined)?.pick;
  const [chosen, setChosen] = useState<number>();
  const { data, error } = useSWR(o ? ['pick', o.call, JSON.stringify(o.query ?? {})] : null, () => request(o!.call, { query: o!.query ?? {}, silent: true }), { revalidateOnFocus: false });
  const entries = o ? entriesOf(data, o.list) : [];
  const ObjectField = registry.fields.ObjectField!;
  const id = `${fieldPathId.$id}__pick`;
  const properties = Object.keys((schema.properties ?? {}) as object);
  const picker = o && (
    <Field.Root maxW="md">
      <Field.Label htmlFor={id}>{t(o.title)}</Field.Label>
      {error ? (
        <Text color="fg.error">{t('Error getting data')}</Text>
      ) : (
        <ChoiceSelect
          id={id}
          choices={entries.map((e, i) => ({ value: i, label: labelOf(e, o.label) }))}
          value={chosen}
          disabled={disabled || readonly || !data || !entries.length}
          placeholder={data && !entries.length ? t('None saved yet') : undefined}
          onChange={(v) => {
            setChosen(v as number | undefined);
            const entry = v === undefined ? undefined : entries[v as number];
            if (entry) onChange(picked(formData, entry, o, properties), fieldPathId.path);
          }}
        />
      )}
    </Field.Root>
  );
  // The object's template draws the picker inside its fieldset, under the legend (theme/pickSlot).
  return (
    <PickSlotContext.Provider value={{ forId: fieldPathId.$id, node: picker }}>
      <ObjectField {...props} />
    </PickSlotContext.Provider>
  );
}
