import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtcOrNull } from '../isoUtc';
import { reportOf, visibleReports } from './reportRows';
import { mayChangeReport } from './reportVisibility';
import { nextReportRun, type SavedSchedule } from './scheduleTimes';
import type { CallTypes } from '../../../shared/generated/types';

export type ScheduleBody = CallTypes['custom_reports.schedule_save']['body'];
type Page = { limit?: number; offset?: number };

/** The fields a frequency needs: weekly a day of week, monthly a day of month, yearly a month and a day. */
function checkSchedule(b: ScheduleBody): void {
  const faults = [];
  if (b.frequency === 'Weekly' && !b.day_of_week) faults.push({ pointer: '/day_of_week', message: 'Field is required' });
  if ((b.frequency === 'Monthly' || b.frequency === 'Yearly') && !b.day_of_month) faults.push({ pointer: '/day_of_month', message: 'Field is required' });
  if (b.frequency === 'Yearly' && !b.month) faults.push({ pointer: '/month', message: 'Field is required' });
  if (b.output === 'email' && !b.send_to?.length) faults.push({ pointer: '/send_to', message: "Email 'To' is required" });
  if (faults.length) throw validationError(faults);
}

/** A report the caller may change (§6: company reports only by an administrator or their creator). */
export async function changeableReport(rows: ScopedDb, id: number) {
  const report = await reportOf(rows, id);
  if (!mayChangeReport(report, rows.scope, rows.caller.type)) throw new AppError('FORBIDDEN');
  return report;
}

/** Sets a report's schedule and output; its next due time is computed now (the job is queued by the caller). */
export async function saveSchedule(rows: ScopedDb, id: number, b: ScheduleBody, now = new Date()): Promise<void> {
  await changeableReport(rows, id);
  checkSchedule(b);
  const schedule: SavedSchedule = { frequency: b.frequency, hour: b.hour, day_of_week: b.day_of_week ?? null, day_of_month: b.day_of_month ?? null, month: b.month ?? null };
  const active = b.active;
  await rows
    .updateTable('custom_reports')
    .set({
      ...schedule, cycle: b.cycle, output: b.output, format: b.format, send_to: JSON.stringify(b.send_to ?? []), send_condition: b.send_condition ?? 'Always',
      subject: b.subject ?? null, active, next_run_at: active ? nextReportRun(schedule, now).toISOString() : null, updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** Removes the schedule; the report stays saved, and a due job already queued finds it unscheduled and does nothing. */
export async function deleteSchedule(rows: ScopedDb, id: number): Promise<void> {
  await changeableReport(rows, id);
  await rows.updateTable('custom_reports').set({ frequency: null, hour: null, day_of_week: null, day_of_month: null, month: null, next_run_at: null, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

/** CR_SchedReports: the scheduled reports the caller may see. */
export async function scheduledList(rows: ScopedDb, q: Page) {
  const base = visibleReports(rows).where('custom_reports.frequency', 'is not', null);
  const [results, total] = await Promise.all([
    base.orderBy('custom_reports.next_run_at').orderBy('custom_reports.id').limit(q.limit ?? 20).offset(q.offset ?? 0).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results, count: Number(total.n) };
}

/** ADMIN_SchReports: every scheduled report of the administrator's company, whoever owns it. */
export async function adminScheduledList(rows: ScopedDb, q: Page) {
  const base = rows.selectFrom('custom_reports').innerJoin('users', 'users.id', 'custom_reports.owner_id').where('custom_reports.frequency', 'is not', null);
  const [results, total] = await Promise.all([
    base.selectAll('custom_reports').select('users.username as owner').orderBy('custom_reports.next_run_at').orderBy('custom_reports.id').limit(q.limit ?? 20).offset(q.offset ?? 0).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results, count: Number(total.n) };
}

/** CR_ArchiveFiles: the files the caller's reports' runs archived (runs are their owner's rows). */
function archived(rows: ScopedDb) {
  return rows
    .selectFrom('custom_report_runs')
    .innerJoin('custom_reports', 'custom_reports.id', 'custom_report_runs.report_id')
    .innerJoin('users', 'users.id', 'custom_report_runs.user_id')
    .where('custom_report_runs.file_key', 'is not', null);
}

export async function archiveList(rows: ScopedDb, q: Page) {
  const [found, total] = await Promise.all([
    archived(rows)
      .select(['custom_report_runs.id', 'custom_report_runs.report_id', 'custom_reports.name', 'custom_report_runs.format', 'custom_report_runs.file_size', 'custom_report_runs.rows', 'custom_report_runs.finished_at', 'users.username'])
      .orderBy('custom_report_runs.id', 'desc')
      .limit(q.limit ?? 20)
      .offset(q.offset ?? 0)
      .execute(),
    archived(rows).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const results = found.map((r) => ({
    file_id: r.id, report_id: r.report_id, report_name: r.name, format: r.format, size: r.file_size ?? 0, rows: r.rows, created_at: isoUtcOrNull(r.finished_at)!, expires_at: null, owner: r.username,
  }));
  return { results, count: Number(total.n) };
}

export async function archivedFile(rows: ScopedDb, fileId: number) {
  const f = await archived(rows).select(['custom_report_runs.file_key', 'custom_report_runs.file_name']).where('custom_report_runs.id', '=', fileId).executeTakeFirst();
  if (!f) throw new AppError('NOT_FOUND');
  return { key: f.file_key!, name: f.file_name ?? 'report' };
}
