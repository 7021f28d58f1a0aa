import { sql, type Kysely } from 'kysely';

/**
 * The portal's usage and reporting logs (issue 16 point 5): REPORT_OC, REPORT_UA,
 * ADMIN_EmailRpt and Admin_CustomRptReq, each a view over the data the portal
 * already keeps, so the grids read, filter, sort and export them like any
 * table and nothing is copied or can drift:
 *
 * - `online_customer_report` (REPORT_OC): per customer account with portal
 *   users, its users, its active users (not locked, status Active), its
 *   successful sign-ins (sign_in_log) and the last one, and its salesperson's
 *   code (ar_accounts), by which a sales user is scoped to their own accounts.
 * - `user_activity_report` (REPORT_UA): per user, successful sign-ins and the
 *   catalogue calls the command log kept (its retention bounds that count).
 * - `email_report_log` (ADMIN_EmailRpt): the outbox messages a scheduled
 *   report run sent (report generator or push report), with the message's own
 *   delivery state and error. The run that wrote a message is now stamped on it
 *   (`report_kind`, `report_run_id`) in the transaction that completes the run.
 * - `custom_report_requests` (Admin_CustomRptReq): customers' requests for a
 *   custom report, with their state; its list view names the requester.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('report_kind', 'text', (c) => c.check(sql`report_kind in ('custom_report', 'pushreport')`))
    .execute();
  await db.schema.alterTable('email_outbox').addColumn('report_run_id', 'integer').execute();
  await sql`create index email_outbox_report on email_outbox (company, created_at desc) where report_kind is not null`.execute(db);

  await db.schema
    .createTable('custom_report_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull().references('companies.code'))
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('New').check(sql`status in ('New', 'In progress', 'Completed', 'Declined')`))
    .addColumn('assigned_to', 'text')
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await sql`create index custom_report_requests_company on custom_report_requests (company, requested_at desc)`.execute(db);
  await sql`
    create view custom_report_request_list as
    select q.id, q.company, q.customer_account, c.name as customer_name, u.username as requested_by, q.requested_at,
           q.description, q.status, q.assigned_to, q.completed_at
      from custom_report_requests q
      join users u on u.id = q.requested_by
      left join customers c on c.account = q.customer_account`.execute(db);

  await sql`
    create view online_customer_report as
    select c.company, c.account as customer_account, c.name as customer_name, a.sales_code,
           count(u.id)::int as users,
           count(u.id) filter (where not u.locked and u.status = 'Active')::int as active_users,
           coalesce(sum(l.logins), 0)::int as logins,
           max(l.last_login) as last_login
      from customers c
      join users u on u.customer_account = c.account and u.company = c.company
      left join ar_accounts a on a.customer_account = c.account
      left join lateral (
        select count(*) as logins, max(s.logged_in_at) as last_login
          from sign_in_log s where s.user_id = u.id and s.result = 'success'
      ) l on true
     group by c.company, c.account, c.name, a.sales_code`.execute(db);

  await sql`
    create view user_activity_report as
    select u.id, u.company, u.username as user_id, u.first_name || ' ' || u.last_name as name, u.type as user_type,
           u.customer_account,
           (select count(*) from sign_in_log s where s.user_id = u.id and s.result = 'success')::int as logins,
           (select count(*) from command_log k where k.company = u.company and lower(k.user_id) = lower(u.username))::int as commands,
           (select max(s.logged_in_at) from sign_in_log s where s.user_id = u.id and s.result = 'success') as last_login,
           case when u.locked then 'Locked' else u.status end as status
      from users u`.execute(db);

  await sql`
    create view email_report_log as
    select o.id, o.company, coalesce(o.sent_at, o.created_at) as sent_at,
           case o.report_kind when 'custom_report' then 'Report generator' else 'Push report' end as source,
           coalesce(cr.name, p.title) as report_name, u.username as owner,
           (select string_agg(t.value, ', ') from json_array_elements_text(o.to_addresses::json) as t(value)) as recipients,
           coalesce(r.format, pr.output_type) as format, coalesce(r.rows, pr.rows) as rows,
           o.status, o.error, o.subject
      from email_outbox o
      join users u on u.id = o.sent_by
      left join custom_report_runs r on o.report_kind = 'custom_report' and r.id = o.report_run_id
      left join custom_reports cr on cr.id = r.report_id
      left join pushreport_results pr on o.report_kind = 'pushreport' and pr.id = o.report_run_id
      left join pushreports p on p.id = pr.pushreport_id
     where o.report_kind is not null`.execute(db);
}
