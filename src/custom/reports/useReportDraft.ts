import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import type { Column, Definition } from './reportTypes';

export interface Draft extends Definition {
  name: string;
  access_level: 'personal' | 'company' | 'general';
  format: 'Excel' | 'PDF' | 'HTML' | 'JSON';
  output: 'email' | 'archive';
}

/**
 * A report being built: the base report's columns (its default ones ticked
 * for a new report) and the saved report's definition when ?report_id= names
 * one (CR_1_RptDet edits it).
 */
export function useReportDraft(baseReport: number | undefined, reportId: number | undefined) {
  const [columns, setColumns] = useState<Column[]>([]);
  const [draft, setDraft] = useState<Draft>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    let live = true;
    const load = async () => {
      const saved = reportId ? await callApi('custom_reports.report_get', { params: { report_id: reportId }, silent: true }) : null;
      const base = saved?.base_report ?? baseReport ?? 1;
      const cols = (await callApi('custom_reports.columns', { params: { base_report: base }, silent: true })).results;
      if (!live) return;
      setColumns(cols);
      setDraft(
        saved
          ? {
              name: saved.name, base_report: base, columns: saved.columns as Definition['columns'], sort: saved.sort as Definition['sort'],
              sum_columns: saved.sum_columns, calculated_columns: saved.calculated_columns as Definition['calculated_columns'], filters: saved.filters as Definition['filters'],
              title: saved.title ?? undefined, header: saved.header ?? undefined, footer: saved.footer ?? undefined,
              access_level: saved.access_level, format: saved.format, output: saved.output,
            }
          : { name: '', base_report: base, columns: cols.filter((c) => c.default).map((c) => c.name) as Definition['columns'], sort: [], sum_columns: [], calculated_columns: [], access_level: 'personal', format: 'Excel', output: 'email' },
      );
    };
    load().catch((e) => live && setError(e));
    return () => {
      live = false;
    };
  }, [baseReport, reportId]);
  return { columns, draft, setDraft, error };
}
