import { Fieldset, HStack } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { SelectField, TextField, type ErrorAt } from './fields';
import type { PlaceState } from './quoteFormState';

interface Props {
  legend: string;
  pointer: '/origin' | '/destination';
  value: PlaceState;
  onChange: (v: PlaceState) => void;
  errorAt: ErrorAt;
}

/** Origin or destination: postal or ZIP code (required), city, province or state, country. */
export function PlaceFields({ legend, pointer, value, onChange, errorAt }: Props) {
  const t = useT();
  const set = (patch: Partial<PlaceState>) => onChange({ ...value, ...patch });
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t(legend)}</Fieldset.Legend>
      <HStack align="start" gap="3" wrap="wrap">
        <TextField label="Postal/Zip code" name={`${pointer.slice(1)}_postal`} required width="10rem" value={value.postal_code} onChange={(v) => set({ postal_code: v })} error={errorAt(`${pointer}/postal_code`)} />
        <TextField label="City" width="14rem" value={value.city} onChange={(v) => set({ city: v })} error={errorAt(`${pointer}/city`)} />
        <TextField label="Province/State" width="8rem" value={value.province} onChange={(v) => set({ province: v })} error={errorAt(`${pointer}/province`)} />
        <SelectField label="Country" width="9rem" value={value.country} onChange={(v) => set({ country: v as PlaceState['country'] })} options={[['CA', 'Canada'], ['US', 'United States']]} />
      </HStack>
    </Fieldset.Root>
  );
}
