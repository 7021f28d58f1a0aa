import { sql, type Kysely } from 'kysely';

/**
 * The report generator's scheduling lists as views, so they are declared grid
 * sources (sorting, filtering, exports and push reports come with the grid
 * protocol) and scoped by the data layer like any other list:
 *
 * - custom_report_schedule_list (CR_SchedReports, CR_4_RptSch): the scheduled
 *   reports each user may see, one row per report and viewer, as
 *   custom_report_list (m0082) says who sees a report; `status` is Active or Inactive.
 * - custom_report_admin_schedules (ADMIN_SchReports): every scheduled report of
 *   the company, whoever owns it (the administrator's company: ScopedDb's scope).
 * - custom_report_archive (CR_ArchiveFiles): the runs that archived a file, their
 *   runner's (the report's owner at the time) rows; the store key is not answered.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view custom_report_schedule_list as
    select l.report_id, l.viewer_id, l.list_key, l.company, l.name, l.title, l.base_report, l.access_level, l.format, l.output,
      l.frequency, r.hour, r.day_of_week, r.day_of_month, r.month, r.cycle,
      case when r.active then 'Active' else 'Inactive' end as status, l.active, l.owner, l.customer_account,
      l.next_run_at, l.last_run_at, l.last_run_status, l.updated_at
    from custom_report_list l
    join custom_reports r on r.id = l.report_id
    where r.frequency is not null`.execute(db);
  await sql`
    create view custom_report_admin_schedules as
    select r.id as report_id, r.company, r.name, r.title, r.base_report, r.access_level, r.format, r.output,
      r.frequency, r.hour, r.day_of_week, r.day_of_month, r.month, r.cycle,
      case when r.active then 'Active' else 'Inactive' end as status, r.active, o.username as owner, r.customer_account,
      r.next_run_at, r.last_run_at, r.last_run_status, r.updated_at
    from custom_reports r
    join users o on o.id = r.owner_id
    where r.frequency is not null`.execute(db);
  await sql`
    create view custom_report_archive as
    select x.id as file_id, x.report_id, x.company, x.user_id, r.name as report_name, x.format, coalesce(x.file_size, 0) as size, x.rows,
      x.trigger, x.date_from::text as date_from, x.date_to::text as date_to, coalesce(x.finished_at, x.run_at) as created_at, u.username as owner
    from custom_report_runs x
    join custom_reports r on r.id = x.report_id
    join users u on u.id = x.user_id
    where x.file_key is not null`.execute(db);
}
