import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { hashToken } from '../../src/server/auth/sessions';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

for (const dialect of await dialectsUnderTest()) {
  describe(`sign-in and sessions [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 50 });
    });
    afterAll(() => t.close());

    const login = (username: string, password = DEMO_PASSWORD, company = 'MANITOULIN') =>
      t.app.inject({ method: 'POST', url: '/api/users/login', ...form({ username, company, password }) });

    it.each(['admin', 'employee', 'sales', 'customer', 'customer2', 'quoteonly'])('signs %s in with status 0, profile, groups and a token', async (username) => {
      const res = await login(username);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe(0);
      expect(body.profile.MT_UID).toBe(username);
      expect(body.profile.MT_COMP).toBe('MANITOULIN');
      expect(body.groups.length).toBeGreaterThan(0);
      expect(body.masterconfig.FRAMEWORK.length).toBeGreaterThan(0);
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    });

    it('signs the DRC customer in to DRC only', async () => {
      expect((await login('drc', DEMO_PASSWORD, 'DRC')).json().status).toBe(0);
      expect((await login('drc', DEMO_PASSWORD, 'MANITOULIN')).statusCode).toBe(401);
    });

    it('answers status 4 for a user who must set a new password', async () => {
      const body = (await login('newpass')).json();
      expect(body.status).toBe(4);
      expect(body.token).toBeTruthy();
    });

    it('gives no token for a wrong password, an unknown user or company, or a locked user', async () => {
      for (const res of [await login('customer', 'wrong-password'), await login('nobody'), await login('customer', DEMO_PASSWORD, 'NOSUCHCO')]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'BAD_CREDENTIALS', detail: 'Invalid username or password entered' });
      }
      const locked = await login('locked');
      expect(locked.statusCode).toBe(401);
      expect(locked.json().token).toBeUndefined();
      expect(locked.json().detail).toMatch(/locked/);
    });

    it('refuses a login with missing fields with the pinned error shape', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', ...form({ username: 'customer' }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { pointer: '/company', message: 'Field is required' },
          { pointer: '/password', message: 'Field is required' },
        ]),
      );
    });

    it('stores Argon2id password hashes and only hashes of tokens', async () => {
      const user = await t.database.db.selectFrom('users').select('password_hash').where('username', '=', 'customer').executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      const token = (await login('customer')).json().token;
      const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
      expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
      expect(rows.map((r) => r.token_hash)).not.toContain(token);
    });

    it('restores a session from its token and kills it at logout', async () => {
      const token = (await login('customer')).json().token;
      const refresh = await t.app.inject({ method: 'GET', url: '/api/users/refresh', headers: auth(token) });
      expect(refresh.statusCode).toBe(200);
      expect(refresh.json().profile.MT_CUST).toBe('100001');
      expect((await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: auth(token) })).statusCode).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: '/api/users/refresh', headers: auth(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ code: 'UNAUTHENTICATED', detail: 'Authorization error!' });
    });

    it('refuses forged and malformed tokens', async () => {
      for (const header of ['Token AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Token x', 'Bearer abc', "Token ' or 1=1 --"]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/users/refresh', headers: { authorization: header } });
        expect(res.statusCode).toBe(401);
      }
    });
  });
}
