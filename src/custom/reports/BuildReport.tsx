import { useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callApi } from '../../api/client';
import { useT } from '../../core/i18n/useT';
import { ErrorList } from './ErrorList';
import { ResultsTable } from './ResultsTable';
import { ColumnsStep, CustomizeStep, SortStep } from './BuildSteps';
import { NO_SCHEDULE, ScheduleStep, type ScheduleDraft } from './ScheduleStep';
import { useReportDraft, type Draft } from './useReportDraft';
import { defaultRange, runLink, type RunResult } from './reportTypes';

const STEPS = ['Columns', 'Sort', 'Review', 'Schedule', 'Customize'] as const;

/**
 * CR_BaseReport_1-3 and CR_1_RptDet: a report built in steps (Columns, Sort,
 * Review, Schedule, Customize), saved by report_create or report_update (the
 * server checks every limit and answers its messages), then run.
 */
export function BuildReport({ company, baseReport }: { company: string; baseReport?: number }) {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const reportId = Number(search.get('report_id')) || undefined;
  const { columns, draft, setDraft, error: loadError } = useReportDraft(baseReport, reportId);
  const [step, setStep] = useState<(typeof STEPS)[number]>('Columns');
  const [range, setRange] = useState(defaultRange());
  const [review, setReview] = useState<RunResult>();
  const [schedule, setSchedule] = useState<ScheduleDraft>(NO_SCHEDULE);
  const [error, setError] = useState<unknown>();
  if (loadError) return <ErrorList error={loadError} />;
  if (!draft) return <Text>{t('Loading...')}</Text>;
  const set = (d: Partial<Draft>) => setDraft({ ...draft, ...d });
  const { name, access_level, format, output, ...definition } = draft;
  const labels = Object.fromEntries(columns.map((c) => [c.name, c.label]));

  const runReview = () => {
    setError(undefined);
    callApi('custom_reports.run', { body: { ...range, definition, limit: 50 }, silent: true }).then(setReview, setError);
  };
  const save = async () => {
    setError(undefined);
    try {
      const body = { ...definition, name, access_level, format, output };
      const saved = reportId
        ? await callApi('custom_reports.report_update', { params: { report_id: reportId }, body, silent: true })
        : await callApi('custom_reports.report_create', { body, silent: true });
      if (schedule.frequency) {
        const s = schedule;
        await callApi('custom_reports.schedule_save', {
          params: { report_id: saved.report_id }, silent: true,
          body: { frequency: s.frequency || 'Daily', hour: s.hour, day_of_week: (s.day_of_week || null) as never, day_of_month: s.day_of_month ? Number(s.day_of_month) : null, month: s.month ? Number(s.month) : null, cycle: s.cycle as never, output, format, send_to: s.send_to.split(',').map((x) => x.trim()).filter(Boolean), active: true },
        });
      }
      // runLink is the whole path under the company: cut to '/pages/...', it went through the /pages/* redirect first.
      navigate(runLink(company, { report_id: saved.report_id, ...range }));
    } catch (e) {
      setError(e);
    }
  };

  return (
    <Stack gap="4">
      <HStack gap="2" role="tablist">
        {STEPS.map((s) => (
          <Button key={s} role="tab" aria-selected={step === s} variant={step === s ? 'solid' : 'outline'} size="sm" onClick={() => (setStep(s), s === 'Review' && runReview())}>
            {t(s)}
          </Button>
        ))}
      </HStack>
      {step === 'Columns' && <ColumnsStep draft={draft} columns={columns} set={set} />}
      {step === 'Sort' && <SortStep draft={draft} columns={columns} set={set} />}
      {step === 'Review' && (
        <Stack gap="2">
          <HStack gap="3">
            <Input type="date" maxW="48" aria-label={t('From')} value={range.date_from} onChange={(e) => setRange({ ...range, date_from: e.currentTarget.value })} />
            <Input type="date" maxW="48" aria-label={t('To')} value={range.date_to} onChange={(e) => setRange({ ...range, date_to: e.currentTarget.value })} />
            <Button size="sm" onClick={runReview}>
              {t('Refresh')}
            </Button>
          </HStack>
          {review && <ResultsTable result={review} labels={labels} />}
        </Stack>
      )}
      {step === 'Schedule' && <ScheduleStep value={schedule} set={setSchedule} />}
      {step === 'Customize' && <CustomizeStep draft={draft} columns={columns} set={set} />}
      <ErrorList error={error} />
      <HStack gap="3">
        <Button colorPalette="blue" onClick={() => void save()}>
          {t('Save and run')}
        </Button>
      </HStack>
    </Stack>
  );
}
