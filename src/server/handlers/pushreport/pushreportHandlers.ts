import type { FamilyHandlers, HandlerContext } from '../Handler';
import { scoped } from '../Handler';
import { AppError, validationError } from '../../errors';
import { gridCallOf } from '../gridCallOf';
import { gridQueryOf } from '../gridHandler';
import { addPushreport, deletePushreport, pushreportCmid, pushreportCount, updatePushreport } from '../../data/pushreports';
import { queueManualRun, resultAnswer, resultFile, resultOf } from '../../data/pushreportRuns';
import { scheduledReport } from '../../data/pushreportRuns';
import { userById } from '../../auth/users';
import { sendStoredFile } from '../../files/sendStoredFile';
import { armSchedule, PUSHREPORT_RUN, type PushreportJob } from '../../jobs/pushreportJobs';
import type { PushreportPushreportInput } from '../../../shared/generated/types';
import { pushreportDraft } from './pushreportDraft';

type Ctx = HandlerContext<'pushreport.create'> | HandlerContext<'pushreport.update'>;

/**
 * The report's query as its data source takes it, limit and offset dropped,
 * after the same checks as reading the source (its access rule and guard).
 */
async function checkedQuery(ctx: Ctx, body: PushreportPushreportInput): Promise<PushreportPushreportInput['query_params']> {
  const rows = scoped(ctx);
  const grid = await gridCallOf({ ...ctx, calls: ctx.request.server.calls }, rows.caller, body.api_url, '/api_url');
  const params = Object.fromEntries(Object.entries(body.query_params).filter(([k]) => k !== 'limit' && k !== 'offset'));
  try {
    gridQueryOf(grid.call, grid.source, params, grid.params);
  } catch (e) {
    if (e instanceof AppError && e.errors) throw validationError(e.errors.map((f) => ({ ...f, pointer: `/query_params${f.pointer}` })));
    throw e;
  }
  return params;
}

/** Queues the report's next scheduled run (the schedules' sweep does it too, should this fail). */
async function arm(ctx: Ctx, id: number): Promise<void> {
  const report = await scheduledReport(ctx.db, id);
  if (report) await armSchedule(ctx.db, ctx.jobs, report);
}

export const pushreportHandlers: FamilyHandlers<'pushreport'> = {
  'pushreport.count': async (ctx) => ({ count: await pushreportCount(scoped(ctx), ctx.query.api_url) }),
  'pushreport.draft': pushreportDraft,
  /**
   * Adds a push report from the configuration PUSHREPORT_ADD decodes (api_url,
   * query_params, output_type, title, cmid, group). It needs the screen it came
   * from ('This pushreport cannot be created' without one), the right to read its
   * data source, and a query the source accepts; limit and offset are dropped.
   */
  'pushreport.create': async (ctx) => {
    const rows = scoped(ctx);
    const body = ctx.body;
    if (!body.cmid) throw new AppError('PUSHREPORT_CANNOT_CREATE');
    const params = await checkedQuery(ctx, body);
    const user = await userById(ctx.db, rows.caller.userId);
    const report = await addPushreport(rows, { ...body, cmid: body.cmid, query_params: params }, user);
    await arm(ctx, report.id);
    return report;
  },
  /** PUSHREPORT_EDIT/{id}: the same checks as create; the schedule is armed again from the new one. */
  'pushreport.update': async (ctx) => {
    const rows = scoped(ctx);
    const params = await checkedQuery(ctx, ctx.body);
    const cmid = ctx.body.cmid || (await pushreportCmid(rows, ctx.params.id));
    const report = await updatePushreport(rows, ctx.params.id, { ...ctx.body, cmid, query_params: params }, rows.caller.username);
    await arm(ctx, report.id);
    return report;
  },
  /** Run now: a queued run of one of the caller's reports, done by the queue's worker (its result appears in PUSHREPORTR). */
  'pushreport.run': async (ctx) => {
    const result = await queueManualRun(scoped(ctx), ctx.params.id);
    await ctx.jobs.send<PushreportJob>(PUSHREPORT_RUN, { resultId: result.id });
    return resultAnswer(result);
  },
  /** Its runs go with it; a due run still queued finds no report and does nothing. */
  'pushreport.delete': async (ctx) => {
    await deletePushreport(scoped(ctx), ctx.params.id);
    return { success: true };
  },
  'pushreport.result': async (ctx) => resultOf(scoped(ctx), ctx.params.pushreport_id, ctx.params.id),
  'pushreport.result_file': async (ctx) => {
    const file = await resultFile(scoped(ctx), ctx.params.pushreport_id, ctx.params.id);
    return sendStoredFile(ctx.reply, ctx.files, file.key, file.name);
  },
};
