import { sql, type Kysely } from 'kysely';

/**
 * The customer report generator (issue 16 point 3): saved reports, their
 * schedule and output on the same row, report templates, and the runs a
 * schedule or "Send now" makes (the archive lists those with a file).
 *
 * A report's definition (columns, sort, sums, calculated columns, filters) is
 * JSON because it is always read and written whole and validated by the call
 * catalogue and data/customReports/reportRules.ts; its schedule fields are
 * columns because the scheduler selects and indexes them (next_run_at).
 * `customer_account` is the customer's account for a customer's report (null
 * for staff): "company" access means the owner's customer account for a
 * customer and the portal company for staff, and names are unique within that
 * scope ('Report name already used').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('custom_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull().references('companies.code'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('base_report', 'smallint', (c) => c.notNull().check(sql`base_report between 1 and 3`))
    .addColumn('style', 'text', (c) => c.notNull().defaultTo('Detail').check(sql`style in ('Detail', 'Summary')`))
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sum_columns', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('calculated_columns', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('header', 'text')
    .addColumn('footer', 'text')
    .addColumn('access_level', 'text', (c) => c.notNull().check(sql`access_level in ('personal', 'company', 'general')`))
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('Excel').check(sql`format in ('Excel', 'PDF', 'HTML', 'JSON')`))
    .addColumn('output', 'text', (c) => c.notNull().defaultTo('email').check(sql`output in ('email', 'archive')`))
    // Inactive reports are kept but never run by the scheduler ("Scheduled reports are Active or Inactive").
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    // The schedule: null frequency = not scheduled. Hour 0-23, day of week, day of month 1-31, month 1-12.
    .addColumn('frequency', 'text', (c) => c.check(sql`frequency in ('Daily', 'Weekly', 'Monthly', 'Yearly')`))
    .addColumn('hour', 'smallint', (c) => c.check(sql`hour between 0 and 23`))
    .addColumn('day_of_week', 'text', (c) =>
      c.check(sql`day_of_week in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')`),
    )
    .addColumn('day_of_month', 'smallint', (c) => c.check(sql`day_of_month between 1 and 31`))
    .addColumn('month', 'smallint', (c) => c.check(sql`month between 1 and 12`))
    .addColumn('cycle', 'text')
    .addColumn('send_to', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('send_condition', 'text', (c) => c.notNull().defaultTo('Always').check(sql`send_condition in ('Always', 'Only when data')`))
    .addColumn('subject', 'text')
    .addColumn('next_run_at', 'timestamptz')
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('last_run_status', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await sql`create unique index custom_reports_name on custom_reports (company, coalesce(customer_account, ''), lower(name))`.execute(db);
  await sql`create index custom_reports_owner on custom_reports (owner_id)`.execute(db);
  await sql`create index custom_reports_due on custom_reports (next_run_at) where active and frequency is not null`.execute(db);

  await db.schema
    .createTable('custom_report_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull().references('companies.code'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('access_level', 'text', (c) => c.notNull().check(sql`access_level in ('personal', 'company')`))
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await sql`create unique index custom_report_templates_name on custom_report_templates (company, coalesce(customer_account, ''), owner_id, lower(name))`.execute(db);

  // One row per run (schedule, "Send now"); the archive (CR_ArchiveFiles) is the runs with a file.
  await db.schema
    .createTable('custom_report_runs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('custom_reports.id').onDelete('cascade'))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('schedule', 'manual')`))
    .addColumn('due_at', 'timestamptz')
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Queued').check(sql`status in ('Queued', 'Processing', 'Completed', 'Failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('output', 'text', (c) => c.notNull())
    .addColumn('date_from', 'date')
    .addColumn('date_to', 'date')
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('recipients', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index custom_report_runs_report on custom_report_runs (report_id, run_at desc, id desc)`.execute(db);
  await sql`create unique index custom_report_runs_due on custom_report_runs (report_id, due_at) where trigger = 'schedule'`.execute(db);
}
