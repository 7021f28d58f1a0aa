import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

type Sent = { method: 'GET' | 'POST'; url: string; username: string; payload?: unknown; headers?: Record<string, string> };

for (const dialect of await dialectsUnderTest()) {
  describe(`report assignment and delivery exceptions [${dialect.name}]`, () => {
    let t: TestApp;
    let lateId: number;
    let personalId: number;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 200 });
      const db = t.database.db;
      // DRC has no administrator in the demo: one to own a copy made for that company.
      const a = await db.selectFrom('users').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow();
      await db.insertInto('users').values({ username: 'drcadmin', company: 'DRC', password_hash: a.password_hash, type: 'ADMIN', first_name: 'Dora', last_name: 'Admin', email: 'drcadmin@example.com' }).execute();
      const r = (name: string) => db.selectFrom('custom_reports').select('id').where('name', '=', name).where('company', '=', 'MANITOULIN').orderBy('id').executeTakeFirstOrThrow();
      lateId = (await r('Late deliveries')).id;
      personalId = (await r('Open invoices')).id;
      // The general report gets a schedule, so a copy with its schedule can be checked.
      await db.updateTable('custom_reports').set({ frequency: 'Weekly', hour: 7, day_of_week: 'Monday', cycle: 'Previous week', send_to: JSON.stringify(['ops@example.com']) }).where('id', '=', lateId).execute();
    });
    afterAll(() => t.close());

    const send = async ({ method, url, username, payload, headers = {} }: Sent) =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), cmid: 'CR_Assign_Rpt', ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });
    const assign = (username: string, id: number, payload: unknown, headers?: Record<string, string>) => send({ method: 'POST', url: `custom_reports/reports/${id}/assign`, username, payload, headers });
    const copiesOf = (name: string) =>
      t.database.db.selectFrom('custom_reports').innerJoin('users', 'users.id', 'custom_reports.owner_id')
        .select(['custom_reports.company', 'custom_reports.customer_account', 'custom_reports.access_level', 'users.username', 'custom_reports.frequency', 'custom_reports.next_run_at'])
        .where('custom_reports.name', '=', name).orderBy('custom_reports.id').execute();

    it('lists companies, customers and users to assign to, by search text, for staff only', async () => {
      const companies = (await send({ method: 'GET', url: 'custom_reports/assign_targets?kind=company', username: 'employee' })).json().results;
      expect(companies.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['MANITOULIN', 'DRC']));
      const customers = await send({ method: 'GET', url: 'custom_reports/assign_targets?kind=customer&search=2000', username: 'sales' });
      expect(customers.statusCode, customers.body).toBe(200);
      expect(customers.json().results.map((c: { code: string }) => c.code)).toContain('200002');
      expect(customers.json().results.every((c: { code: string }) => c.code.includes('2000'))).toBe(true);
      const users = (await send({ method: 'GET', url: 'custom_reports/assign_targets?kind=user&search=colin', username: 'admin' })).json().results;
      expect(users).toEqual([{ kind: 'user', code: 'customer2', name: 'Colin MacLeod (200002)' }]);
      // Another company's accounts and users are never listed; a LIKE wildcard in the search matches itself only.
      expect((await send({ method: 'GET', url: 'custom_reports/assign_targets?kind=user&company=DRC', username: 'admin' })).json().results).toEqual([]);
      expect((await send({ method: 'GET', url: 'custom_reports/assign_targets?kind=user&search=%25', username: 'admin' })).json().results).toEqual([]);
      const limited = (await send({ method: 'GET', url: 'custom_reports/assign_targets?kind=user&limit=2', username: 'admin' })).json().results;
      expect(limited).toHaveLength(2);
      for (const username of ['customer', 'customer2', 'drc']) {
        const refused = await send({ method: 'GET', url: 'custom_reports/assign_targets?kind=user', username });
        expect(refused.statusCode, username).toBe(403);
        expect(refused.json().code).toMatch(/FORBIDDEN/);
      }
      const bad = await send({ method: 'GET', url: 'custom_reports/assign_targets?kind=everyone', username: 'admin' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION');
      expect((await send({ method: 'GET', url: 'custom_reports/assign_targets?kind=user&limit=10000', username: 'admin' })).statusCode).toBe(400);
    });

    it('copies a general report with its schedule to a user, an account and another company, each owned inside its target', async () => {
      const res = await assign('employee', lateId, { users: ['customer2'], customers: ['100001'], companies: ['DRC'], include_schedule: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 0, message: 'Report assigned: 3 copies made', copies: 3 });
      const copies = (await copiesOf('Late deliveries')).slice(1);
      expect(copies).toEqual([
        { company: 'MANITOULIN', customer_account: '200002', access_level: 'personal', username: 'customer2', frequency: 'Weekly', next_run_at: null },
        { company: 'MANITOULIN', customer_account: '100001', access_level: 'company', username: 'customer', frequency: 'Weekly', next_run_at: null },
        { company: 'DRC', customer_account: null, access_level: 'general', username: 'drcadmin', frequency: 'Weekly', next_run_at: null },
      ]);
      // The copy is the target's: customer2 sees it as their own (and may delete it); colleague of another account does not.
      const mine = (await send({ method: 'GET', url: 'custom_reports/reports', username: 'customer2', headers: { cmid: 'CR_SavedReports' } })).json().results;
      expect(mine.filter((r: { name: string; owner: string }) => r.name === 'Late deliveries').map((r: { owner: string }) => r.owner)).toContain('customer2');
      const drc = (await send({ method: 'GET', url: 'custom_reports/reports', username: 'drc', headers: { cmid: 'CR_SavedReports' } })).json().results;
      expect(drc.map((r: { name: string }) => r.name)).toContain('Late deliveries');
      // A second assignment finds the names taken: skipped, never a duplicate, in French too.
      const again = await assign('employee', lateId, { users: ['customer2'] }, { 'accept-language': 'fr' });
      expect(again.json()).toEqual({ status: 0, message: 'Rapport assigné : 0 copies faites, 1 ignorées (nom déjà utilisé ou aucun utilisateur pour la recevoir)', copies: 0 });
      expect(await copiesOf('Late deliveries')).toHaveLength(4);
    });

    it('copies without the schedule unless asked', async () => {
      const res = await assign('admin', lateId, { users: ['sales'] });
      expect(res.json().copies).toBe(0); // staff share one name scope (the company's): the original already holds the name
      const claims = (await t.database.db.selectFrom('custom_reports').select('id').where('name', '=', 'Claims by status').where('customer_account', 'is', null).executeTakeFirstOrThrow()).id;
      const drc = await assign('admin', claims, { customers: ['100001'] });
      expect(drc.json().copies).toBe(1);
      expect((await copiesOf('Claims by status')).find((c) => c.customer_account === '100001')).toMatchObject({ access_level: 'company', username: 'customer', frequency: null });
    });

    it('refuses customers, unknown targets, reports the caller cannot see and empty or bad bodies, writing nothing', async () => {
      const before = (await t.database.db.selectFrom('custom_reports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
      for (const username of ['customer', 'customer2']) {
        const res = await assign(username, lateId, { users: ['customer2'] });
        expect(res.statusCode, username).toBe(403);
      }
      const unknown = await assign('employee', lateId, { users: ['customer2', 'nobody'], customers: ['999999'], companies: ['NOSUCH'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([
        { pointer: '/users/1', message: 'Unknown user' },
        { pointer: '/customers/0', message: 'Customer Code Not Found' },
        { pointer: '/companies/0', message: 'Company not found' },
      ]);
      // A user or account of another company is unknown here: copies go there only as the company's general report.
      expect((await assign('employee', lateId, { users: ['drc'] })).statusCode).toBe(400);
      expect((await assign('employee', lateId, { customers: ['300003'] })).json().errors).toEqual([{ pointer: '/customers/0', message: 'Customer Code Not Found' }]);
      // customer's personal report is not there for staff: 404, and an unknown id too.
      expect((await assign('employee', personalId, { users: ['customer2'] })).statusCode).toBe(404);
      expect((await assign('employee', 2147483647, { users: ['customer2'] })).statusCode).toBe(404);
      expect((await assign('employee', lateId, {})).statusCode).toBe(400);
      expect((await assign('employee', lateId, { users: [] })).statusCode).toBe(400);
      expect((await assign('employee', lateId, { users: ['bad name!'] })).json().code).toBe('VALIDATION');
      expect((await assign('employee', lateId, { companies: ['A', 'B', 'C', 'D', 'E', 'F'] })).statusCode).toBe(400);
      const after = (await t.database.db.selectFrom('custom_reports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
      expect(Number(after)).toBe(Number(before));
    });

    it("lists delivery exceptions of the caller's own account only, with the delivery code's description", async () => {
      const get = (username: string, query = '') => send({ method: 'GET', url: `custom_reports/exceptions${query}`, username, headers: { cmid: 'CR_Exceptions' } });
      const db = t.database.db;
      const expected = Number((await db.selectFrom('shipments').select((eb) => eb.fn.countAll().as('n')).where('customer_account', '=', '200002')
        .where('status', 'in', ['Delivered - Damaged', 'Delivered - Short', 'Delivered - Over', 'Refused', 'Partially Refused', 'Refused and Delivered', 'Late', 'In Transit - Late']).executeTakeFirstOrThrow()).n);
      expect(expected).toBeGreaterThan(0);
      const res = await get('customer2', '?limit=100');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().count).toBe(expected);
      const rows = res.json().results as { customer_account: string; exception_code: string; exception: string; reported_at: string }[];
      expect(rows.every((r) => r.customer_account === '200002')).toBe(true);
      expect(rows.map((r) => r.reported_at)).toEqual([...rows.map((r) => r.reported_at)].sort().reverse());
      const damaged = rows.find((r) => r.exception_code === 'DMG');
      expect(damaged).toMatchObject({ exception: 'Damaged on delivery' });
      const filtered = (await get('customer2', '?exception_code=REF&limit=100')).json().results as { exception_code: string }[];
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.every((r) => r.exception_code === 'REF')).toBe(true);
      // Staff see every account of the company; DRC's customer only DRC's.
      const staff = (await get('employee', '?limit=1000')).json().results as { customer_account: string }[];
      expect(new Set(staff.map((r) => r.customer_account)).size).toBeGreaterThan(1);
      const drc = (await get('drc', '?limit=1000')).json().results as { customer_account: string }[];
      expect(drc.every((r) => r.customer_account === '300003')).toBe(true);
      expect((await get('customer2', '?limit=100000')).statusCode).toBe(400);
      expect((await get('quoteonly')).statusCode).toBe(403);
    });
  });
}
