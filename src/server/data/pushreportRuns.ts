import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import type { ScopedDb } from './ScopedDb';
import { isoUtcOrNull } from './isoUtc';
import { auditedWrite } from './audit/auditedWrite';
import type { PushreportResult } from '../../shared/generated/types';

/**
 * The runs of push reports (pushreport_results, m0065). The scoped functions
 * serve the caller's own reports (Run now, the results grid, a download); the
 * others serve the queue's worker, which acts for the report's owner and finds
 * the run by its id, as the job names it.
 */

type ResultRow = { id: number; pushreport_id: number; run_at: Date; status: PushreportResult['status']; rows: number | null; output_type: string; file_name: string | null; file_size: number | null; recipients: unknown; error: string | null };

export function resultAnswer(r: ResultRow): PushreportResult {
  return { ...r, run_at: isoUtcOrNull(r.run_at)!, recipients: r.recipients as string[] };
}

/** Queues a run of one of the caller's reports (Run now): 404 when the report is not theirs. */
export async function queueManualRun(rows: ScopedDb, pushreportId: number): Promise<ResultRow> {
  const report = await rows.selectFrom('pushreports').select(['id', 'output_type', 'recipients']).where('id', '=', pushreportId).executeTakeFirst();
  if (!report) throw new AppError('NOT_FOUND');
  // A person's Run now is a change made through the portal (the queued run): audited. The worker's own
  // bookkeeping of the run (its status, file, outbox) is not, nor are scheduled runs.
  return auditedWrite(
    rows,
    { entity: 'pushreport_results' },
    (trx) =>
      trx
        .insertInto('pushreport_results', { pushreport_id: report.id, user_id: rows.caller.userId, trigger: 'manual', output_type: report.output_type, recipients: JSON.stringify(report.recipients) })
        .returning(['id', 'pushreport_id', 'run_at', 'status', 'rows', 'output_type', 'file_name', 'file_size', 'recipients', 'error'])
        .executeTakeFirstOrThrow(),
    (made) => made.id,
  );
}

/** One run of one of the caller's reports (PUSHREPORTR/{pushreport_id}/{id}): 404 when not theirs. */
export async function resultOf(rows: ScopedDb, pushreportId: number, id: number): Promise<PushreportResult> {
  const r = await rows
    .selectFrom('pushreport_results')
    .select(['id', 'pushreport_id', 'run_at', 'status', 'rows', 'output_type', 'file_name', 'file_size', 'recipients', 'error', 'trigger', 'due_at', 'attempts', 'finished_at'])
    .where('pushreport_id', '=', pushreportId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) throw new AppError('NOT_FOUND');
  return { ...resultAnswer(r), trigger: r.trigger, due_at: isoUtcOrNull(r.due_at), attempts: r.attempts, finished_at: isoUtcOrNull(r.finished_at) };
}

/** The archived file of one of the caller's runs: 404 when the run is not theirs or produced none. */
export async function resultFile(rows: ScopedDb, pushreportId: number, id: number): Promise<{ key: string; name: string }> {
  const r = await rows.selectFrom('pushreport_results').select(['file_key', 'file_name']).where('pushreport_id', '=', pushreportId).where('id', '=', id).executeTakeFirst();
  if (!r?.file_key || !r.file_name) throw new AppError('NOT_FOUND');
  return { key: r.file_key, name: r.file_name };
}

/** What a run works from: the report as saved now, and its owner. */
export interface RunTarget {
  resultId: number;
  attempts: number;
  pushreportId: number;
  title: string;
  apiUrl: string;
  queryParams: Record<string, unknown>;
  outputType: string;
  recipients: string[];
  ownerId: number;
}

/**
 * Takes a run for an attempt: Processing, one more attempt. Answers undefined
 * when there is nothing to do (the run completed already, or its report is
 * gone): a retried job never delivers twice.
 */
export async function claimRun(db: Kysely<DB>, resultId: number): Promise<RunTarget | undefined> {
  const r = await db
    .updateTable('pushreport_results')
    .set({ status: 'Processing', attempts: sql`attempts + 1`, error: null, run_at: new Date().toISOString() })
    .where('id', '=', resultId)
    .where('status', '<>', 'Completed')
    .returning(['id', 'attempts', 'pushreport_id'])
    .executeTakeFirst();
  if (!r) return undefined;
  const p = await db.selectFrom('pushreports').selectAll().where('id', '=', r.pushreport_id).executeTakeFirst();
  if (!p) return undefined;
  return { resultId: r.id, attempts: r.attempts, pushreportId: p.id, title: p.title, apiUrl: p.api_url, queryParams: p.query_params as Record<string, unknown>, outputType: p.output_type, recipients: p.recipients as string[], ownerId: p.user_id };
}

/** The outbox row a completed run leaves (recipients, subject, body, the archived file attached). */
export interface RunEmail {
  company: string;
  sentBy: number;
  to: string[];
  subject: string;
  content: string;
  messageId: string;
}

