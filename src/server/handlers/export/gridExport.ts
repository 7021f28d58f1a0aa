import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, validationError } from '../../errors';
import { serverMessage, type Lang } from '../../serverMessages';
import type { GridQuery } from '../../query/parseGridQuery';
import { countGridRows } from '../../query/runGridQuery';
import { streamGridRows } from '../../query/streamGridRows';
import type { GridSource } from '../../query/GridSource';
import type { Scope } from '../../auth/Scope';
import type { GridCall } from '../gridCallOf';
import { gridQueryOf } from '../gridHandler';
import type { Output } from '../../export/Output';
import { localTimeFormatter } from '../../export/localTime';
import type { ExportColumn, ExportMeta, ExportWriter } from '../../export/ExportColumn';
import { csvWriter, jsonWriter, xmlWriter } from '../../export/textWriters';
import { xlsxWriter } from '../../export/xlsxWriter';
import { PDF_ROW_LIMIT, pdfWriter } from '../../export/pdfWriter';
import { copyCsv } from '../../export/copyCsv';
import { poolOf } from '../../db/openDatabase';

export type ExportFormat = 'CSV' | 'XLSX' | 'XML' | 'JSON' | 'PDF';

const FORMATS: Record<ExportFormat, { ext: string; type: string; writer: (out: Output, meta: ExportMeta) => ExportWriter }> = {
  CSV: { ext: 'csv', type: 'text/csv; charset=utf-8', writer: csvWriter },
  XLSX: { ext: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', writer: xlsxWriter },
  XML: { ext: 'xml', type: 'application/xml; charset=utf-8', writer: xmlWriter },
  JSON: { ext: 'json', type: 'application/json; charset=utf-8', writer: jsonWriter },
  PDF: { ext: 'pdf', type: 'application/pdf', writer: pdfWriter },
};
const CHUNK_ROWS = 2000;
export const PDF_NOTICE = 'PDF export is limited to {1} rows; use CSV or XLSX for more';

/** The query an export runs: the grid's own, with limit, offset and count ignored (every row is streamed); faults point into query_params. */
function exportQuery(params: Record<string, unknown>, grid: GridCall): GridQuery {
  const rest = Object.fromEntries(Object.entries(params).filter(([k]) => k !== 'limit' && k !== 'offset' && k !== 'count').map(([k, v]) => [k, String(v)]));
  try {
    return gridQueryOf(grid.call, grid.source, rest, grid.params);
  } catch (e) {
    if (e instanceof AppError && e.errors) throw validationError(e.errors.map((f) => ({ ...f, pointer: `/query_params${f.pointer}` })));
    throw e;
  }
}

/** The user's visible columns in their order (all of the source's when none are sent); unknown fields are named. */
function exportColumns(wanted: { field: string; label?: string }[] | undefined, source: GridSource): ExportColumn[] {
  const list: { field: string; label?: string }[] = wanted?.length ? wanted : Object.keys(source.fields).map((field) => ({ field }));
  const faults = list.flatMap((c, i) => (Object.hasOwn(source.fields, c.field) ? [] : [{ pointer: `/columns/${i}/field`, message: 'Unknown field {1}', values: { 1: c.field } }]));
  if (faults.length) throw validationError(faults);
  return list.map((c) => ({ field: c.field, label: c.label ?? c.field, type: source.fields[c.field]!.type }));
}

export interface GridExportRequest {
  /** Where the rows are read (a replica when one serves reads). */
  reads: Kysely<DB>;
  grid: GridCall;
  scope: Scope;
  queryParams: Record<string, unknown>;
  columns?: { field: string; label?: string }[];
  outputType: ExportFormat;
  title: string;
  timezone?: string;
  lang: Lang;
}

export interface GridExport {
  ext: string;
  contentType: string;
  /** The PDF row cap's notice, in the request's language, when the result is over it. */
  notice?: string;
  /** The export's rows, counted up to `cap` (cap when there are more): whether it is too long for a request. */
  countUpTo(cap: number): Promise<number>;
  /** Writes the whole file into `output` and answers its rows (null when the database wrote it: COPY); stops when `signal` aborts. */
  write(output: Output, signal: AbortSignal): Promise<number | null>;
}

/**
 * One export of a grid's filtered result, checked before a byte is written
 * (query, columns, time zone): what the grid's download (POST export) streams
 * to the browser and a push report's run archives and mails (jobs/).
 */
export async function planGridExport(req: GridExportRequest): Promise<GridExport> {
  const { reads, grid, scope } = req;
  const source = grid.source;
  const query = exportQuery(req.queryParams, grid);
  const columns = exportColumns(req.columns, source);
  const localTime = localTimeFormatter(req.timezone ?? 'UTC');
  if (!localTime) throw validationError([{ pointer: '/timezone', message: 'Invalid time zone' }]);
  const format = FORMATS[req.outputType];
  let notice: string | undefined;
  let maxRows: number | undefined;
  if (req.outputType === 'PDF') {
    maxRows = PDF_ROW_LIMIT;
    if ((await countGridRows(reads, source, query, scope, PDF_ROW_LIMIT + 1)) > PDF_ROW_LIMIT) notice = serverMessage(PDF_NOTICE, req.lang, { 1: PDF_ROW_LIMIT });
  }
  const meta: ExportMeta = {
    title: req.title,
    columns,
    localTime,
    notice,
    pageLabel: (n) => serverMessage('Page {1}', req.lang, { 1: n }),
    exportedLabel: serverMessage('Exported {1}', req.lang, { 1: localTime(new Date().toISOString()).slice(0, 16) }),
  };
  const timeZone = req.timezone ?? 'UTC';
  return {
    ext: format.ext,
    contentType: format.type,
    notice,
    countUpTo: (cap) => countGridRows(reads, source, query, scope, cap),
    async write(output, signal) {
      const writer = format.writer(output, meta);
      // On PostgreSQL, CSV is written by the database itself (COPY), several times faster; PGlite and what COPY cannot write exactly take the rows here.
      const pool = req.outputType === 'CSV' ? poolOf(reads) : undefined;
      if (pool && (await copyCsv({ db: reads, pool, source, query, scope, columns, timeZone, localTime, writer, output, signal }))) {
        await writer.end();
        return null;
      }
      await writer.begin();
      const rows = await streamGridRows(reads, source, query, scope, columns.map((c) => c.field), (rows) => writer.rows(rows), { chunkSize: CHUNK_ROWS, maxRows, signal });
      await writer.end();
      return rows;
    },
  };
}
