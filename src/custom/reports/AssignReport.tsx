import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Tag, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { callApi } from '../../api/client';
import type { CallTypes } from '../../api/generated/types';
import { useT } from '../../core/i18n/useT';
import { ErrorList } from './ErrorList';

type Kind = 'user' | 'customer' | 'company';
type Target = CallTypes['custom_reports.assign_targets']['response']['results'][number];
type Listed = { report_id: number; name: string; access_level: string; owner: string };

const KINDS: [Kind, string][] = [
  ['user', 'Users'],
  ['customer', 'Customers'],
  ['company', 'Companies'],
];
const BODY_FIELD = { user: 'users', customer: 'customers', company: 'companies' } as const;

/**
 * CR_Assign_Rpt (02-business.md §6): staff pick a report they can see
 * (?report_id= preselects one), search users, customer accounts or portal
 * companies (assign_targets), gather targets and copy the report to them,
 * with its schedule if asked. The server refuses anyone but staff and says
 * how many copies it made and how many targets it skipped.
 */
export function AssignReport() {
  const t = useT();
  const [search] = useSearchParams();
  const [reports, setReports] = useState<Listed[]>([]);
  const [reportId, setReportId] = useState<number | undefined>(Number(search.get('report_id')) || undefined);
  const [kind, setKind] = useState<Kind>('user');
  const [text, setText] = useState('');
  const [found, setFound] = useState<Target[]>();
  const [chosen, setChosen] = useState<Target[]>([]);
  const [withSchedule, setWithSchedule] = useState(true);
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    callApi('custom_reports.report_list', { query: { limit: 100, sort: 'name' }, silent: true }).then(
      (r) => setReports(r.results as Listed[]),
      setError,
    );
  }, []);

  const find = () => {
    setError(undefined);
    callApi('custom_reports.assign_targets', { query: { kind, search: text, limit: 50 }, silent: true }).then((r) => setFound(r.results), setError);
  };
  const add = (target: Target) => {
    if (!chosen.some((c) => c.kind === target.kind && c.code === target.code)) setChosen([...chosen, target]);
  };
  const assign = async () => {
    if (!reportId) return;
    setError(undefined);
    setDone(undefined);
    const lists: Record<string, string[]> = {};
    for (const c of chosen) (lists[BODY_FIELD[c.kind as Kind]] ??= []).push(c.code);
    // The server bounds each list (at most 5 companies...): a longer one is its 400, shown below.
    const body = { ...lists, include_schedule: withSchedule } as CallTypes['custom_reports.report_assign']['body'];
    try {
      const answer = await callApi('custom_reports.report_assign', { params: { report_id: reportId }, body, silent: true });
      setDone(answer.message);
      setChosen([]);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <Stack gap="4" maxW="3xl">
      <Field.Root>
        <Field.Label>{t('Report')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('Report')} value={reportId ?? ''} onChange={(e) => setReportId(Number(e.currentTarget.value) || undefined)}>
            <option value="">{t('Choose a report')}</option>
            {reports.map((r) => (
              <option key={r.report_id} value={r.report_id}>
                {`${r.name} (${t(r.access_level === 'general' ? 'General' : r.access_level === 'company' ? 'Company' : 'Personal')}, ${r.owner})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="40">
          <Field.Label>{t('Assign to')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label={t('Assign to')} value={kind} onChange={(e) => { setKind(e.currentTarget.value as Kind); setFound(undefined); }}>
              {KINDS.map(([k, label]) => (
                <option key={k} value={k}>
                  {t(label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="xs">
          <Field.Label>{t('Search')}</Field.Label>
          <Input aria-label={t('Search')} value={text} maxLength={60} onChange={(e) => setText(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && find()} />
        </Field.Root>
        <Button onClick={find}>{t('Find')}</Button>
      </HStack>
      {found && (
        <Stack gap="1" as="ul" aria-label={t('Found')}>
          {found.length === 0 && <Text>{t('Nothing found')}</Text>}
          {found.map((f) => (
            <HStack as="li" key={`${f.kind}/${f.code}`} gap="3">
              <Button size="xs" variant="outline" onClick={() => add(f)} aria-label={t('Add {1}', { 1: f.code })}>
                {t('Add')}
              </Button>
              <Text>
                {f.code} — {f.name}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      <Stack gap="2">
        <Text fontWeight="semibold">{t('Assign to ({1})', { 1: chosen.length })}</Text>
        <HStack gap="2" wrap="wrap" aria-label={t('Chosen')}>
          {chosen.map((c) => (
            <Tag.Root key={`${c.kind}/${c.code}`}>
              <Tag.Label>{`${t(KINDS.find(([k]) => k === c.kind)![1])}: ${c.code}`}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={t('Remove {1}', { 1: c.code })} onClick={() => setChosen(chosen.filter((x) => x !== c))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      </Stack>
      <Checkbox.Root checked={withSchedule} onCheckedChange={(e) => setWithSchedule(!!e.checked)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('Copy the schedule too')}</Checkbox.Label>
      </Checkbox.Root>
      <HStack>
        <Button colorPalette="blue" onClick={() => void assign()} disabled={!reportId || chosen.length === 0}>
          {t('Assign report')}
        </Button>
      </HStack>
      {done && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{done}</Alert.Title>
        </Alert.Root>
      )}
      <ErrorList error={error} />
    </Stack>
  );
}
