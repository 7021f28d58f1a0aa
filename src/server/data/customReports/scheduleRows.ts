import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtcOrNull } from '../isoUtc';
import { auditedWrite } from '../audit/auditedWrite';
import { reportOf } from './reportRows';
import { mayChangeReport } from './reportVisibility';
import { nextReportRun, type SavedSchedule } from './scheduleTimes';
import type { CallTypes } from '../../../shared/generated/types';

export type ScheduleBody = CallTypes['custom_reports.schedule_save']['body'];

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
  // The schedule is part of the report's row: an update of the report in the audit log.
  await auditedWrite(rows, { entity: 'custom_reports', id }, (trx) =>
    trx
      .updateTable('custom_reports')
      .set({
        ...schedule, cycle: b.cycle, output: b.output, format: b.format, send_to: JSON.stringify(b.send_to ?? []), send_condition: b.send_condition ?? 'Always',
        subject: b.subject ?? null, active, next_run_at: active ? nextReportRun(schedule, now).toISOString() : null, updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute(),
  );
}

/** Removes the schedule; the report stays saved, and a due job already queued finds it unscheduled and does nothing. */
export async function deleteSchedule(rows: ScopedDb, id: number): Promise<void> {
  await changeableReport(rows, id);
  await auditedWrite(rows, { entity: 'custom_reports', id }, (trx) =>
    trx.updateTable('custom_reports').set({ frequency: null, hour: null, day_of_week: null, day_of_month: null, month: null, next_run_at: null, updated_at: new Date().toISOString() }).where('id', '=', id).execute(),
  );
}

/**
 * A report's schedule as the schedule form edits it (CR_Edit_Schedule, CR_4_RptSch): a report the caller
 * may see; one not scheduled yet starts from a daily run at 7:00 Eastern over the previous day, archived
 * in the report's format (its saved output kept), so the form opens filled.
 */
export async function scheduleForm(rows: ScopedDb, id: number) {
  const r = await reportOf(rows, id);
  const scheduled = r.frequency !== null;
  return {
    report_id: r.id as number,
    name: r.name as string,
    scheduled,
    frequency: (r.frequency ?? 'Daily') as string,
    hour: (r.hour ?? 7) as number,
    day_of_week: r.day_of_week as string | null,
    day_of_month: r.day_of_month as number | null,
    month: r.month as number | null,
    cycle: (r.cycle ?? 'Previous day') as string,
    output: r.output as string,
    format: r.format as string,
    send_to: (r.send_to ?? []) as string[],
    send_condition: (r.send_condition ?? 'Always') as string,
    subject: r.subject as string | null,
    active: scheduled ? (r.active as boolean) : true,
    next_run_at: isoUtcOrNull(r.next_run_at),
    last_run_at: isoUtcOrNull(r.last_run_at),
  };
}

/** CR_ArchiveFiles: the files the caller's reports' runs archived (runs are their owner's rows). */
function archived(rows: ScopedDb) {
  return rows
    .selectFrom('custom_report_runs')
    .innerJoin('custom_reports', 'custom_reports.id', 'custom_report_runs.report_id')
    .innerJoin('users', 'users.id', 'custom_report_runs.user_id')
    .where('custom_report_runs.file_key', 'is not', null);
}

export async function archivedFile(rows: ScopedDb, fileId: number) {
  const f = await archived(rows).select(['custom_report_runs.file_key', 'custom_report_runs.file_name']).where('custom_report_runs.id', '=', fileId).executeTakeFirst();
  if (!f) throw new AppError('NOT_FOUND');
  return { key: f.file_key!, name: f.file_name ?? 'report' };
}