/**
 * Completes a run and puts its email in the outbox, in one transaction: the
 * run is Completed once and its message written once, whatever retried.
 * Answers the outbox row's id, or null when another attempt completed it.
 */
export async function completeRun(db: Kysely<DB>, resultId: number, file: { key: string; name: string; size: number; type: string; rows: number | null }, email: RunEmail): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('pushreport_results')
      .set({ status: 'Completed', file_key: file.key, file_name: file.name, file_size: file.size, rows: file.rows, recipients: JSON.stringify(email.to), finished_at: new Date().toISOString() })
      .where('id', '=', resultId)
      .where('status', '<>', 'Completed')
      .returning('pushreport_id')
      .executeTakeFirst();
    if (!done) return null;
    await trx.updateTable('pushreports').set({ last_run_at: new Date().toISOString() }).where('id', '=', done.pushreport_id).execute();
    const { id } = await trx
      .insertInto('email_outbox')
      .values({
        company: email.company,
        sent_by: email.sentBy,
        subject: email.subject,
        content: email.content,
        additional_content: null,
        to_addresses: JSON.stringify(email.to),
        cc_addresses: '[]',
        bcc_addresses: '[]',
        message_id: email.messageId,
        attachments: JSON.stringify([{ key: file.key, name: file.name, type: file.type }]),
        // ADMIN_EmailRpt lists the messages scheduled report runs sent, by this stamp.
        report_kind: 'pushreport',
        report_run_id: resultId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** Records why an attempt failed; the queue retries it (the run shows Failed with its reason meanwhile). */
export async function failRun(db: Kysely<DB>, resultId: number, error: string): Promise<void> {
  await db.updateTable('pushreport_results').set({ status: 'Failed', error: error.slice(0, 500), finished_at: new Date().toISOString() }).where('id', '=', resultId).where('status', '<>', 'Completed').execute();
}

/** A report's schedule as the worker needs it. */
export interface ScheduledReport {
  id: number;
  active: boolean;
  schedule: unknown;
  nextRunAt: Date | null;
  outputType: string;
  recipients: unknown;
  company: string;
  ownerId: number;
}

export async function scheduledReport(db: Kysely<DB>, id: number): Promise<ScheduledReport | undefined> {
  const p = await db.selectFrom('pushreports').select(['id', 'active', 'schedule', 'next_run_at', 'output_type', 'recipients', 'company', 'user_id']).where('id', '=', id).executeTakeFirst();
  return p && { id: p.id, active: p.active, schedule: p.schedule, nextRunAt: p.next_run_at && new Date(p.next_run_at), outputType: p.output_type, recipients: p.recipients, company: p.company, ownerId: p.user_id };
}

/** Active reports, a page at a time by id: the worker makes sure each has its next run waiting. */
export async function activeReports(db: Kysely<DB>, afterId: number, limit: number): Promise<ScheduledReport[]> {
  const rows = await db.selectFrom('pushreports').select(['id', 'active', 'schedule', 'next_run_at', 'output_type', 'recipients', 'company', 'user_id']).where('active', '=', true).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  return rows.map((p) => ({ id: p.id, active: p.active, schedule: p.schedule, nextRunAt: p.next_run_at && new Date(p.next_run_at), outputType: p.output_type, recipients: p.recipients, company: p.company, ownerId: p.user_id }));
}

/** Moves a report's next run from `from` (null: not set yet) to `to`; false when another worker or an edit moved it first. */
export async function moveNextRun(db: Kysely<DB>, id: number, from: Date | null, to: Date): Promise<boolean> {
  const q = db.updateTable('pushreports').set({ next_run_at: to.toISOString() }).where('id', '=', id);
  const r = await (from ? q.where('next_run_at', '=', from.toISOString() as never) : q.where('next_run_at', 'is', null)).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The run of a report due at `due`, made once whatever retried (unique per report and due time). */
export async function scheduledRun(db: Kysely<DB>, report: ScheduledReport, due: Date): Promise<number> {
  await db
    .insertInto('pushreport_results')
    .values({ pushreport_id: report.id, company: report.company, user_id: report.ownerId, trigger: 'schedule', due_at: due.toISOString(), output_type: report.outputType, recipients: JSON.stringify(report.recipients) })
    .onConflict((oc) => oc.columns(['pushreport_id', 'due_at']).where('trigger', '=', 'schedule').doNothing())
    .execute();
  const r = await db.selectFrom('pushreport_results').select('id').where('pushreport_id', '=', report.id).where('due_at', '=', due.toISOString() as never).where('trigger', '=', 'schedule').executeTakeFirstOrThrow();
  return r.id;
}

/** Whether a run for this due time exists (a retry of a due job whose report was since rescheduled still runs it). */
export async function hasScheduledRun(db: Kysely<DB>, id: number, due: Date): Promise<boolean> {
  return !!(await db.selectFrom('pushreport_results').select('id').where('pushreport_id', '=', id).where('due_at', '=', due.toISOString() as never).where('trigger', '=', 'schedule').executeTakeFirst());
}
