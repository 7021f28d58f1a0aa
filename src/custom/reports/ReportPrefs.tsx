import { useCallback, useEffect, useState } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { callApi } from '../../api/client';
import type { CallTypes } from '../../api/generated/types';
import { useT } from '../../core/i18n/useT';
import { ColumnsStep, SortStep } from './BuildSteps';
import { ErrorList } from './ErrorList';
import type { Column, Definition } from './reportTypes';
import type { Draft } from './useReportDraft';

type Template = CallTypes['custom_reports.template_list']['response']['results'][number];
const BASES: [number, string][] = [
  [1, 'Shipments'],
  [2, 'Billing and invoices'],
  [3, 'Claims'],
];

/**
 * CR_RptPrefs: the caller's report preferences, their personal templates and
 * their account's company templates (column and sort choices a report starts
 * from). A new one is named, given a level and a base report, its columns and
 * sorts ticked; the server checks the definition like a report's and refuses
 * an edit or delete the caller may not make (§6), which is shown as said.
 */
export function ReportPrefs() {
  const t = useT();
  const [templates, setTemplates] = useState<Template[]>([]);
  const [name, setName] = useState('');
  const [level, setLevel] = useState<'personal' | 'company'>('personal');
  const [columns, setColumns] = useState<Column[]>([]);
  const [draft, setDraft] = useState<Draft>({ name: '', base_report: 1, columns: [] as unknown as Definition['columns'], sort: [], sum_columns: [], access_level: 'personal', format: 'Excel', output: 'email' });
  const [error, setError] = useState<unknown>();
  const [notice, setNotice] = useState<string>();

  const reload = useCallback(() => callApi('custom_reports.template_list', { silent: true }).then((r) => setTemplates(r.results), setError), []);
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    callApi('custom_reports.columns', { params: { base_report: draft.base_report }, silent: true }).then((r) => {
      setColumns(r.results);
      setDraft((d) => ({ ...d, columns: r.results.filter((c) => c.default).map((c) => c.name) as Definition['columns'], sort: [], sum_columns: [] }));
    }, setError);
  }, [draft.base_report]);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setError(undefined);
    setNotice(undefined);
    try {
      await work();
      setNotice(t(done));
      await reload();
    } catch (e) {
      setError(e);
    }
  };
  const { name: _n, access_level: _a, format: _f, output: _o, ...definition } = draft;
  const save = () => run(() => callApi('custom_reports.template_create', { body: { name, access_level: level, definition }, silent: true }), 'Template saved');
  const remove = (id: number) => run(() => callApi('custom_reports.template_delete', { params: { template_id: id }, silent: true }), 'Template deleted');

  return (
    <Stack gap="5">
      <Table.Root size="sm" data-testid="report-templates">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Access level')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Base report')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Columns')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Owner')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {templates.map((tp) => {
            const def = tp.definition as { base_report?: number; columns?: string[] };
            return (
              <Table.Row key={tp.template_id}>
                <Table.Cell>{tp.name}</Table.Cell>
                <Table.Cell>{t(tp.access_level === 'company' ? 'Company' : 'Personal')}</Table.Cell>
                <Table.Cell>{t(BASES.find(([b]) => b === def.base_report)?.[1] ?? '')}</Table.Cell>
                <Table.Cell>{def.columns?.length ?? 0}</Table.Cell>
                <Table.Cell>{tp.owner}</Table.Cell>
                <Table.Cell>
                  {tp.can_delete && (
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(tp.template_id)} aria-label={t('Delete {1}', { 1: tp.name })}>
                      {t('Delete')}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {templates.length === 0 && <Text>{t('No templates yet')}</Text>}
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
        <Text fontWeight="semibold">{t('New template')}</Text>
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{t('Template name')}</Field.Label>
            <Input aria-label={t('Template name')} value={name} maxLength={60} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root maxW="48">
            <Field.Label>{t('Access level')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field aria-label={t('Access level')} value={level} onChange={(e) => setLevel(e.currentTarget.value as 'personal' | 'company')}>
                <option value="personal">{t('Personal')}</option>
                <option value="company">{t('Company')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW="48">
            <Field.Label>{t('Base report')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field aria-label={t('Base report')} value={draft.base_report} onChange={(e) => setDraft({ ...draft, base_report: Number(e.currentTarget.value) })}>
                {BASES.map(([b, label]) => (
                  <option key={b} value={b}>
                    {t(label)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <ColumnsStep draft={draft} columns={columns} set={(d) => setDraft({ ...draft, ...d })} />
        <SortStep draft={draft} columns={columns} set={(d) => setDraft({ ...draft, ...d })} />
        <HStack>
          <Button colorPalette="blue" onClick={() => void save()}>
            {t('Save template')}
          </Button>
        </HStack>
      </Stack>
      {notice && <Text role="status">{notice}</Text>}
      <ErrorList error={error} />
    </Stack>
  );
}
