import { Box, Fieldset, Flex, HStack, Text } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { ACCESSORIALS, CHARGE_LABELS, SERVICE_LABELS } from '../../shared/quoting/quoteLabels';
import { SelectField, TextField, type ErrorAt } from './fields';
import { accessorialFault, type QuoteFormState } from './quoteFormState';

interface Props {
  state: QuoteFormState;
  set: (patch: Partial<QuoteFormState>) => void;
  errorAt: ErrorAt;
  today: string;
}

/** Accessorials (the §5 rule shown as they are ticked), declared value, guaranteed or intermodal service, ship date. */
export function ServiceFields({ state, set, errorAt, today }: Props) {
  const t = useT();
  const toggle = (code: string) => set({ accessorials: state.accessorials.includes(code) ? state.accessorials.filter((a) => a !== code) : [...state.accessorials, code] });
  const fault = accessorialFault(state.accessorials, today) ?? errorAt('/accessorials');
  return (
    <Stack4>
      <Fieldset.Root invalid={!!fault}>
        <Fieldset.Legend>{t('Accessorials')}</Fieldset.Legend>
        <Flex gap="4" wrap="wrap">
          {ACCESSORIALS.map((code) => (
            <label key={code} style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
              <input type="checkbox" checked={state.accessorials.includes(code)} onChange={() => toggle(code)} />
              {t(CHARGE_LABELS[code]!)}
            </label>
          ))}
        </Flex>
        {fault && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {t(fault)}
          </Text>
        )}
      </Fieldset.Root>
      <HStack align="start" gap="3" wrap="wrap">
        <TextField label="Ship date" type="date" width="11rem" required value={state.ship_date} onChange={(v) => set({ ship_date: v })} error={errorAt('/ship_date')} />
        <TextField label="Declared value (CAD)" type="number" width="11rem" value={state.declared_value} onChange={(v) => set({ declared_value: v })} error={errorAt('/declared_value')} />
        <SelectField label="Service" width="14rem" value={state.guaranteed} onChange={(v) => set({ guaranteed: v as QuoteFormState['guaranteed'] })} error={errorAt('/guaranteed')} options={Object.entries(SERVICE_LABELS)} />
        <Box>
          <label style={{ display: 'flex', gap: '0.4rem', alignItems: 'center', marginTop: '1.9rem' }}>
            <input type="checkbox" checked={state.intermodal} onChange={() => set({ intermodal: !state.intermodal })} />
            {t('Intermodal (rail)')}
          </label>
          {errorAt('/intermodal') && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {t(errorAt('/intermodal')!)}
            </Text>
          )}
        </Box>
      </HStack>
    </Stack4>
  );
}

const Stack4 = ({ children }: { children: React.ReactNode }) => <Flex direction="column" gap="4">{children}</Flex>;
