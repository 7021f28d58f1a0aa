import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';
import { menu } from './billingDemo';

/**
 * The portal's usage and report logs in the demo (issue 16 point 5): REPORT_OC,
 * REPORT_UA, ADMIN_EmailRpt and Admin_CustomRptReq on a "Portal usage" top menu
 * of the administrators, REPORT_OC also on one of employees and sales staff, and the
 * history these views read, so they show something on a fresh database:
 * a month of sign-ins of the demo users (sign_in_log, as the sign-in writes
 * it), past scheduled runs of the demo's emailed reports with the outbox
 * messages they sent (one bounced), and a few customers' custom report
 * requests in each state of their workflow. Later sign-ins, calls and report emails are recorded by the portal
 * itself. The seeded runs made no file (like the push report demo's), so the
 * archive does not list them.
 */
const ADMIN_ITEMS: [cmid: string, title: string][] = [
  ['REPORT_OC', 'Online customers'],
  ['REPORT_UA', 'User activity'],
  ['ADMIN_EmailRpt', 'Emailed reports'],
  ['Admin_CustomRptReq', 'Custom report requests'],
];

/** [user ID, successful sign-ins over the last 30 days, failed attempts]. */
const SIGN_INS: [string, number, number][] = [
  ['customer', 22, 1],
  ['customer2', 9, 2],
  ['employee', 18, 0],
  ['sales', 12, 1],
  ['credit', 15, 0],
  ['admin', 25, 0],
];

type Request = {
  uid: string; daysAgo: number; description: string; status: 'New' | 'In progress' | 'Completed' | 'Rejected'; assignedTo: string | null; took: number | null;
  data: 'shipments' | 'billing' | 'claims'; columns: string; frequency: 'once' | 'daily' | 'weekly' | 'monthly'; format: 'Excel' | 'PDF' | 'HTML' | 'JSON';
  dueIn: number | null; notes?: string; staffNotes?: string; reason?: string;
};

/** Customers' requests for a custom report, in each state of their workflow (CR_RequestReport, Admin_CustomRptReq). */
const REQUESTS: Request[] = [
  { uid: 'customer', daysAgo: 40, description: 'Monthly shipments to Quebec consignees with weight and charges per province.', status: 'Completed', assignedTo: 'employee', took: 6,
    data: 'shipments', columns: 'Probill, pickup date, consignee city and province, weight, charges', frequency: 'monthly', format: 'Excel', dueIn: -30, staffNotes: 'Built as a monthly report on the first of the month.' },
  { uid: 'customer', daysAgo: 11, description: 'Weekly list of shipments held for appointment, with the appointment date.', status: 'In progress', assignedTo: 'employee', took: null,
    data: 'shipments', columns: 'Probill, consignee, appointment date, terminal', frequency: 'weekly', format: 'PDF', dueIn: 5, notes: 'Monday morning, before 8 AM if possible.', staffNotes: 'Appointment dates come from the terminal system; checking the field.' },
  { uid: 'customer2', daysAgo: 8, description: 'Fuel surcharge paid per invoice over the last quarter.', status: 'New', assignedTo: null, took: null,
    data: 'billing', columns: 'Invoice, invoice date, base charges, fuel surcharge, total', frequency: 'once', format: 'Excel', dueIn: 14 },
  { uid: 'customer2', daysAgo: 25, description: 'Daily file of all our shipments in EDI 214 format.', status: 'Rejected', assignedTo: 'admin', took: 3,
    data: 'shipments', columns: 'All status events', frequency: 'daily', format: 'JSON', dueIn: -10, reason: 'EDI 214 status messages are set up by our EDI team, not as a portal report: please ask your account manager.' },
  { uid: 'drc', daysAgo: 3, description: 'Claims opened per month with their amounts and status.', status: 'New', assignedTo: null, took: null,
    data: 'claims', columns: 'Claim number, probill, amount, status, opened on', frequency: 'monthly', format: 'HTML', dueIn: 20 },
];

