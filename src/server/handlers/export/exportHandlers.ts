import type { FastifyReply } from 'fastify';
import type { FamilyHandlers } from '../Handler';
import { readDb, signedIn } from '../Handler';
import { AppError, validationError } from '../../errors';
import { langOf, serverMessage } from '../../serverMessages';
import type { GridQuery } from '../../query/parseGridQuery';
import { countGridRows } from '../../query/runGridQuery';
import { streamGridRows } from '../../query/streamGridRows';
import type { GridSource } from '../../query/GridSource';
import { gridCallOf, type GridCall } from '../gridCallOf';
import { gridQueryOf } from '../gridHandler';
import { scopeOf } from '../../auth/Scope';
import { Output } from '../../export/Output';
import { localTimeFormatter } from '../../export/localTime';
import type { ExportColumn, ExportMeta, ExportWriter } from '../../export/ExportColumn';
import { csvWriter, jsonWriter, xmlWriter } from '../../export/textWriters';
import { xlsxWriter } from '../../export/xlsxWriter';
import { PDF_ROW_LIMIT, pdfWriter } from '../../export/pdfWriter';
import { attachment } from '../../export/attachment';
import { exportActivity, EXPORTS_AT_ONCE } from '../../export/exportActivity';
import { copyCsv } from '../../export/copyCsv';
import { poolOf } from '../../db/openDatabase';

const FORMATS: Record<string, { ext: string; type: string; writer: (out: Output, meta: ExportMeta) => ExportWriter }> = {
  CSV: { ext: 'csv', type: 'text/csv; charset=utf-8', writer: csvWriter },
  XLSX: { ext: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', writer: xlsxWriter },
  XML: { ext: 'xml', type: 'application/xml; charset=utf-8', writer: xmlWriter },
  JSON: { ext: 'json', type: 'application/json; charset=utf-8', writer: jsonWriter },
  PDF: { ext: 'pdf', type: 'application/pdf', writer: pdfWriter },
};
const CHUNK_ROWS = 2000;
const PDF_NOTICE = 'PDF export is limited to {1} rows; use CSV or XLSX for more';


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

/** Stops the export when the client goes away before the file is complete. */
function abortOnDisconnect(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The client went away'));
  });
  return controller;
}

/**
 * POST export: the whole filtered result of a grid data source the caller may
 * read, streamed as CSV, XLSX, XML, JSON or PDF (PDF capped, with the notice in
 * the file and in X-Export-Notice). Rows flow from a database cursor to the
 * client a chunk at a time; a client that disconnects stops the reading.
 */
const run: NonNullable<FamilyHandlers<'export'>['export.run']> = async (ctx) => {
  const caller = signedIn(ctx);
  const body = ctx.body;
  if (body.output_type === 'GSHEET') throw validationError([{ pointer: '/output_type', message: 'Google Sheet export is not available' }]);
  const grid = await gridCallOf(ctx, caller, body.api_url, '/api_url');
  const source = grid.source;
  const query = exportQuery(body.query_params, grid);
  const columns = exportColumns(body.columns, source);
  const localTime = localTimeFormatter(body.timezone ?? 'UTC');
  if (!localTime) throw validationError([{ pointer: '/timezone', message: 'Invalid time zone' }]);
  const lang = langOf(ctx.request.headers['accept-language']);
  const scope = scopeOf(caller);
  const format = FORMATS[body.output_type]!;
  const reads = await readDb(ctx);

  let notice: string | undefined;
  let maxRows: number | undefined;
  if (body.output_type === 'PDF') {
    maxRows = PDF_ROW_LIMIT;
    if ((await countGridRows(reads, source, query, scope, PDF_ROW_LIMIT + 1)) > PDF_ROW_LIMIT) notice = serverMessage(PDF_NOTICE, lang, { 1: PDF_ROW_LIMIT });
  }

  const meta: ExportMeta = {
    title: body.title,
    columns,
    localTime,
    notice,
    pageLabel: (n) => serverMessage('Page {1}', lang, { 1: n }),
    exportedLabel: serverMessage('Exported {1}', lang, { 1: localTime(new Date().toISOString()).slice(0, 16) }),
  };
  if (exportActivity.running >= EXPORTS_AT_ONCE) throw new AppError('EXPORTS_BUSY');
  const controller = abortOnDisconnect(ctx.reply);
  const output = new Output(controller.signal);
  const writer = format.writer(output, meta);
  // On PostgreSQL, CSV is written by the database itself (COPY), several times faster; PGlite and what COPY cannot write exactly take the rows here.
  const pool = body.output_type === 'CSV' ? poolOf(reads) : undefined;
  const timeZone = body.timezone ?? 'UTC';
  exportActivity.running += 1;
  (async () => {
    if (pool && (await copyCsv({ db: reads, pool, source, query, scope, columns, timeZone, localTime, writer, output, signal: controller.signal }))) return writer.end();
    await writer.begin();
    await streamGridRows(reads, source, query, scope, columns.map((c) => c.field), (rows) => writer.rows(rows), { chunkSize: CHUNK_ROWS, maxRows, signal: controller.signal });
    await writer.end();
  })()
    .then(
      () => output.stream.end(),
      (err) => {
        if (controller.signal.aborted) exportActivity.cancelled += 1;
        else ctx.request.log.error({ err }, 'export failed');
        output.stream.destroy(err);
      },
    )
    .finally(() => (exportActivity.running -= 1));

  if (notice) {
    // The browser shows the notice in its own language: English is the key, as for every message.
    ctx.reply.header('X-Export-Notice', serverMessage(PDF_NOTICE, 'en', { 1: PDF_ROW_LIMIT }));
    ctx.reply.header('X-Export-Row-Limit', String(PDF_ROW_LIMIT));
  }
  ctx.reply.header('Content-Type', format.type);
  ctx.reply.header('Content-Disposition', attachment(`${body.title}.${format.ext}`));
  ctx.reply.header('Cache-Control', 'no-store');
  return ctx.reply.send(output.stream);
};

export const exportHandlers: FamilyHandlers<'export'> = { 'export.run': run };
