import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import type { JobQueue } from './JobQueue';
import { nextReportRun, type SavedSchedule } from '../data/customReports/scheduleTimes';
import { runCustomReport } from './runCustomReport';
import type { ScopedDb } from '../data/ScopedDb';
import { auditedWrite } from '../data/audit/auditedWrite';

/** The scheduled reports' one kind of job: a run asked for ("Send now": runId) or a schedule's due time (reportId, due). */
export const CUSTOM_REPORT_RUN = 'custom-report-run';
export type CustomReportJob = { runId: number } | { reportId: number; due: string };

const uuidOf = (text: string) => {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

type Due = { id: number; frequency: string | null; hour: number | null; day_of_week: string | null; day_of_month: number | null; month: number | null; next_run_at: Date | string | null; active: boolean };
const scheduleOf = (r: Due) => ({ frequency: r.frequency, hour: r.hour ?? 0, day_of_week: r.day_of_week, day_of_month: r.day_of_month, month: r.month }) as SavedSchedule;

/** Queues a report's due run under an id made from the report and the time: queuing it twice queues it once. */
function queueDue(jobs: JobQueue, reportId: number, due: Date) {
  return jobs.send<CustomReportJob>(CUSTOM_REPORT_RUN, { reportId, due: due.toISOString() }, { startAfter: due, id: uuidOf(`custom-report:${reportId}:${due.toISOString()}`) });
}

/** Gives an active scheduled report without a (future) due time its next one, queued before it is written (a failure between is caught by the sweep). */
export async function armReport(db: Kysely<DB>, jobs: JobQueue, r: Due, now = new Date()): Promise<void> {
  if (!r.active || !r.frequency) return;
  const due = r.next_run_at ? new Date(r.next_run_at) : nextReportRun(scheduleOf(r), now);
  await queueDue(jobs, r.id, due);
  if (!r.next_run_at) await db.updateTable('custom_reports').set({ next_run_at: due.toISOString() }).where('id', '=', r.id).where('next_run_at', 'is', null).execute();
}

const DUE_COLUMNS = ['id', 'frequency', 'hour', 'day_of_week', 'day_of_month', 'month', 'next_run_at', 'active'] as const;

/** Every active scheduled report whose next run is unset or past is queued (at the worker's start, then every minute), a page at a time. */
export async function sweepReportSchedules(db: Kysely<DB>, jobs: JobQueue, now = new Date()): Promise<number> {
  let after = 0;
  let armed = 0;
  for (;;) {
    const page = await db
      .selectFrom('custom_reports')
      .select([...DUE_COLUMNS])
      .where('active', '=', true)
      .where('frequency', 'is not', null)
      .where('id', '>', after)
      .where((eb) => eb.or([eb('next_run_at', 'is', null), eb('next_run_at', '<=', now)]))
      .orderBy('id')
      .limit(500)
      .execute();
    if (!page.length) return armed;
    for (const r of page) {
      await armReport(db, jobs, r, now);
      armed += 1;
    }
    after = page[page.length - 1]!.id;
  }
}

/**
 * A due time: the run is made once (unique per report and due time), the next due time
 * queued and recorded, then the run done. A due job whose report was since edited,
 * unscheduled or made inactive does nothing, unless its run was already made (a retry finishes it).
 */
async function runDue(db: Kysely<DB>, files: FileStore, jobs: JobQueue, reportId: number, due: Date): Promise<void> {
  const r = await db.selectFrom('custom_reports').select([...DUE_COLUMNS, 'company', 'owner_id', 'format', 'output']).where('id', '=', reportId).executeTakeFirst();
  if (!r) return;
  const current = r.active && r.frequency !== null && r.next_run_at !== null && new Date(r.next_run_at).getTime() === due.getTime();
  let run = await db.selectFrom('custom_report_runs').select('id').where('report_id', '=', reportId).where('trigger', '=', 'schedule').where('due_at', '=', due.toISOString()).executeTakeFirst();
  if (!current && !run) return;
  run ??= await db
    .insertInto('custom_report_runs')
    .values({ report_id: reportId, company: r.company, user_id: r.owner_id, trigger: 'schedule', due_at: due.toISOString(), format: r.format, output: r.output })
    .onConflict((oc) => oc.columns(['report_id', 'due_at']).where(sql.ref('trigger'), '=', 'schedule').doUpdateSet({ format: r.format }))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (current) {
    const next = nextReportRun(scheduleOf(r), new Date(Math.max(due.getTime(), Date.now())));
    await queueDue(jobs, reportId, next);
    await db.updateTable('custom_reports').set({ next_run_at: next.toISOString() }).where('id', '=', reportId).where('next_run_at', '=', due).execute();
  }
  await runCustomReport(db, files, run.id, jobs);
}

/**
 * "Send now": a manual run, queued at once. The run row is a person's request, a change made through the
 * portal: written with its audit entry (one create on custom_report_runs) in one transaction, then queued
 * once committed so the worker always finds it. The worker's own bookkeeping of the run is not audited.
 */
export async function queueReportSend(rows: ScopedDb, jobs: JobQueue, report: { id: number; company: string; owner_id: number; format: string; output: string }): Promise<number> {
  const id = await auditedWrite(
    rows,
    { entity: 'custom_report_runs' },
    async (trx) =>
      (
        await trx.db
          .insertInto('custom_report_runs')
          .values({ report_id: report.id, company: report.company, user_id: report.owner_id, trigger: 'manual', format: report.format, output: report.output })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    (made) => made,
  );
  await jobs.send<CustomReportJob>(CUSTOM_REPORT_RUN, { runId: id }, { id: uuidOf(`custom-report-run:${id}`) });
  return id;
}

/** Defines the scheduled reports' job on the queue (before it starts). */
export function defineCustomReportJobs(jobs: JobQueue, services: () => { db: Kysely<DB>; files: FileStore }): void {
  jobs.define<CustomReportJob>({
    name: CUSTOM_REPORT_RUN,
    retryLimit: 3,
    backoff: true,
    handler: (data) => {
      const s = services();
      return 'runId' in data ? runCustomReport(s.db, s.files, data.runId, jobs) : runDue(s.db, s.files, jobs, data.reportId, new Date(data.due));
    },
  });
}
