import { Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import useSWR from 'swr';
import { request } from '../../../api/client';
import { useT } from '../../../core/i18n/useT';
import { ChoiceSelect } from './SelectWidget';

interface Option {
  value: string | number;
  label: string;
}

/**
 * A select whose choices come from a catalogue call of the definition
 * (ui:options.optionsFrom = {call: 'GET users/options', list: 'menu_groups'}):
 * the lists the server lets this user give, loaded once for the whole form.
 */
export function OptionsSelectWidget(props: WidgetProps) {
  const { id, options, value, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const t = useT();
  const from = options.optionsFrom as { call: string; list?: string } | undefined;
  const { data, error } = useSWR(from ? ['options', from.call] : null, () => request<Record<string, Option[]> | Option[]>(from!.call), { revalidateOnFocus: false });
  const list = (Array.isArray(data) ? data : from?.list ? data?.[from.list] : undefined) ?? [];
  if (error) return <Text color="fg.error">{t('Error getting data')}</Text>;
  return (
    <ChoiceSelect
      id={id}
      choices={list.map((o) => ({ value: o.value, label: t(o.label) }))}
      value={value}
      required={required}
      disabled={disabled || readonly || !data}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
