import type { FastifyReply } from 'fastify';
import type { FamilyHandlers } from '../Handler';
import { readDb, signedIn } from '../Handler';
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
  const plan = await planGridExport({
    reads: await readDb(ctx),
    grid,
    scope: scopeOf(caller),
    queryParams: body.query_params,
    columns: body.columns,
    outputType: body.output_type,
    title: body.title,
    timezone: body.timezone,
    lang: langOf(ctx.request.headers['accept-language']),
  });
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

export const exportHandlers: FamilyHandlers<'export'> = { 'export.run': run };
