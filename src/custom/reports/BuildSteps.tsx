import { Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import type { Column, Definition } from './reportTypes';
import type { Draft } from './useReportDraft';

type Props = { draft: Draft; columns: Column[]; set: (d: Partial<Draft>) => void };
type Sort = NonNullable<Definition['sort']>;

function Select({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Columns: tick up to 70 columns (the server refuses more with the spec's message); number columns can be summed. */
export function ColumnsStep({ draft, columns, set }: Props) {
  const t = useT();
  const chosen = new Set<string>(draft.columns);
  const sums = new Set(draft.sum_columns ?? []);
  const toggle = (name: string, on: boolean) =>
    set({ columns: (on ? [...draft.columns, name] : draft.columns.filter((c) => c !== name)) as Definition['columns'], ...(on ? {} : { sum_columns: (draft.sum_columns ?? []).filter((s) => s !== name) }) });
  return (
    <Stack gap="2">
      <Text>{t('{1} of {2} columns chosen (a maximum of 70 columns per report)', { 1: chosen.size, 2: columns.length })}</Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="1">
        {columns.map((c) => (
          <HStack key={c.name} gap="2">
            <Checkbox.Root checked={chosen.has(c.name)} onCheckedChange={(e) => toggle(c.name, !!e.checked)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{c.label}</Checkbox.Label>
            </Checkbox.Root>
            {c.summable && chosen.has(c.name) && (
              <Checkbox.Root size="sm" checked={sums.has(c.name)} onCheckedChange={(e) => set({ sum_columns: e.checked ? [...sums, c.name] : [...sums].filter((s) => s !== c.name) })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('Sum')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          </HStack>
        ))}
      </SimpleGrid>
      <Text fontSize="sm">{t('Select up to 10 columns to add together')}</Text>
    </Stack>
  );
}

/** Sort: up to 3 levels over any column of the base report. */
export function SortStep({ draft, columns, set }: Props) {
  const t = useT();
  const sort = (draft.sort ?? []) as { column: string; direction: 'asc' | 'desc' }[];
  const levels = [0, 1, 2].map((i) => sort[i] ?? { column: '', direction: 'asc' as const });
  const update = (i: number, level: { column: string; direction: 'asc' | 'desc' }) => {
    const next = levels.map((l, j) => (j === i ? level : l)).filter((l) => l.column);
    set({ sort: next as Sort });
  };
  return (
    <Stack gap="2">
      {levels.map((level, i) => (
        <HStack key={i} gap="3" align="end">
          <Select label={t('Sort level {1}', { 1: i + 1 })} value={level.column} options={[['', t('None')], ...columns.map((c) => [c.name, c.label] as [string, string])]} onChange={(v) => update(i, { ...level, column: v })} />
          <Select label={t('Direction')} value={level.direction} options={[['asc', t('Ascending')], ['desc', t('Descending')]]} onChange={(v) => update(i, { ...level, direction: v as 'asc' | 'desc' })} />
        </HStack>
      ))}
    </Stack>
  );
}

/** Customize: name, title, header, footer, access level, output and format, and one calculated column. */
/** General reports are saved by staff only: the server refuses a customer's (GENERAL_REPORT_DENIED). */
export function CustomizeStep({ draft, set }: Props) {
  const t = useT();
  const calc = draft.calculated_columns?.[0];
  const text = (label: string, value: string | undefined, onChange: (v: string) => void) => (
    <Field.Root maxW="lg">
      <Field.Label>{label}</Field.Label>
      <Input aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)} />
    </Field.Root>
  );
  return (
    <Stack gap="3">
      {text(t('Report name'), draft.name, (v) => set({ name: v }))}
      {text(t('Title'), draft.title, (v) => set({ title: v || undefined }))}
      {text(t('Header'), draft.header, (v) => set({ header: v || undefined }))}
      {text(t('Footer'), draft.footer, (v) => set({ footer: v || undefined }))}
      <HStack gap="3" wrap="wrap">
        <Select label={t('Access level')} value={draft.access_level} options={[['personal', t('Personal')], ['company', t('Company')], ['general', t('General')]]} onChange={(v) => set({ access_level: v as Draft['access_level'] })} />
        <Select label={t('Output')} value={draft.output} options={[['email', t('Email')], ['archive', t('Archive')]]} onChange={(v) => set({ output: v as Draft['output'] })} />
        <Select label={t('Format')} value={draft.format} options={['Excel', 'PDF', 'HTML', 'JSON'].map((f) => [f, t(f)] as [string, string])} onChange={(v) => set({ format: v as Draft['format'] })} />
      </HStack>
      <Text fontWeight="bold">{t('Calculated column')}</Text>
      <HStack gap="3" wrap="wrap">
        {text(t('Column name'), calc?.name, (v) => set({ calculated_columns: v || calc?.expression ? [{ ...calc, name: v, expression: calc?.expression ?? '' }] : [] }))}
        {text(t('Formula, e.g. round(charges / weight * 100, 2)'), calc?.expression, (v) => set({ calculated_columns: v || calc?.name ? [{ ...calc, name: calc?.name ?? '', expression: v }] : [] }))}
      </HStack>
    </Stack>
  );
}
