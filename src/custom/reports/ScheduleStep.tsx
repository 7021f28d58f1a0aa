import { Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';

/** The schedule a report is saved with (custom_reports.schedule_save): hour 0-23, day of week, day of month 1-31, month 1-12. */
export interface ScheduleDraft {
  frequency: '' | 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';
  hour: number;
  day_of_week: string;
  day_of_month: string;
  month: string;
  cycle: string;
  send_to: string;
}
export const NO_SCHEDULE: ScheduleDraft = { frequency: '', hour: 7, day_of_week: '', day_of_month: '', month: '', cycle: 'Previous day', send_to: '' };

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const CYCLES = ['Previous day', 'Previous week', 'Previous month', 'Month to date', 'Year to date', 'Last 7 days', 'Last 30 days'];

export function ScheduleStep({ value, set }: { value: ScheduleDraft; set: (v: ScheduleDraft) => void }) {
  const t = useT();
  const select = (label: string, key: keyof ScheduleDraft, options: [string, string][]) => (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field aria-label={label} value={String(value[key])} onChange={(e) => set({ ...value, [key]: key === 'hour' ? Number(e.currentTarget.value) : e.currentTarget.value })}>
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
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), String(from + i)] as [string, string]);
  return (
    <Stack gap="3">
      <Text>{t('Leave the frequency empty to save the report without a schedule.')}</Text>
      <HStack gap="3" wrap="wrap">
        {select(t('Frequency'), 'frequency', [['', t('Not scheduled')], ...['Daily', 'Weekly', 'Monthly', 'Yearly'].map((f) => [f, t(f)] as [string, string])])}
        {select(t('Hour'), 'hour', range(0, 23))}
        {select(t('Day of week'), 'day_of_week', [['', '-'], ...DAYS.map((d) => [d, t(d)] as [string, string])])}
        {select(t('Day of month'), 'day_of_month', [['', '-'], ...range(1, 31)])}
        {select(t('Month'), 'month', [['', '-'], ...range(1, 12)])}
        {select(t('Date range'), 'cycle', CYCLES.map((c) => [c, t(c)] as [string, string]))}
      </HStack>
      <Field.Root maxW="lg">
        <Field.Label>{t('Send to (emails, comma separated)')}</Field.Label>
        <Input aria-label={t('Send to (emails, comma separated)')} value={value.send_to} onChange={(e) => set({ ...value, send_to: e.currentTarget.value })} />
      </Field.Root>
    </Stack>
  );
}
