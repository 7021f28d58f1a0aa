import type { FastifyReply } from 'fastify';
import type { FamilyHandlers } from '../Handler';
import { readDb, scoped, signedIn } from '../Handler';
import { validationError } from '../../errors';
import { langOf, serverMessage } from '../../serverMessages';
import { gridCallOf } from '../gridCallOf';
import { scopeOf } from '../../auth/Scope';
import { Output } from '../../export/Output';
import { PDF_ROW_LIMIT } from '../../export/pdfWriter';
import { attachment } from '../../export/attachment';
import { exportActivity, EXPORTS_AT_ONCE } from '../../export/exportActivity';
import { AppError } from '../../errors';
import { PDF_NOTICE, planGridExport } from './gridExport';
import { exportSettings } from '../../export/exportSettings';
import { deleteExportFile, exportFileOf, queueExportFile } from '../../data/exportFiles';
import { GRID_EXPORT, type GridExportJob } from '../../jobs/exportJobs';
import { portalBase } from '../../mail/portalLink';

/** The answer of an export sent to the job queue (202), in the request's language. */
export const EXPORT_QUEUED = 'Your export is being prepared. You will find it in My exports.';

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
  const grid = await gridCallOf({ ...ctx, calls: ctx.request.server.calls }, caller, body.api_url, '/api_url');
  const lang = langOf(ctx.request.headers['accept-language']);
  const plan = await planGridExport({
    reads: await readDb(ctx),
    grid,
    scope: scopeOf(caller),
    queryParams: body.query_params,
    columns: body.columns,
    outputType: body.output_type,
    title: body.title,
    timezone: body.timezone,
    lang,
  });
  // Too long for a request (or asked for so): the job queue writes it into one of the caller's files (EXPORT_FILES).
  const { backgroundRows, keepDays } = exportSettings();
  if (body.background || (await plan.countUpTo(backgroundRows + 1)) > backgroundRows) {
    const request = { title: body.title, format: body.output_type, apiUrl: body.api_url, queryParams: body.query_params, columns: body.columns, timezone: body.timezone, lang };
    const id = await queueExportFile(scoped(ctx), request, keepDays);
    // The row is committed: a send lost here leaves it queued, shown as such (the user deletes it or asks again).
    await ctx.jobs.send<GridExportJob>(GRID_EXPORT, { exportId: id, portal: portalBase(ctx.request) });
    await ctx.reads.wrote(caller.tokenHash);
    return ctx.reply.code(202).header('Cache-Control', 'no-store').send({ id, message: serverMessage(EXPORT_QUEUED, lang) });
  }
  if (exportActivity.running >= EXPORTS_AT_ONCE) throw new AppError('EXPORTS_BUSY');
  const controller = abortOnDisconnect(ctx.reply);
  const output = new Output(controller.signal);
  exportActivity.running += 1;
  plan
    .write(output, controller.signal)
    .then(
      () => output.stream.end(),
      (err) => {
        if (controller.signal.aborted) exportActivity.cancelled += 1;
        else ctx.request.log.error({ err }, 'export failed');
        output.stream.destroy(err);
      },
    )
    .finally(() => (exportActivity.running -= 1));

  if (plan.notice) {
    // The browser shows the notice in its own language: English is the key, as for every message.
    ctx.reply.header('X-Export-Notice', serverMessage(PDF_NOTICE, 'en', { 1: PDF_ROW_LIMIT }));
    ctx.reply.header('X-Export-Row-Limit', String(PDF_ROW_LIMIT));
  }
  ctx.reply.header('Content-Type', plan.contentType);
  ctx.reply.header('Content-Disposition', attachment(`${body.title}.${plan.ext}`));
  ctx.reply.header('Cache-Control', 'no-store');
  return ctx.reply.send(output.stream);
};

export const exportHandlers: FamilyHandlers<'export'> = {
  'export.run': run,
  /** One of the caller's finished exports, streamed with the type its export wrote (404 for anyone else's: scoped). */
  'export.file': async (ctx) => {
    const file = await exportFileOf(scoped(ctx), ctx.params.id);
    const stream = await ctx.files.stream(file.key);
    return ctx.reply.header('Content-Type', file.type).header('Content-Disposition', attachment(file.name)).header('Cache-Control', 'no-store').send(stream);
  },
  /** Its file goes with it; a job still queued for it finds no row and does nothing. */
  'export.delete_file': async (ctx) => {
    const key = await deleteExportFile(scoped(ctx), ctx.params.id);
    if (key) await ctx.files.remove(key);
    return { success: true };
  },
};
