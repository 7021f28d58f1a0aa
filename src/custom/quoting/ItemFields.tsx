import { Button, Fieldset, HStack, Stack } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { FREIGHT_CLASSES } from '../../shared/quoting/quoteLabels';
import { SelectField, TextField, type ErrorAt } from './fields';
import { emptyItem, type ItemState } from './quoteFormState';

/** The most lines a quote takes (the catalogue's maxItems). */
export const MAX_ITEMS = 12;

interface Props {
  items: ItemState[];
  onChange: (items: ItemState[]) => void;
  errorAt: ErrorAt;
}

/**
 * The shipment's lines: pieces and weight, and either a freight class or the
 * dimensions (each piece) or cube, from which the class follows the density.
 * Limits of 02-business.md §5 are the server's schema and rules.
 */
export function ItemFields({ items, onChange, errorAt }: Props) {
  const t = useT();
  const set = (i: number, patch: Partial<ItemState>) => onChange(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('Items')}</Fieldset.Legend>
      <Stack gap="4">
        {items.map((it, i) => {
          const at = (f: string) => errorAt(`/items/${i}/${f}`);
          return (
            <HStack key={i} align="end" gap="2" wrap="wrap" data-testid={`item-${i}`}>
              <TextField label="Pieces" type="number" width="6rem" required value={it.pieces} onChange={(v) => set(i, { pieces: v })} error={at('pieces')} />
              <TextField label="Weight (lb)" name={`weight_${i}`} type="number" width="8rem" required value={it.weight} onChange={(v) => set(i, { weight: v })} error={at('weight')} />
              <SelectField label="Class" width="7rem" value={it.class} onChange={(v) => set(i, { class: v })} error={at('class')} options={[['', 'By density'], ...FREIGHT_CLASSES.map((c): [string, string] => [c, c])]} />
              <TextField label="Description" width="14rem" value={it.description} onChange={(v) => set(i, { description: v })} error={at('description')} />
              <TextField label="Length" type="number" width="6rem" value={it.length} onChange={(v) => set(i, { length: v })} error={at('length')} />
              <TextField label="Width" type="number" width="6rem" value={it.width} onChange={(v) => set(i, { width: v })} error={at('width')} />
              <TextField label="Height" type="number" width="6rem" value={it.height} onChange={(v) => set(i, { height: v })} error={at('height')} />
              <SelectField label="Unit" width="6rem" value={it.dimension_unit} onChange={(v) => set(i, { dimension_unit: v as ItemState['dimension_unit'] })} options={[['in', 'in'], ['ft', 'ft'], ['cm', 'cm']]} />
              <TextField label="Cube (ft³)" type="number" width="7rem" value={it.cube} onChange={(v) => set(i, { cube: v })} error={at('cube')} />
              {items.length > 1 && (
                <Button size="sm" variant="ghost" onClick={() => onChange(items.filter((_, j) => j !== i))}>
                  {t('Remove')}
                </Button>
              )}
            </HStack>
          );
        })}
        {items.length < MAX_ITEMS && (
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...items, emptyItem()])}>
            {t('Add an item')}
          </Button>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
