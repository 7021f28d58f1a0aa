import { sql, type Kysely } from 'kysely';

/**
 * Custom report requests become a workflow (issue 16 point 5, Admin_CustomRptReq
 * and CR_RequestReport): what the customer asked for in full (which data,
 * columns wanted, frequency, output format, delivery emails, due date, notes),
 * and what staff do with it (the assignee, their notes, the reason of a
 * rejection, the delivered report). The state "Declined" is named "Rejected",
 * the workflow's word; rows already declined are renamed with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table custom_report_requests drop constraint custom_report_requests_status_check`.execute(db);
  await sql`update custom_report_requests set status = 'Rejected' where status = 'Declined'`.execute(db);
  await sql`alter table custom_report_requests add constraint custom_report_requests_status_check check (status in ('New', 'In progress', 'Completed', 'Rejected'))`.execute(db);
  await db.schema
    .alterTable('custom_report_requests')
    .addColumn('data_source', 'text', (c) => c.notNull().defaultTo('shipments').check(sql`data_source in ('shipments', 'billing', 'claims')`))
    .addColumn('columns_wanted', 'text')
    .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('once').check(sql`frequency in ('once', 'daily', 'weekly', 'monthly')`))
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('Excel').check(sql`format in ('Excel', 'PDF', 'HTML', 'JSON')`))
    .addColumn('delivery_emails', 'text')
    .addColumn('due_date', 'date')
    .addColumn('notes', 'text')
    .addColumn('staff_notes', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('report_id', 'integer', (c) => c.references('custom_reports.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`drop view custom_report_request_list`.execute(db);
  await sql`
    create view custom_report_request_list as
    select q.id, q.company, q.customer_account, c.name as customer_name, u.username as requested_by, q.requested_at,
           q.description, q.data_source, q.columns_wanted, q.frequency, q.format, q.delivery_emails, q.due_date, q.notes,
           q.status, q.assigned_to, q.staff_notes, q.reject_reason, q.report_id, r.name as report_name,
           q.updated_at, q.completed_at
      from custom_report_requests q
      join users u on u.id = q.requested_by
      left join customers c on c.account = q.customer_account
      left join custom_reports r on r.id = q.report_id`.execute(db);
}
