import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { DEMO_MT1_SESSION } from '../../src/server/db/shellDemo';

for (const dialect of await dialectsUnderTest()) {
  describe(`sessions of the shell [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 200 });
    });
    afterAll(() => t.close());

    const login = async (username: string, company = 'MANITOULIN') =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username, company, password: DEMO_PASSWORD },
        })
      ).json();
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: auth(token),
        ...(payload ? { payload } : {}),
      });

    it('answers the expiry check without extending the session, and 401 once it is over', async () => {
      const { token } = await login('customer');
      const first = await call('POST', '/api/globals/access/expiry', token);
      expect(first.statusCode).toBe(200);
      expect(first.json().expired).toBe(false);
      expect(Date.parse(first.json().expires_at)).toBeGreaterThan(Date.now() + 11 * 3600_000);
      await call('POST', '/api/users/logout', token);
      const after = await call('POST', '/api/globals/access/expiry', token);
      expect(after.statusCode).toBe(401);
    });

    it('keeps the language a user switches to as their MT_LANG for the next sign-in, and refuses others', async () => {
      const { token, profile } = await login('sales');
      expect(profile.MT_LANG).toBe('en');
      const switched = await call('PUT', '/api/users/switchlang', token, { lang: 'fr' });
      expect(switched.statusCode).toBe(200);
      expect(switched.json()).toEqual({ MT_LANG: 'fr' });
      expect((await login('sales')).profile.MT_LANG).toBe('fr');

      const refused = await call('PUT', '/api/users/switchlang', token, { lang: 'de' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.map((e: { pointer: string }) => e.pointer)).toContain('/lang');
      expect((await call('PUT', '/api/users/switchlang', 'x'.repeat(43), { lang: 'en' })).statusCode).toBe(401);
      expect((await login('sales')).profile.MT_LANG).toBe('fr');

      expect((await call('PUT', '/api/users/switchlang', token, { lang: 'en' })).json()).toEqual({ MT_LANG: 'en' });
      expect((await login('sales')).profile.MT_LANG).toBe('en');
    });

    it("keeps each user's own menu state, naming only their own menus", async () => {
      const { token, groups } = await login('customer');
      const mine: number[] = groups.flatMap((g: { menulist: { TMMID: number }[] }) => g.menulist.map((m) => m.TMMID));
      expect(mine.length).toBeGreaterThan(0);
      const state = () => call('GET', '/api/users/top_side_menu', token);
      expect((await state()).json()).toEqual({ top_menu: null, side_expanded: true, expanded_menus: [] });

      const saved = { top_menu: mine[0], side_expanded: false, expanded_menus: [mine[0]] };
      const put = await call('PUT', '/api/users/top_side_menu', token, saved);
      expect(put.statusCode).toBe(200);
      expect((await state()).json()).toEqual(saved);
      // Another user's state is their own.
      expect((await call('GET', '/api/users/top_side_menu', (await login('customer2')).token)).json().side_expanded).toBe(true);

      const foreign = await call('PUT', '/api/users/top_side_menu', token, { top_menu: 999999, side_expanded: true, expanded_menus: [mine[0], 999998] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/top_menu', '/expanded_menus/1']);
      const extra = await call('PUT', '/api/users/top_side_menu', token, { ...saved, side_expanded: true, colour: 'red' });
      expect(extra.statusCode).toBe(400);
      expect((await state()).json()).toEqual(saved);
      expect((await call('GET', '/api/users/top_side_menu', 'x'.repeat(43))).statusCode).toBe(401);
    });

    it('rotates the token: the new one works, the old one is dead at once', async () => {
      const { token } = await login('customer');
      const res = await call('PUT', '/api/users/resettoken', token);
      expect(res.statusCode).toBe(200);
      const fresh = res.json().token;
      expect(fresh).not.toBe(token);
      expect((await call('GET', '/api/users/refresh', fresh)).statusCode).toBe(200);
      expect((await call('GET', '/api/users/refresh', token)).statusCode).toBe(401);
    });

    it('exchanges a legacy session id once (mt1login)', async () => {
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/users/mt1login',
        payload: { session: DEMO_MT1_SESSION },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().profile.MT_UID).toBe('customer');
      expect(first.json().token).toBeTruthy();
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/users/mt1login',
        payload: { session: DEMO_MT1_SESSION },
      });
      expect(again.statusCode).toBe(401);
      expect(again.json().detail).toBe('Your session is no longer active. Please log in again.');
    });

    it('lets an administrator switch to a customer of the company, and nobody else switch', async () => {
      const admin = await t.tokenOf('admin');
      const res = await call('POST', '/api/users/switchuser', admin, {
        username: 'customer2',
        company: 'MANITOULIN',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().profile.MT_UID).toBe('customer2');
      const asCustomer2 = res.json().token;
      const rows = await call('GET', '/api/probill/pickup_date?limit=5', asCustomer2);
      const accounts = await t.database.db
        .selectFrom('shipments')
        .select('customer_account')
        .where(
          'probill',
          'in',
          rows.json().results.map((r: { probill: string }) => r.probill),
        )
        .execute();
      expect(new Set(accounts.map((a) => a.customer_account))).toEqual(new Set(['200002']));
      // The administrator's own session is still theirs.
      expect((await call('GET', '/api/users/refresh', admin)).json().profile.MT_UID).toBe('admin');
      const switched = await t.database.db.selectFrom('sessions').select('switched_by').where('switched_by', 'is not', null).execute();
      expect(switched.length).toBe(1);

      for (const [who, target, company, status] of [
        ['admin', 'locked', 'MANITOULIN', 403],
        ['admin', 'admin', 'MANITOULIN', 403],
        ['admin', 'drc', 'DRC', 403],
        ['customer', 'customer2', 'MANITOULIN', 403],
        ['employee', 'customer2', 'MANITOULIN', 403],
      ] as const) {
        const r = await call('POST', '/api/users/switchuser', await t.tokenOf(who), { username: target, company });
        expect(r.statusCode, `${who} -> ${target}`).toBe(status);
      }
    });

    it("switches a customer to another of their accounts only, and scopes the session's data to it", async () => {
      const { token } = await login('customer');
      const list = await call('GET', '/api/globals/account/user?uid=customer&comp=MANITOULIN', token);
      expect(list.json().results.map((r: { cust: string }) => r.cust)).toEqual(['100001', '100002']);
      expect(list.json().results[0].is_default).toBe(true);

      const refused = await call('POST', '/api/users/switchaccount', token, {
        cust: '200002',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('Unable to modify selected account');

      const res = await call('POST', '/api/users/switchaccount', token, {
        cust: '100002',
        comp: 'MANITOULIN',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().profile.MT_CUST).toBe('100002');
      expect((await call('GET', '/api/users/refresh', token)).json().profile.MT_CUST).toBe('100002');
      const rows = await call('GET', '/api/probill/pickup_date?limit=20', token);
      const accounts = await t.database.db
        .selectFrom('shipments')
        .select('customer_account')
        .where(
          'probill',
          'in',
          rows.json().results.map((r: { probill: string }) => r.probill),
        )
        .execute();
      expect(new Set(accounts.map((a) => a.customer_account))).toEqual(new Set(['100002']));
      // Another customer's user list is not theirs to read.
      expect((await call('GET', '/api/globals/account/user?uid=customer2&comp=MANITOULIN', token)).statusCode).toBe(403);
    });

    it('gives an inactive user no session, only the profile that sends them to activation', async () => {
      await t.database.db.updateTable('users').set({ status: 'Inactive' }).where('username', '=', 'quoteonly').execute();
      const body = await login('quoteonly');
      expect(body.status).toBe(0);
      expect(body.profile.MT_STATUS).toBe('Inactive');
      expect(body.token).toBeUndefined();
      await t.database.db.updateTable('users').set({ status: 'Active' }).where('username', '=', 'quoteonly').execute();
    });

    it('sets the new password of a status-4 user under the policy, which ends status 4', async () => {
      const { token, status } = await login('newpass');
      expect(status).toBe(4);
      const profile = {
        MT_FNAME: 'Nora',
        MT_LNAME: 'Pelletier',
        MT_EMAIL: 'newpass@example.com',
      };
      const missing = await call('PUT', '/api/users', token, profile);
      expect(missing.statusCode).toBe(400);
      const weak = await call('PUT', '/api/users', token, {
        ...profile,
        current_password: DEMO_PASSWORD,
        new_password: 'Newpass!2026x',
        confirm_password: 'Newpass!2026y',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual([{ pointer: '/confirm_password', message: "Your passwords don't match" }]);
      const wrong = await call('PUT', '/api/users', token, {
        ...profile,
        current_password: 'not-it',
        new_password: 'Newpass!2026x',
        confirm_password: 'Newpass!2026x',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toBe('The current password is not correct');
      const ok = await call('PUT', '/api/users', token, {
        ...profile,
        current_password: DEMO_PASSWORD,
        new_password: 'Newpass!2026x',
        confirm_password: 'Newpass!2026x',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().status).toBe(0);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: {
          username: 'newpass',
          company: 'MANITOULIN',
          password: 'Newpass!2026x',
        },
      });
      expect(again.json().status).toBe(0);
    });

    it('changes the password of a signed-in user who gives the current one, never to the same one', async () => {
      const { token } = await login('employee');
      const res = await call('PUT', '/api/users', token, {
        MT_FNAME: 'E',
        MT_LNAME: 'T',
        MT_EMAIL: 'e@example.com',
        current_password: DEMO_PASSWORD,
        new_password: 'Employee!2026',
        confirm_password: 'Employee!2026',
      });
      expect(res.statusCode).toBe(200);
      const same = await call('PUT', '/api/users', token, {
        MT_FNAME: 'E',
        MT_LNAME: 'T',
        MT_EMAIL: 'e@example.com',
        current_password: 'Employee!2026',
        new_password: 'Employee!2026',
        confirm_password: 'Employee!2026',
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().errors).toEqual([
        {
          pointer: '/new_password',
          message: 'The new password must differ from the current one',
        },
      ]);
    });

    it('a change of one’s own password ends one’s other sessions and keeps the one that changed it', async () => {
      const [here, elsewhere, third] = [(await login('sales')).token, (await login('sales')).token, (await login('sales')).token];
      const other = (await login('customer2')).token;
      const refresh = (token: string) => call('GET', '/api/users/refresh', token).then((r) => r.statusCode);
      expect([await refresh(here), await refresh(elsewhere), await refresh(third)]).toEqual([200, 200, 200]);
      // A profile change without a new password ends nothing.
      const profile = { MT_FNAME: 'S', MT_LNAME: 'R', MT_EMAIL: 'sales@example.com' };
      expect((await call('PUT', '/api/users', here, profile)).statusCode).toBe(200);
      expect(await refresh(elsewhere)).toBe(200);
      // A refused change (wrong current password) ends nothing either.
      const wrong = await call('PUT', '/api/users', here, { ...profile, current_password: 'not-it', new_password: 'Sales!Route2027', confirm_password: 'Sales!Route2027' });
      expect(wrong.statusCode).toBe(400);
      expect(await refresh(elsewhere)).toBe(200);
      const changed = await call('PUT', '/api/users', here, { ...profile, current_password: DEMO_PASSWORD, new_password: 'Sales!Route2027', confirm_password: 'Sales!Route2027' });
      expect(changed.statusCode).toBe(200);
      expect(await refresh(here)).toBe(200);
      expect(await refresh(elsewhere)).toBe(401);
      expect(await refresh(third)).toBe(401);
      // Another user's session is not touched.
      expect(await refresh(other)).toBe(200);
      const revoked = await t.database.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.revoked_at').where('users.username', '=', 'sales').execute();
      expect(revoked.filter((r) => r.revoked_at === null)).toHaveLength(1);
    });
  });
}
