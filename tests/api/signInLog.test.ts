import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';

interface LogRow {
  uid: string;
  company: string;
  user_type: string | null;
  result: string;
  switched_by: string | null;
  logged_in_at: string;
  logged_out_at: string | null;
  user_agent: string;
}

for (const dialect of await dialectsUnderTest()) {
  describe(`the sign-in log (UA-ANALYTIC) [${dialect.name}]`, () => {
    let t: TestApp;
    // The demo seeds a month of past sign-ins (REPORT_OC, REPORT_UA): this file reads the attempts it makes itself.
    let seededUpTo = 0;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
      seededUpTo = (await t.database.db.selectFrom('sign_in_log').select((e) => e.fn.coalesce(e.fn.max('id'), e.lit(0)).as('id')).executeTakeFirstOrThrow()).id;
    });
    afterAll(() => t.close());

    const login = (username: string, password = DEMO_PASSWORD, company = 'MANITOULIN') =>
      t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'user-agent': 'LogTest/1.0' }, payload: { username, company, password } });
    const logOf = async (uid: string, as = 'admin'): Promise<LogRow[]> => {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/user_session_log_in?uid__iexact=${uid}&id__gt=${seededUpTo}&sort=id`, headers: auth(await t.tokenOf(as)) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results;
    };

    it('logs every attempt with its result, refused ones included, and their refusal is unchanged', async () => {
      expect((await login('employee', 'Wrong!Password2026')).statusCode).toBe(401);
      expect((await login('nobody-here')).statusCode).toBe(401);
      const locked = await login('locked');
      expect(locked.json().detail).toBe('Your account is locked. Please contact your administrator.');
      expect((await login('employee')).json().token).toBeTruthy();

      const employee = await logOf('employee');
      expect(employee.map((r) => r.result)).toEqual(['failed', 'success']);
      expect(employee[1]).toMatchObject({ company: 'MANITOULIN', user_type: 'EMPLOYEE', switched_by: null, logged_out_at: null, user_agent: 'LogTest/1.0' });
      expect(Date.parse(employee[1]!.logged_in_at)).toBeGreaterThan(Date.now() - 60_000);
      expect((await logOf('nobody-here')).map((r) => [r.result, r.user_type])).toEqual([['failed', null]]);
      expect((await logOf('locked')).map((r) => r.result)).toEqual(['locked']);
    });

    it('keeps a session only for the right password (it is written while the password is checked), and the right one works at once', async () => {
      const { db } = t.database;
      const user = await db.selectFrom('users').select('id').where('username', '=', 'customer').where('company', '=', 'MANITOULIN').executeTakeFirstOrThrow();
      const sessions = async () => Number((await db.selectFrom('sessions').select(db.fn.countAll().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow()).n);
      const before = await sessions();
      expect((await login('customer', 'Wrong!Password2026')).statusCode).toBe(401);
      expect(await sessions()).toBe(before);
      const right = await login('customer');
      expect(right.statusCode).toBe(200);
      expect(await sessions()).toBe(before + 1);
      const refresh = await t.app.inject({ method: 'GET', url: '/api/users/refresh', headers: auth(right.json().token) });
      expect(refresh.statusCode, refresh.body).toBe(200);
    });

    it('stamps the sign-out, also after the token was rotated', async () => {
      const token = (await login('sales')).json().token;
      const rotated = await t.app.inject({ method: 'PUT', url: '/api/users/resettoken', headers: auth(token) });
      expect(rotated.statusCode).toBe(200);
      expect((await logOf('sales')).at(-1)!.logged_out_at).toBeNull();
      await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: auth(rotated.json().token) });
      const last = (await logOf('sales')).at(-1)!;
      expect(Date.parse(last.logged_out_at!)).toBeGreaterThanOrEqual(Date.parse(last.logged_in_at));
    });

    it('names the staff member who switched into a session', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/switchuser', headers: auth(await t.tokenOf('admin')), payload: { username: 'customer2', company: 'MANITOULIN' } });
      expect(res.statusCode, res.body).toBe(200);
      const last = (await logOf('customer2')).at(-1)!;
      expect([last.result, last.switched_by, last.user_type]).toEqual(['success', 'admin', 'CUSTOMER']);
    });

    it("shows staff only their own company's log, and refuses it to customers", async () => {
      expect((await login('drc', DEMO_PASSWORD, 'DRC')).statusCode).toBe(200);
      expect(await logOf('drc')).toEqual([]);
      const customer = await t.app.inject({ method: 'GET', url: '/api/users/user_session_log_in', headers: auth(await t.tokenOf('customer')) });
      expect(customer.statusCode).toBe(403);
      const rows = await t.database.db.selectFrom('sign_in_log').select(['uid', 'company']).where('uid', '=', 'drc').where('id', '>', seededUpTo).execute();
      expect(rows).toEqual([{ uid: 'drc', company: 'DRC' }]);
    });
  });
}
