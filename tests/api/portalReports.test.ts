import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { completeRun } from '../../src/server/data/pushreportRuns';
import { runCustomReport } from '../../src/server/jobs/runCustomReport';
import { temporaryFileStore } from '../../src/server/files/fileStoreFrom';

/** REPORT_OC, REPORT_UA, ADMIN_EmailRpt and Admin_CustomRptReq (issue 16 point 5): content from the real logs, scoping, refusals. */
for (const dialect of await dialectsUnderTest()) {
  describe(`portal usage and report logs [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 5 });
    });
    afterAll(() => t.close());

    const get = async (url: string, username: string, cmid: string) => t.app.inject({ method: 'GET', url: `/api/reporting_logs/${url}`, headers: { ...auth(await t.tokenOf(username)), cmid } });

    it('REPORT_OC counts each account’s users, active users and successful sign-ins from the sign-in log', async () => {
      const db = t.database.db;
      const res = await get('online_customers?customer_account=100001', 'admin', 'REPORT_OC');
      expect(res.statusCode, res.body).toBe(200);
      const [row] = res.json().results;
      const users = await db.selectFrom('users').select(['id', 'locked', 'status']).where('customer_account', '=', '100001').where('company', '=', 'MANITOULIN').execute();
      const logins = await db
        .selectFrom('sign_in_log')
        .select([sql<number>`count(*)::int`.as('n'), sql<string>`max(logged_in_at)`.as('last')])
        .where('user_id', 'in', users.map((u) => u.id))
        .where('result', '=', 'success')
        .executeTakeFirstOrThrow();
      expect(logins.n).toBeGreaterThan(0);
      expect(row).toMatchObject({ customer_account: '100001', users: users.length, active_users: users.filter((u) => !u.locked && u.status === 'Active').length, logins: logins.n });
      expect(new Date(row.last_login).getTime()).toBe(new Date(logins.last).getTime());

      // A new sign-in counts at once: the report is a view over the log, not a copy.
      const signIn = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'customer', password: 'Freight!Portal2026', company: 'MANITOULIN' } });
      expect(signIn.statusCode, signIn.body).toBeLessThan(300);
      const after = (await get('online_customers?customer_account=100001', 'admin', 'REPORT_OC')).json().results[0];
      expect(after.logins).toBe(logins.n + 1);
    });

    it('REPORT_OC gives a sales user the accounts of their own sales code only, and refuses customers', async () => {
      const db = t.database.db;
      const all = (await get('online_customers?limit=100', 'admin', 'REPORT_OC')).json();
      const codes = new Set(all.results.map((r: { sales_code: string | null }) => r.sales_code));
      expect(codes.size).toBeGreaterThan(1);
      const mine = await db.selectFrom('ar_accounts').innerJoin('users', 'users.customer_account', 'ar_accounts.customer_account').select('ar_accounts.customer_account').distinct().where('ar_accounts.sales_code', '=', 'S104').execute();
      const sales = await get('online_customers?limit=100', 'sales', 'REPORT_OC');
      expect(sales.statusCode, sales.body).toBe(200);
      expect(sales.json().results.map((r: { customer_account: string }) => r.customer_account).sort()).toEqual(mine.map((m) => m.customer_account).sort());
      expect(sales.json().results.every((r: { sales_code: string }) => r.sales_code === 'S104')).toBe(true);
      expect((await get('online_customers', 'employee', 'REPORT_OC')).statusCode).toBe(200);
      for (const user of ['customer', 'customer2']) expect((await get('online_customers', user, 'REPORT_OC')).statusCode).toBe(403);
    });

    it('REPORT_UA counts each user’s sign-ins and the calls the command log kept', async () => {
      const db = t.database.db;
      await get('user_activity', 'admin', 'REPORT_UA');
      await t.app.commandLog.flush();
      const res = await get('user_activity?user_id=customer', 'admin', 'REPORT_UA');
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json().results.find((r: { user_id: string }) => r.user_id === 'customer');
      const calls = await db.selectFrom('command_log').select(sql<number>`count(*)::int`.as('n')).where('company', '=', 'MANITOULIN').where('user_id', '=', 'customer').executeTakeFirstOrThrow();
      expect(calls.n).toBeGreaterThan(0);
      expect(row).toMatchObject({ user_type: 'CUSTOMER', customer_account: '100001', commands: calls.n, status: 'Active' });
      expect(row.logins).toBeGreaterThan(0);
      expect((await get('user_activity?user_id=locked', 'admin', 'REPORT_UA')).json().results[0]).toMatchObject({ user_id: 'locked', status: 'Locked' });
      // The company's users only: DRC's are not in MANITOULIN's report.
      expect((await get('user_activity?user_id=drc', 'admin', 'REPORT_UA')).json().count).toBe(0);
    });

    it('ADMIN_EmailRpt lists the outbox messages report runs sent, with their state; a push report run shows once completed', async () => {
      const db = t.database.db;
      const seeded = await get('email_reports?sort=-sent_at&limit=100', 'admin', 'ADMIN_EmailRpt');
      expect(seeded.statusCode, seeded.body).toBe(200);
      const rows = seeded.json().results as { status: string; error: string | null; source: string; report_name: string }[];
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.some((r) => r.status === 'failed' && /Recipient address rejected/.test(r.error ?? ''))).toBe(true);
      expect(rows.every((r) => r.source === 'Report generator')).toBe(true);
      // Other outbox mail (an ordinary email sent from a screen) is not a report email.
      const plain = await db.selectFrom('email_outbox').select(sql<number>`count(*)::int`.as('n')).where('company', '=', 'MANITOULIN').where('report_kind', 'is not', null).executeTakeFirstOrThrow();
      expect(seeded.json().count).toBe(plain.n);

      const customer = await db.selectFrom('users').select(['id', 'email']).where('username', '=', 'employee').where('company', '=', 'MANITOULIN').executeTakeFirstOrThrow();
      const report = await db.selectFrom('pushreports').select(['id', 'title']).where('user_id', '=', customer.id).executeTakeFirstOrThrow();
      const run = await db.insertInto('pushreport_results').values({ pushreport_id: report.id, company: 'MANITOULIN', user_id: customer.id, trigger: 'manual', status: 'Processing', output_type: 'CSV' }).returning('id').executeTakeFirstOrThrow();
      const to = [customer.email, 'dispatch@example.com'];
      await completeRun(db, run.id, { key: 'k-test', name: 'pickups.csv', size: 10, type: 'text/csv', rows: 7 }, { company: 'MANITOULIN', sentBy: customer.id, to, subject: report.title, content: '<p>x</p>', messageId: '<t@portal>' });
      const found = (await get(`email_reports?source=Push%20report&sort=-id`, 'admin', 'ADMIN_EmailRpt')).json().results[0];
      expect(found).toMatchObject({ source: 'Push report', report_name: report.title, owner: 'employee', recipients: to.join(', '), format: 'CSV', rows: 7, status: 'queued' });

      // A report generator run, made by the worker's own code, shows with the state its outbox message reached.
      const saved = await db.selectFrom('custom_reports').select(['id', 'name', 'format', 'send_to']).where('name', '=', 'Delivered shipments by lane').executeTakeFirstOrThrow();
      const owner = await db.selectFrom('users').select(['id', 'email']).where('username', '=', 'customer').where('company', '=', 'MANITOULIN').executeTakeFirstOrThrow();
      const crRun = await db.insertInto('custom_report_runs').values({ report_id: saved.id, company: 'MANITOULIN', user_id: owner.id, trigger: 'manual', format: saved.format, output: 'email' }).returning('id').executeTakeFirstOrThrow();
      await runCustomReport(db, temporaryFileStore(), crRun.id);
      const done = await db.selectFrom('custom_report_runs').select(['status', 'rows']).where('id', '=', crRun.id).executeTakeFirstOrThrow();
      expect(done.status).toBe('Completed');
      const message = await db.selectFrom('email_outbox').select(['id', 'status']).where('report_kind', '=', 'custom_report').where('report_run_id', '=', crRun.id).executeTakeFirstOrThrow();
      const listed = (await get(`email_reports?id=${message.id}`, 'admin', 'ADMIN_EmailRpt')).json().results[0];
      expect(listed).toMatchObject({ source: 'Report generator', report_name: saved.name, owner: 'customer', recipients: (saved.send_to as string[] | null)?.length ? (saved.send_to as string[]).join(', ') : owner.email, format: saved.format, rows: done.rows, status: message.status });
    });

    it('Admin_CustomRptReq lists the company’s requests with their requester and state', async () => {
      const res = await get('custom_report_requests?sort=-requested_at', 'admin', 'Admin_CustomRptReq');
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().results as { requested_by: string; customer_name: string; status: string; completed_at: string | null }[];
      expect(rows.length).toBe(4); // DRC's request is DRC's
      expect(rows.map((r) => r.requested_by)).not.toContain('drc');
      expect(rows.find((r) => r.status === 'Completed')).toMatchObject({ requested_by: 'customer', customer_name: expect.any(String) });
      expect(rows.filter((r) => r.status === 'New').every((r) => r.completed_at === null)).toBe(true);
      expect((await get('custom_report_requests?status=New', 'admin', 'Admin_CustomRptReq')).json().count).toBe(1);
    });

    it('refuses the administrators’ reports to everyone else, whatever menu they hold', async () => {
      for (const user of ['customer', 'employee', 'sales', 'credit']) {
        expect((await get('user_activity', user, 'REPORT_UA')).statusCode).toBe(403);
        expect((await get('email_reports', user, 'ADMIN_EmailRpt')).statusCode).toBe(403);
        expect((await get('custom_report_requests', user, 'Admin_CustomRptReq')).statusCode).toBe(403);
      }
      // Bad input is a 400 in the pinned shape, never a 500.
      const bad = await get('email_reports?limit=-1', 'admin', 'ADMIN_EmailRpt');
      expect(bad.statusCode).toBe(400);
    });
  });
}
