import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { JobQueue } from './JobQueue';
import { nextRunAt, type ReportSchedule } from './nextRunAt';
import { runPushreport, type RunServices } from './runPushreport';
import { activeReports, hasScheduledRun, moveNextRun, scheduledReport, scheduledRun, type ScheduledReport } from '../data/pushreportRuns';

/** The one kind of job of push reports: a run asked for (Run now: resultId) or a schedule's due time (pushreportId, due). */
export const PUSHREPORT_RUN = 'pushreport-run';
export type PushreportJob = { resultId: number } | { pushreportId: number; due: string };

/** A UUID made from the report and its due time: queuing the same due run twice queues it once. */
export function dueJobId(pushreportId: number, due: Date): string {
  const h = createHash('sha256').update(`pushreport:${pushreportId}:${due.toISOString()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function queueDue(jobs: JobQueue, pushreportId: number, due: Date) {
  return jobs.send<PushreportJob>(PUSHREPORT_RUN, { pushreportId, due: due.toISOString() }, { startAfter: due, id: dueJobId(pushreportId, due) });
}

/**
 * Gives a report whose next run is not set (new, edited, re-activated) its
 * next due time and queues that run. The job is queued before the time is
 * written: a failure between leaves the time unset, and the next sweep
 * queues it again under the same id.
 */
export async function armSchedule(db: Kysely<DB>, jobs: JobQueue, report: ScheduledReport, now = new Date()): Promise<void> {
  if (!report.active) return;
  const due = report.nextRunAt ?? nextRunAt(report.schedule as ReportSchedule, now);
  await queueDue(jobs, report.id, due);
  if (!report.nextRunAt) await moveNextRun(db, report.id, null, due);
}

/** Every active report whose next run is unset or past gets it queued (at the worker's start, then every minute). */
export async function sweepSchedules(db: Kysely<DB>, jobs: JobQueue, now = new Date()): Promise<number> {
  let after = 0;
  let armed = 0;
  for (;;) {
    const page = await activeReports(db, after, 500);
    if (!page.length) return armed;
    for (const r of page) {
      if (r.nextRunAt && r.nextRunAt > now) continue;
      await armSchedule(db, jobs, r, now);
      armed += 1;
    }
    after = page[page.length - 1]!.id;
  }
}

/**
 * A schedule's due time: the run is made once (unique per report and time),
 * the following due time queued and recorded, then the run done. A due job
 * whose report was since edited (another due time) or deactivated does
 * nothing, unless its run was already made (a retry finishes it).
 */
async function runDue(s: RunServices, jobs: JobQueue, pushreportId: number, due: Date): Promise<void> {
  const report = await scheduledReport(s.db, pushreportId);
  if (!report) return;
  const current = report.active && report.nextRunAt?.getTime() === due.getTime();
  if (!current && !(await hasScheduledRun(s.db, pushreportId, due))) return;
  const resultId = await scheduledRun(s.db, report, due);
  if (current) {
    const next = nextRunAt(report.schedule as ReportSchedule, new Date(Math.max(due.getTime(), Date.now())));
    await queueDue(jobs, pushreportId, next);
    await moveNextRun(s.db, pushreportId, due, next);
  }
  await runPushreport(s, resultId, jobs);
}

/** Defines the push reports' job on the queue (before it starts). */
export function definePushreportJobs(jobs: JobQueue, services: () => RunServices): void {
  jobs.define<PushreportJob>({
    name: PUSHREPORT_RUN,
    retryLimit: 3,
    backoff: true,
    handler: (data) => ('resultId' in data ? runPushreport(services(), data.resultId, jobs) : runDue(services(), jobs, data.pushreportId, new Date(data.due))),
  });
}