export async function seedPortalReportsDemo(db: Kysely<DB>): Promise<void> {
  await menu(db, 'Portal usage', [{ name: 'Portal usage', items: ADMIN_ITEMS }], ['Administrators']);
  await menu(db, 'Portal usage', [{ name: 'Portal usage', items: [['REPORT_OC', 'Online customers']] }], ['Employees', 'Sales']);

  for (const [uid, ok, failed] of SIGN_INS) {
    const user = await db.selectFrom('users').select(['id', 'company', 'type']).where('username', '=', uid).executeTakeFirst();
    if (!user) continue;
    // Spread over 30 days, at working hours, each session signed out 20 to 80 minutes later.
    await sql`
      insert into sign_in_log (uid, company, user_id, user_type, logged_in_at, logged_out_at, result, ip_address, user_agent)
      select ${uid}, ${user.company}, ${user.id}, ${user.type},
             date_trunc('day', now()) - make_interval(days => (n * 29 / ${ok})::int, hours => 24 - 8 - (n % 9)),
             date_trunc('day', now()) - make_interval(days => (n * 29 / ${ok})::int, hours => 24 - 8 - (n % 9)) + make_interval(mins => (20 + (n * 13) % 60)::int),
             'success', '10.20.1.' || (20 + n % 7), 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0'
        from generate_series(1, ${ok}) as n`.execute(db);
    if (failed) {
      await sql`
        insert into sign_in_log (uid, company, user_id, user_type, logged_in_at, result, ip_address, user_agent)
        select ${uid}, ${user.company}, ${user.id}, ${user.type}, now() - make_interval(days => (n * 7)::int, hours => 3), 'failed', '10.20.1.99', 'Mozilla/5.0'
          from generate_series(1, ${failed}) as n`.execute(db);
    }
  }

  // The demo's emailed reports, sent weekly by a schedule over the past three weeks (their schedules since
  // removed, so the portal's worker does not run them in the demo); the last send of one bounced. Scheduled
  // rather than "Send now" runs, so that a user's next "Send now" is the report's only manual run.
  const emailed = await db
    .selectFrom('custom_reports')
    .innerJoin('users', 'users.id', 'custom_reports.owner_id')
    .select(['custom_reports.id', 'custom_reports.company', 'custom_reports.format', 'custom_reports.name', 'custom_reports.title', 'users.id as owner_id', 'users.email'])
    .where('custom_reports.output', '=', 'email')
    .orderBy('custom_reports.id')
    .execute();
  // The bounce is MANITOULIN's (the demo administrator's company), whatever other seeds add after its reports.
  const bouncing = emailed.map((r) => r.company).lastIndexOf('MANITOULIN');
  for (const [i, r] of emailed.entries()) {
    for (const week of [21, 14, 7]) {
      const bounced = i === bouncing && week === 7;
      const to = bounced ? [r.email, 'receiving@closed-warehouse.example'] : [r.email];
      const at = sql<string>`date_trunc('day', now()) - make_interval(days => ${week + i}, hours => -7)`;
      const rows = 40 + ((r.id * 17 + week * 3) % 90);
      const run = await db
        .insertInto('custom_report_runs')
        .values({
          report_id: r.id, company: r.company, user_id: r.owner_id, trigger: 'schedule', due_at: at as unknown as string, run_at: at as unknown as string, finished_at: at as unknown as string,
          status: 'Completed', rows, format: r.format, output: 'email', recipients: JSON.stringify(to),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const subject = r.title || r.name;
      await db
        .insertInto('email_outbox')
        .values({
          company: r.company, sent_by: r.owner_id, subject, content: `<p>${subject}: ${rows} rows.</p>`, additional_content: null,
          to_addresses: JSON.stringify(to), cc_addresses: '[]', bcc_addresses: '[]', message_id: `<demo-report-${run.id}@portal>`,
          status: bounced ? 'failed' : 'sent', error: bounced ? '550 5.1.1 <receiving@closed-warehouse.example>: Recipient address rejected' : null,
          created_at: at as unknown as string, sent_at: bounced ? undefined : (at as unknown as string),
          report_kind: 'custom_report', report_run_id: run.id,
        })
        .execute();
    }
  }

  for (const r of REQUESTS) {
    const user = await db.selectFrom('users').select(['id', 'company', 'customer_account', 'email']).where('username', '=', r.uid).executeTakeFirst();
    if (!user) continue;
    const days = (n: number) => sql<string>`now() - make_interval(days => ${n})` as unknown as string;
    await db
      .insertInto('custom_report_requests')
      .values({
        company: user.company, customer_account: user.customer_account, requested_by: user.id, description: r.description, status: r.status, assigned_to: r.assignedTo,
        data_source: r.data, columns_wanted: r.columns, frequency: r.frequency, format: r.format, delivery_emails: user.email, notes: r.notes ?? null,
        due_date: r.dueIn === null ? null : (sql<string>`current_date + ${r.dueIn}::int` as unknown as string),
        staff_notes: r.staffNotes ?? null, reject_reason: r.reason ?? null,
        requested_at: days(r.daysAgo), updated_at: days(r.took === null ? Math.min(r.daysAgo, 2) : r.daysAgo - r.took),
        completed_at: r.took === null ? null : days(r.daysAgo - r.took),
      })
      .execute();
  }
}
