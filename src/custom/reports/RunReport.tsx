import { useEffect, useState } from 'react';
import { Button, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { callApi } from '../../api/client';
import { callRegistry } from '../../api/generated/registry';
import type { CallDef } from '../../api/callDef';
import { download, saveFile } from '../../api/download';
import { useT } from '../../core/i18n/useT';
import { ErrorList } from './ErrorList';
import { ResultsTable } from './ResultsTable';
import { defaultRange, parseParams, type RunResult } from './reportTypes';

const FORMATS = ['Excel', 'PDF', 'HTML', 'JSON'] as const;

/** The labels of a run's columns, from its base report (calculated columns keep their names). */
function useLabels(base: number | undefined): Record<string, string> {
  const [labels, setLabels] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!base) return;
    void callApi('custom_reports.columns', { params: { base_report: base }, silent: true }).then(
      (r) => setLabels(Object.fromEntries(r.results.map((c) => [c.name, c.label]))),
      () => setLabels({}),
    );
  }, [base]);
  return labels;
}

/**
 * CR_Run_Report: the run call's body from ?params= (JSON), answered by the
 * server (a bad one is its 400, shown with its fields), a page of rows with
 * the sums, and the whole result downloaded in the chosen format.
 */
export function RunReport() {
  const t = useT();
  const [search] = useSearchParams();
  const given = parseParams(search.get('params'));
  // A saved report opened from the list carries no range: the last 30 days, as the builder's review.
  const params = given && (given.date_from || given.date_to ? given : { ...defaultRange(), ...given });
  const key = JSON.stringify(params);
  const [result, setResult] = useState<RunResult>();
  const [error, setError] = useState<unknown>();
  const [format, setFormat] = useState<(typeof FORMATS)[number]>('Excel');
  const [base, setBase] = useState<number>();
  const labels = useLabels(base);

  useEffect(() => {
    const body = JSON.parse(key) as Record<string, unknown> | null;
    if (!body) return;
    setError(undefined);
    const definition = body.definition as { base_report?: number } | undefined;
    if (typeof definition?.base_report === 'number') setBase(definition.base_report);
    else if (typeof body.report_id === 'number')
      void callApi('custom_reports.report_get', { params: { report_id: body.report_id }, silent: true }).then((r) => setBase(r.base_report), () => undefined);
    callApi('custom_reports.run', { body, silent: true }).then(setResult, setError);
  }, [key]);

  const save = async () => {
    setError(undefined);
    try {
      saveFile(await download({ ...(callRegistry['custom_reports.run_download'] as CallDef), silent: true }, { body: { ...params, limit: undefined, offset: undefined, format } }));
    } catch (e) {
      setError(e);
    }
  };

  if (!params) return <Text role="alert">{t('The report parameters are missing or are not valid JSON')}</Text>;
  return (
    <Stack gap="3">
      <HStack gap="3" align="end">
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field aria-label={t('Format')} value={format} onChange={(e) => setFormat(e.currentTarget.value as (typeof FORMATS)[number])}>
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(f)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button colorPalette="blue" onClick={() => void save()} disabled={!result}>
          {t('Download')}
        </Button>
        {/* CR_ViewOptions: the same body as table_data, to change its columns and sorts. */}
        <Link asChild colorPalette="blue">
          <RouterLink to={`/pages/CR_ViewOptions?table_data=${encodeURIComponent(key)}`}>{t('View options')}</RouterLink>
        </Link>
      </HStack>
      <ErrorList error={error} />
      {result && <ResultsTable result={result} labels={labels} />}
    </Stack>
  );
}
