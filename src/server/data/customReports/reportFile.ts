import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Scope } from '../../auth/Scope';
import { Output } from '../../export/Output';
import type { ExportMeta, ExportWriter } from '../../export/ExportColumn';
import { xlsxWriter } from '../../export/xlsxWriter';
import { PDF_ROW_LIMIT, pdfWriter } from '../../export/pdfWriter';
import { jsonWriter } from '../../export/textWriters';
import { localTimeFormatter } from '../../export/localTime';
import { serverMessage, type Lang } from '../../serverMessages';
import { htmlWriter } from './htmlWriter';
import { runReport, type RunOptions } from './runReport';
import type { CheckedDefinition } from './reportDefinition';

export type ReportFormat = 'Excel' | 'PDF' | 'HTML' | 'JSON';
const PAGE = 1000;
/** The most rows a report file holds; a PDF is capped lower, as the grid's PDF export is. */
export const REPORT_FILE_ROWS = 100_000;

const EXTENSION: Record<ReportFormat, { ext: string; type: string }> = {
  Excel: { ext: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  PDF: { ext: 'pdf', type: 'application/pdf' },
  HTML: { ext: 'html', type: 'text/html; charset=utf-8' },
  JSON: { ext: 'json', type: 'application/json' },
};

export interface ReportFile {
  data: Buffer;
  name: string;
  contentType: string;
  rows: number;
}

/**
 * A report's whole result as a file in its format, through the grid export's
 * own writers (XLSX, PDF, JSON) and the HTML one: the rows a page at a time,
 * then a total row when the report has sum columns. Used by the download of a
 * run and by scheduled runs (email, archive) alike.
 */
export async function reportFile(db: Kysely<DB>, scope: Scope, checked: CheckedDefinition, opts: Omit<RunOptions, 'limit' | 'offset'>, format: ReportFormat, lang: Lang, timeZone = 'America/Toronto'): Promise<ReportFile> {
  const first = await runReport(db, scope, checked, { ...opts, limit: PAGE, offset: 0 }, lang);
  const title = checked.def.title || serverMessage('Report', lang);
  const localTime = localTimeFormatter(timeZone)!;
  const meta: ExportMeta = {
    title,
    columns: first.columns.map((field, i) => ({ field, label: first.labels[i]!, type: first.columns_details[i]!.type as ExportMeta['columns'][number]['type'] })),
    localTime,
    pageLabel: (n) => serverMessage('Page {1}', lang, { 1: n }),
    exportedLabel: serverMessage('Exported {1}', lang, { 1: localTime(new Date().toISOString()).slice(0, 16) }),
  };
  const output = new Output(new AbortController().signal);
  const chunks: Buffer[] = [];
  output.stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => output.stream.on('end', resolve).on('error', reject));
  const writer: ExportWriter =
    format === 'Excel' ? xlsxWriter(output, meta) : format === 'PDF' ? pdfWriter(output, meta) : format === 'JSON' ? jsonWriter(output, meta)
      : htmlWriter(output, { ...meta, header: checked.def.header, footer: checked.def.footer, lang });
  const cap = Math.min(format === 'PDF' ? PDF_ROW_LIMIT : REPORT_FILE_ROWS, first.count);
  await writer.begin();
  let page = first;
  let written = 0;
  while (page.results.length && written < cap) {
    const rows = page.results.slice(0, cap - written);
    await writer.rows(rows);
    written += rows.length;
    if (written >= cap) break;
    page = await runReport(db, scope, checked, { ...opts, limit: PAGE, offset: written }, lang);
  }
  if (Object.keys(first.sums).length && format !== 'JSON') {
    const label = first.columns.find((c, i) => !(c in first.sums) && first.columns_details[i]!.type === 'text');
    await writer.rows([{ ...first.sums, ...(label ? { [label]: serverMessage('Total', lang) } : {}) }]);
  }
  await writer.end();
  output.stream.end();
  await ended;
  const stem = (title.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'report').slice(0, 60);
  return { data: Buffer.concat(chunks), name: `${stem}.${EXTENSION[format].ext}`, contentType: EXTENSION[format].type, rows: written };
}
