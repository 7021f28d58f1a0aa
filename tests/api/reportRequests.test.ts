import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { errorShapeFault } from '../support/errorShape';
import { giveMenu } from '../support/giveMenu';
import { MAIL_DELIVER, mailJobId } from '../../src/server/jobs/mailJobs';
import { todayEastern } from '../../src/server/data/reportRequests/fileReportRequest';

/** Custom report requests (issue 16 point 5): customers file them (CR_RequestReport), staff work on them (Admin_CustomRptReq). */
for (const dialect of await dialectsUnderTest()) {
  describe(`custom report requests [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 5 });
    });
    afterAll(() => t.close());

    const db = () => t.database.db;
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, username: string, cmid: string, payload?: object, lang = 'en') =>
      t.app.inject({ method, url: `/api/reporting_logs/${url}`, headers: { ...auth(await t.tokenOf(username)), cmid, 'accept-language': lang }, ...(payload ? { payload } : {}) });
    const file = (username: string, body: object, cmid = 'CR_RequestReport') => call('POST', 'report_requests', username, cmid, body);
    const work = (id: number, body: object, username = 'admin') => call('PUT', `report_requests/${id}`, username, 'Admin_CustomRptReq', body);
    const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const request = {
      description: 'Weekly pallets delivered to our Laval warehouse, with weight and charges.',
      data_source: 'shipments',
      columns_wanted: 'Probill, delivery date, pieces, weight, charges',
      frequency: 'weekly',
      format: 'PDF',
      delivery_emails: 'logistics@acme.example, ap@acme.example',
      due_date: inFuture(10),
      notes: 'Monday mornings please.',
    };
    const lastNotice = () => db().selectFrom('outbox').select(['id', 'to_address', 'subject', 'body']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const mailJob = async (outboxId: number) =>
      (await sql<{ state: string }>`select state::text as state from pgboss.job where name = ${MAIL_DELIVER} and id = ${mailJobId({ box: 'outbox', id: outboxId })}::uuid`.execute(db())).rows[0]?.state;
    const auditOf = (id: number) => db().selectFrom('audit_log').selectAll().where('entity', '=', 'custom_report_requests').where('entity_id', '=', String(id)).orderBy('id').execute();
    const emailOf = async (username: string) => (await db().selectFrom('users').select('email').where('username', '=', username).where('company', '=', 'MANITOULIN').executeTakeFirstOrThrow()).email;

    it('files a customer’s request for their own account, acknowledges it by email and records it in the audit log', async () => {
      const res = await file('customer', request);
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json();
      expect(row).toMatchObject({ ...request, delivery_emails: 'logistics@acme.example, ap@acme.example', status: 'New', requested_by: 'customer', customer_account: '100001', assigned_to: null });
      const stored = await db().selectFrom('custom_report_requests').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ company: 'MANITOULIN', customer_account: '100001', frequency: 'weekly', format: 'PDF' });
      const notice = await lastNotice();
      expect(notice).toMatchObject({ to_address: await emailOf('customer'), subject: `Custom report request ${row.id}: New` });
      expect(await mailJob(notice.id)).toBeDefined();
      const [entry] = await auditOf(row.id);
      expect(entry).toMatchObject({ action: 'create', user_id: 'customer', cmid: 'CR_RequestReport', company: 'MANITOULIN' });
    });

    it('refuses a bad request as a 400 with its fields, in French too, and writes nothing', async () => {
      const before = (await db().selectFrom('custom_report_requests').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      const missing = await file('customer', { description: '', data_source: 'invoices', frequency: 'yearly', format: 'Word' });
      expect(missing.statusCode).toBe(400);
      expect(errorShapeFault(missing)).toBeNull();
      const pointers = missing.json().errors.map((e: { pointer: string }) => e.pointer);
      expect(pointers).toEqual(expect.arrayContaining(['/description', '/data_source', '/frequency', '/format', '/delivery_emails']));

      const bad = await call('POST', 'report_requests', 'customer', 'CR_RequestReport', { ...request, delivery_emails: 'logistics@acme.example, not-an-address', due_date: '2020-01-15', customer_account: '200002' }, 'fr');
      expect(bad.statusCode).toBe(400);
      expect(errorShapeFault(bad)).toBeNull();
      expect(bad.json().errors).toEqual(
        expect.arrayContaining([
          { pointer: '/delivery_emails', message: 'Adresse courriel invalide' },
          { pointer: '/due_date', message: 'La date d’échéance ne peut pas être dans le passé' },
          // Another account's is not the customer's to name: not found, as any account they cannot reach.
          { pointer: '/customer_account', message: 'Compte introuvable' },
        ]),
      );
      expect((await db().selectFrom('custom_report_requests').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n).toBe(before);
      // Today is not in the past.
      expect((await file('customer2', { ...request, due_date: todayEastern() })).statusCode).toBe(200);
    });

    it('lists a customer’s own account’s requests only; another account’s cannot be read', async () => {
      const theirs = (await file('customer2', { ...request, description: 'Invoices paid by credit card last month.', data_source: 'billing' })).json();
      const mine = await call('GET', 'report_requests?limit=100', 'customer', 'CR_RequestReport');
      expect(mine.statusCode, mine.body).toBe(200);
      const rows = mine.json().results as { id: number; customer_account: string; requested_by: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.customer_account === '100001')).toBe(true);
      expect(rows.map((r) => r.id)).not.toContain(theirs.id);
      expect((await call('GET', `report_requests/${theirs.id}`, 'customer', 'CR_RequestReport')).statusCode).toBe(404);
      expect((await call('GET', `report_requests/${theirs.id}`, 'customer2', 'CR_RequestReport')).json()).toMatchObject({ id: theirs.id, data_source: 'billing' });
      // Staff see the company's, and DRC's request is DRC's.
      const all = (await call('GET', 'custom_report_requests?limit=100', 'admin', 'Admin_CustomRptReq')).json().results as { id: number; requested_by: string }[];
      expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([theirs.id, ...rows.map((r) => r.id)]));
      expect(all.map((r) => r.requested_by)).not.toContain('drc');
    });

    it('lets staff file on behalf of an account they name, which must be the company’s', async () => {
      const none = await file('admin', request, 'Admin_CustomRptReq');
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual([{ pointer: '/customer_account', message: 'Field is required' }]);
      expect((await file('admin', { ...request, customer_account: 'NOPE99' }, 'Admin_CustomRptReq')).json().errors).toEqual([{ pointer: '/customer_account', message: 'Account not found' }]);
      const res = await file('admin', { ...request, customer_account: '200002' }, 'Admin_CustomRptReq');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ customer_account: '200002', requested_by: 'admin' });
      const seen = (await call('GET', 'report_requests?limit=100', 'customer2', 'CR_RequestReport')).json().results.map((r: { id: number }) => r.id);
      expect(seen).toContain(res.json().id);
    });

    it('moves a request New -> In progress -> Completed with its assignee, emails the requester each change and audits it', async () => {
      const { id } = (await file('customer', request)).json();
      const taken = await work(id, { status: 'In progress', assigned_to: 'employee', staff_notes: 'Starting from the delivered shipments report.' });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json()).toMatchObject({ status: 'In progress', assigned_to: 'employee', staff_notes: 'Starting from the delivered shipments report.', completed_at: null });
      const first = await lastNotice();
      expect(first).toMatchObject({ to_address: await emailOf('customer'), subject: `Custom report request ${id}: In progress` });
      expect(first.body).toContain('Handled by: employee');
      expect(await mailJob(first.id)).toBeDefined();

      const report = await db().selectFrom('custom_reports').select(['id', 'name']).where('company', '=', 'MANITOULIN').where('name', '=', 'Delivered shipments by lane').executeTakeFirstOrThrow();
      const done = await work(id, { status: 'Completed', report_id: report.id });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ status: 'Completed', assigned_to: 'employee', report_id: report.id, report_name: report.name, completed_at: expect.any(String) });
      const second = await lastNotice();
      expect(second.subject).toBe(`Custom report request ${id}: Completed`);
      expect(second.body).toContain(`Your report: ${report.name}`);
      expect(await mailJob(second.id)).toBeDefined();

      const entries = await auditOf(id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);
      expect(entries[2]).toMatchObject({ user_id: 'admin', cmid: 'Admin_CustomRptReq' });
      const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
      expect(parse(entries[2]!.before)).toMatchObject({ status: 'In progress' });
      expect(parse(entries[2]!.after)).toMatchObject({ status: 'Completed', report_id: report.id });
      // The customer sees where it stands.
      expect((await call('GET', `report_requests/${id}`, 'customer', 'CR_RequestReport')).json()).toMatchObject({ status: 'Completed', report_name: report.name });
    });

    it('refuses an illegal move with a 409 and changes nothing; a rejection needs its reason', async () => {
      const { id } = (await file('customer', request)).json();
      const mails = (await lastNotice()).id;
      const skip = await work(id, { status: 'Completed' });
      expect(skip.statusCode).toBe(409);
      expect(errorShapeFault(skip)).toBeNull();
      expect(skip.json()).toMatchObject({ code: 'REPORT_REQUEST_MOVE_NOT_ALLOWED', detail: 'A request moves from New to In progress, then to Completed or Rejected' });
      const noReason = await work(id, { status: 'Rejected', reject_reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors).toEqual([{ pointer: '/reject_reason', message: 'A reason is required to reject a request' }]);
      const notStaff = await work(id, { status: 'In progress', assigned_to: 'customer2' });
      expect(notStaff.json().errors).toEqual([{ pointer: '/assigned_to', message: 'Not a staff member of this company' }]);
      expect((await lastNotice()).id).toBe(mails);
      expect((await auditOf(id)).length).toBe(1);

      const rejected = await work(id, { status: 'Rejected', reject_reason: 'This is the existing "Delivered shipments by lane" report.' });
      expect(rejected.json()).toMatchObject({ status: 'Rejected', reject_reason: 'This is the existing "Delivered shipments by lane" report.' });
      expect((await lastNotice()).body).toContain('Reason: This is the existing');
      const again = await call('PUT', `report_requests/${id}`, 'admin', 'Admin_CustomRptReq', { status: 'In progress' }, 'fr');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'REPORT_REQUEST_CLOSED', detail: 'Une demande terminée ou rejetée ne peut plus être modifiée' });
    });

    it('refuses customers on the server, whatever menu they hold', async () => {
      const { id } = (await file('customer', request)).json();
      expect((await work(id, { status: 'In progress' }, 'customer')).statusCode).toBe(403);
      // Given the staff screen's menu id, the data layer still refuses them.
      const group = await db().selectFrom('user_groups').innerJoin('users', 'users.id', 'user_groups.user_id').select('user_groups.group_id').where('users.username', '=', 'customer').executeTakeFirstOrThrow();
      await giveMenu(db(), group.group_id, 'Requests (test)', [['Admin_CustomRptReq', 'Custom report requests']]);
      const res = await work(id, { status: 'In progress' }, 'customer');
      expect(res.statusCode).toBe(403);
      expect(errorShapeFault(res)).toBeNull();
      expect((await call('GET', 'custom_report_requests', 'customer', 'Admin_CustomRptReq')).statusCode).toBe(403);
      expect((await db().selectFrom('custom_report_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('New');
      // Taking a request on with nobody named assigns it to whoever takes it.
      expect((await work(id, { status: 'In progress' })).json()).toMatchObject({ status: 'In progress', assigned_to: 'admin' });
    });
  });
}
