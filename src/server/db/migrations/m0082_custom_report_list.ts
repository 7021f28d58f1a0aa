import { sql, type Kysely } from 'kysely';

/**
 * The saved reports grid (CR_SavedReports) as a view: one row per report and
 * user who may see it (reportVisibility.ts says the same for single reads), so
 * the grid protocol, its counts and exports scope it by `viewer_id` like any
 * user's own rows (`list_key` names a row: a report appears once per viewer): the owner; the users of the report's customer account for a
 * company report (staff: every company report); everyone of the company for a
 * general one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view custom_report_list as
    select r.id as report_id, u.id as viewer_id, r.id::text || '/' || u.id::text as list_key, r.company, r.name, r.title, r.base_report, r.access_level, r.format, r.output,
      (r.frequency is not null) as scheduled, r.frequency, r.active, o.username as owner, r.customer_account,
      r.next_run_at, r.last_run_at, r.last_run_status, r.updated_at
    from custom_reports r
    join users u on u.company = r.company
    join users o on o.id = r.owner_id
    where u.id = r.owner_id or r.access_level = 'general'
      or (r.access_level = 'company' and (u.customer_account is null or u.customer_account = r.customer_account))`.execute(db);
}
