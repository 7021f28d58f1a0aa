import { sql } from 'kysely';
import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtcOrNull } from '../isoUtc';
import { refusingConflicts } from '../refusingConflicts';
import { mayChangeReport, reportVisible } from './reportVisibility';
import type { ReportDefinition } from './reportDefinition';
import { auditedWrite } from '../audit/auditedWrite';
import type { CustomReportsReport } from '../../../shared/generated/types';

const NAME_USED = { pointer: '/name', message: 'Report name already used' };

/** What a save takes: the definition, its name, access and output (the schedule is set by schedule_save). */
export interface ReportInput extends ReportDefinition {
  name: string;
  access_level: 'personal' | 'company' | 'general';
  format: 'Excel' | 'PDF' | 'HTML' | 'JSON';
  output: 'email' | 'archive';
  active?: boolean;
}

/** The caller's visible reports with their owner's user ID, newest first. */
export function visibleReports(rows: ScopedDb) {
  return rows
    .selectFrom('custom_reports')
    .innerJoin('users', 'users.id', 'custom_reports.owner_id')
    .where(reportVisible(rows.scope))
    .selectAll('custom_reports')
    .select('users.username as owner');
}
type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof visibleReports>['executeTakeFirst']>>>;

/** One report the caller may see; 404 otherwise (another account's report is simply not there). */
export async function reportOf(rows: ScopedDb, id: number): Promise<Row> {
  const row = await visibleReports(rows).where('custom_reports.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Whether a name is free in the report's scope: the portal company and the
 * owner's customer account (staff reports: the staff's), case-insensitively.
 * The same scope as the unique index of m0081, which settles a race.
 */
export async function nameAvailable(rows: ScopedDb, name: string, exceptId?: number, account = rows.scope.customer ?? ''): Promise<boolean> {
  let q = rows
    .selectFrom('custom_reports')
    .select('id')
    .where(sql<boolean>`coalesce(customer_account, '') = ${account} and lower(name) = lower(${name.trim()})`);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return !(await q.executeTakeFirst());
}

function values(body: ReportInput) {
  return {
    name: body.name.trim(),
    title: body.title ?? null,
    base_report: body.base_report,
    style: body.style ?? 'Detail',
    columns: JSON.stringify(body.columns),
    sort: JSON.stringify(body.sort ?? []),
    sum_columns: JSON.stringify(body.sum_columns ?? []),
    calculated_columns: JSON.stringify(body.calculated_columns ?? []),
    filters: JSON.stringify(body.filters ?? []),
    header: body.header ?? null,
    footer: body.footer ?? null,
    access_level: body.access_level,
    format: body.format,
    output: body.output,
    ...(body.active === undefined ? {} : { active: body.active }),
  };
}

/** General reports are for everyone of the company: only staff (no customer account) save them. */
function checkAccessLevel(rows: ScopedDb, level: string): void {
  if (level === 'general' && rows.scope.customer !== null) throw new AppError('GENERAL_REPORT_DENIED');
}

/** The audit log's record of a saved report: its row. */
const AUDITED = { entity: 'custom_reports' };

/** createReport in a transaction of its own (the check and the write see one state), with its audit entry. */
export async function createReport(rows: ScopedDb, body: ReportInput): Promise<number> {
  return auditedWrite(rows, AUDITED, (trx) => createReportIn(trx, body), (made) => made);
}

async function createReportIn(rows: ScopedDb, body: ReportInput): Promise<number> {
  checkAccessLevel(rows, body.access_level);
  if (!(await nameAvailable(rows, body.name))) throw validationError([NAME_USED]);
  const row = await refusingConflicts(
    () =>
      rows
        .insertInto('custom_reports', { ...values(body), owner_id: rows.scope.userId, customer_account: rows.scope.customer })
        .returning('id')
        .executeTakeFirstOrThrow(),
    { duplicate: NAME_USED },
  );
  return row.id;
}

/** Company and general reports: only an administrator or the creator (REPORT_EDIT_DENIED); the name stays unique. */
/** updateReport in a transaction of its own (the check and the write see one state), with its audit entry. */
export async function updateReport(rows: ScopedDb, id: number, body: ReportInput): Promise<void> {
  return auditedWrite(rows, { ...AUDITED, id }, (trx) => updateReportIn(trx, id, body));
}

async function updateReportIn(rows: ScopedDb, id: number, body: ReportInput): Promise<void> {
  const row = await reportOf(rows, id);
  if (!mayChangeReport(row, rows.scope, rows.caller.type)) throw new AppError('REPORT_EDIT_DENIED');
  if (row.owner_id !== rows.scope.userId || body.access_level === 'general') checkAccessLevel(rows, body.access_level);
  if (!(await nameAvailable(rows, body.name, id, row.customer_account ?? ''))) throw validationError([NAME_USED]);
  await refusingConflicts(
    () => rows.updateTable('custom_reports').set({ ...values(body), updated_at: new Date().toISOString() }).where('id', '=', id).execute(),
    { duplicate: NAME_USED },
  );
}

/** 02-business.md §6: company reports are removed only by an administrator or the original creator. */
/** deleteReport in a transaction of its own (the check and the write see one state), with its audit entry. */
export async function deleteReport(rows: ScopedDb, id: number): Promise<void> {
  return auditedWrite(rows, { ...AUDITED, id }, (trx) => deleteReportIn(trx, id));
}

async function deleteReportIn(rows: ScopedDb, id: number): Promise<void> {
  const row = await reportOf(rows, id);
  if (!mayChangeReport(row, rows.scope, rows.caller.type)) throw new AppError('REPORT_DELETE_DENIED');
  await rows.deleteFrom('custom_reports').where('id', '=', id).execute();
}

/** A report as report_get answers it, with what the caller may do with it. */
export function reportAnswer(row: Row, rows: ScopedDb): CustomReportsReport {
  const may = mayChangeReport(row, rows.scope, rows.caller.type);
  return {
    report_id: row.id,
    name: row.name,
    title: row.title,
    base_report: row.base_report,
    style: row.style,
    columns: row.columns,
    sort: row.sort,
    sum_columns: row.sum_columns,
    calculated_columns: row.calculated_columns,
    filters: row.filters,
    header: row.header,
    footer: row.footer,
    access_level: row.access_level,
    format: row.format,
    output: row.output,
    active: row.active,
    schedule: row.frequency
      ? {
          frequency: row.frequency,
          hour: row.hour ?? 0,
          day_of_week: row.day_of_week,
          day_of_month: row.day_of_month,
          month: row.month,
          cycle: row.cycle ?? 'Previous day',
          output: row.output,
          format: row.format,
          send_to: row.send_to,
          send_condition: row.send_condition,
          subject: row.subject,
          active: row.active,
          next_run_at: isoUtcOrNull(row.next_run_at),
          last_run_at: isoUtcOrNull(row.last_run_at),
          last_run_status: row.last_run_status,
        }
      : null,
    owner: row.owner,
    company: row.company,
    customer_account: row.customer_account,
    can_edit: may,
    can_delete: may,
    created_at: isoUtcOrNull(row.created_at)!,
    updated_at: isoUtcOrNull(row.updated_at),
  };
}
