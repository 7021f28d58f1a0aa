import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import { scopeOf } from '../auth/Scope';
import { checkDefinition } from '../data/customReports/reportDefinition';
import { definitionOfRow } from '../data/customReports/definitionOfRow';
import { reportFile } from '../data/customReports/reportFile';
import { cycleRange, REFRESH_UNDER_DAYS } from '../data/customReports/scheduleTimes';
import type { JobQueue } from './JobQueue';
import { emailRef, queueMailJobs } from './mailJobs';

/**
 * One attempt at a report run (schedule or "Send now"): the run is claimed, the owner's
 * scope rebuilt (a locked or removed owner gets nothing), the cycle's date range taken
 * from the run's due time, the file made in the report's format (or, for a range of 10
 * days or more, the last file made for the same range reused: §9 "Refresh data only when
 * the date range is under 10 days"), archived in the file store, and the run completed
 * with its email in the outbox in one transaction (output email); a retried attempt
 * never sends twice. A failure is recorded and thrown, so the queue retries.
 */
export async function runCustomReport(db: Kysely<DB>, files: FileStore, runId: number, jobs?: JobQueue): Promise<void> {
  const run = await db
    .updateTable('custom_report_runs')
    .set((eb) => ({ status: 'Processing', attempts: eb('attempts', '+', 1), error: null }))
    .where('id', '=', runId)
    .where('status', 'in', ['Queued', 'Failed', 'Processing'])
    .returningAll()
    .executeTakeFirst();
  if (!run) return;
  try {
    const report = await db.selectFrom('custom_reports').selectAll().where('id', '=', run.report_id).executeTakeFirstOrThrow();
    const owner = await db.selectFrom('users').select(['id', 'username', 'company', 'type', 'customer_account', 'locked', 'lang', 'email']).where('id', '=', report.owner_id).executeTakeFirst();
    if (!owner || owner.locked) throw new Error("The report's owner can no longer read its data");
    const scope = scopeOf({ userId: owner.id, username: owner.username, company: owner.company, type: owner.type, customerAccount: owner.customer_account, tokenHash: '' });
    const range = cycleRange(report.cycle, new Date(run.due_at ?? run.run_at));
    const reused = range.days >= REFRESH_UNDER_DAYS ? await sameRangeFile(db, report.id, range) : undefined;
    let file = reused;
    if (!file) {
      const made = await reportFile(db, scope, checkDefinition(definitionOfRow(report)), { dateFrom: range.from, dateTo: range.to }, report.format, owner.lang === 'fr' ? 'fr' : 'en');
      const stored = await files.put(made.data, made.name);
      file = { key: stored.key, name: made.name, size: made.data.length, type: made.contentType, rows: made.rows };
    }
    const to = report.output === 'email' ? ((report.send_to as string[]).length ? (report.send_to as string[]) : [owner.email ?? '']).filter(Boolean) : [];
    const outbox = await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('custom_report_runs')
        .set({ status: 'Completed', file_key: file.key, file_name: file.name, file_size: file.size, rows: file.rows, date_from: range.from, date_to: range.to, recipients: JSON.stringify(to), finished_at: new Date().toISOString() })
        .where('id', '=', runId)
        .where('status', '<>', 'Completed')
        .returning('id')
        .executeTakeFirst();
      if (!done) return null;
      await trx.updateTable('custom_reports').set({ last_run_at: new Date().toISOString(), last_run_status: 'Completed' }).where('id', '=', report.id).execute();
      if (!to.length) return null;
      const subject = report.subject || report.title || report.name;
      const { id } = await trx
        .insertInto('email_outbox')
        .values({
          company: report.company, sent_by: owner.id, subject, content: `<p>${escapeHtml(subject)}: ${range.from} – ${range.to}, ${file.rows ?? 0} rows.</p>`, additional_content: null,
          to_addresses: JSON.stringify(to), cc_addresses: '[]', bcc_addresses: '[]', message_id: `<${randomUUID()}@portal>`,
          attachments: JSON.stringify([{ key: file.key, name: file.name, type: file.type }]),
          // ADMIN_EmailRpt lists the messages scheduled report runs sent, by this stamp.
          report_kind: 'custom_report',
          report_run_id: runId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
    // Delivered by the mail job (retried while SMTP is away), never twice: its id is the message's.
    // Without a queue at hand (the demo seed's archive runs), the mail sweep (jobs/mailJobs.ts) queues it within a minute.
    if (outbox && jobs) await queueMailJobs(jobs, [emailRef(outbox)]);
  } catch (e) {
    const error = String((e as Error).message ?? e).slice(0, 500);
    await db.updateTable('custom_report_runs').set({ status: 'Failed', error, finished_at: new Date().toISOString() }).where('id', '=', runId).where('status', '<>', 'Completed').execute();
    await db.updateTable('custom_reports').set({ last_run_status: 'Failed' }).where('id', '=', run.report_id).execute();
    throw e;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The last completed file of the report for exactly this date range, if any. */
async function sameRangeFile(db: Kysely<DB>, reportId: number, range: { from: string; to: string }) {
  const r = await db
    .selectFrom('custom_report_runs')
    .select(['file_key', 'file_name', 'file_size', 'rows'])
    .where('report_id', '=', reportId)
    .where('status', '=', 'Completed')
    .where('file_key', 'is not', null)
    .where(sql<boolean>`date_from = ${range.from}::date and date_to = ${range.to}::date`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return r ? { key: r.file_key!, name: r.file_name!, size: r.file_size ?? 0, type: typeOf(r.file_name!), rows: r.rows } : undefined;
}

const typeOf = (name: string) =>
  name.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8';
