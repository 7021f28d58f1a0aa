import { useEffect, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { callApi } from '../../api/client';
import { useT } from '../../core/i18n/useT';
import { ColumnsStep, SortStep } from './BuildSteps';
import { ErrorList } from './ErrorList';
import { ResultsTable } from './ResultsTable';
import { defaultRange, parseParams, type Column, type Definition, type RunResult } from './reportTypes';
import type { Draft } from './useReportDraft';

/**
 * CR_ViewOptions: ?table_data= (JSON) is a run's body, a saved report's id or
 * a definition, with its date range. The screen loads the definition, lets the
 * user change which columns show, their sums and sort levels, and applies them
 * by running the changed definition. What the JSON holds is the run call's
 * business: the server validates it against the call's schema and rules and a
 * bad one is its 400, shown with its fields, never a crash.
 */
export function ViewOptions() {
  const t = useT();
  const [search] = useSearchParams();
  const given = parseParams(search.get('table_data'));
  const key = JSON.stringify(given);
  const [columns, setColumns] = useState<Column[]>([]);
  const [draft, setDraft] = useState<Draft>();
  const [result, setResult] = useState<RunResult>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    const body = JSON.parse(key) as Record<string, unknown> | null;
    if (!body) return;
    let live = true;
    const load = async () => {
      const range = body.date_from || body.date_to ? { date_from: body.date_from, date_to: body.date_to } : defaultRange();
      // The server checks the whole body first: a bad table_data is its 400, before anything is drawn.
      const first = await callApi('custom_reports.run', { body: { ...body, ...range, limit: 50 } as never, silent: true });
      const saved = typeof body.report_id === 'number' ? await callApi('custom_reports.report_get', { params: { report_id: body.report_id }, silent: true }) : null;
      const definition = (saved ?? body.definition) as Definition;
      const cols = (await callApi('custom_reports.columns', { params: { base_report: definition.base_report }, silent: true })).results;
      if (!live) return;
      setColumns(cols);
      setResult(first);
      setDraft({
        base_report: definition.base_report, columns: definition.columns, sort: definition.sort ?? [], sum_columns: definition.sum_columns ?? [],
        calculated_columns: definition.calculated_columns ?? [], filters: definition.filters ?? [], title: definition.title ?? undefined,
        name: saved?.name ?? '', access_level: 'personal', format: 'Excel', output: 'email',
      });
    };
    setError(undefined);
    load().catch((e) => live && setError(e));
    return () => {
      live = false;
    };
  }, [key]);

  if (!given) return <Text role="alert">{t('The view options are missing or are not valid JSON')}</Text>;
  const range = given.date_from || given.date_to ? { date_from: given.date_from, date_to: given.date_to } : defaultRange();
  const { name: _name, access_level: _a, format: _f, output: _o, ...definition } = draft ?? ({} as Draft);
  const runBody = { ...range, definition };
  const apply = () => {
    setError(undefined);
    callApi('custom_reports.run', { body: { ...runBody, limit: 50 } as never, silent: true }).then(setResult, setError);
  };
  const labels = Object.fromEntries(columns.map((c) => [c.name, c.label]));
  return (
    <Stack gap="4">
      <ErrorList error={error} />
      {draft && (
        <>
          {draft.name && <Text fontWeight="semibold">{draft.name}</Text>}
          <ColumnsStep draft={draft} columns={columns} set={(d) => setDraft({ ...draft, ...d })} />
          <SortStep draft={draft} columns={columns} set={(d) => setDraft({ ...draft, ...d })} />
          <HStack gap="3">
            <Button colorPalette="blue" onClick={apply}>
              {t('Apply')}
            </Button>
            <Link to={`/pages/CR_Run_Report?params=${encodeURIComponent(JSON.stringify(runBody))}`}>{t('Open the results')}</Link>
          </HStack>
        </>
      )}
      {result && <ResultsTable result={result} labels={labels} />}
    </Stack>
  );
}
