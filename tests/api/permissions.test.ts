import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { hashToken } from '../../src/server/auth/sessions';

/** Menu ids of the administration screens (issue 4, point 8). */
const ADMIN_CMID = /^(CMID-|TM-|GR-|CO-|CU-|MC-|ENV-|UA-|MH-)|^(LANG-LIST|TRANS-UPDATE)$/;

for (const dialect of await dialectsUnderTest()) {
  describe(`the server's permission rules [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 200 });
    });
    afterAll(() => t.close());

    // customer2 and drc are plain customers; the demo customer administrator holds UA-ADD for the users of their own account.
    it.each(['customer2', 'drc'])('refuses %s every administrator call of the catalogue with 403, before looking at the request', async (username) => {
      const adminCalls = t.app.calls.filter(
        (c) => typeof c.access === 'object' && 'cmids' in c.access && c.access.cmids.length > 0 && c.access.cmids.every((m) => ADMIN_CMID.test(m)),
      );
      expect(adminCalls.length).toBeGreaterThan(60);
      const token = await t.tokenOf(username);
      const allowed: string[] = [];
      for (const call of adminCalls) {
        const url = `/api/${call.path.replace(/\{\w+\}/g, '1')}`;
        const res = await t.app.inject({ method: call.method as 'GET', url, headers: auth(token) });
        if (res.statusCode !== 403 || res.json().detail !== 'You do not have permissions to access this option') allowed.push(`${call.id}: ${res.statusCode}`);
      }
      expect(allowed).toEqual([]);
    });

    it("never shows a customer another customer's rows", async () => {
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/probill/pickup_date?limit=500',
        headers: auth(await t.tokenOf('customer')),
      });
      const theirs = await t.app.inject({
        method: 'GET',
        url: '/api/probill/pickup_date?limit=500',
        headers: auth(await t.tokenOf('customer2')),
      });
      const accounts = (r: typeof mine) =>
        new Set(r.json().results.map((row: { customer_account?: string; probill: string }) => row.customer_account ?? row.probill));
      const mineProbills = new Set(mine.json().results.map((r: { probill: string }) => r.probill));
      expect(mine.json().count).toBeGreaterThan(0);
      expect(theirs.json().results.filter((r: { probill: string }) => mineProbills.has(r.probill))).toEqual([]);
      const rows = await t.database.db
        .selectFrom('shipments')
        .select('customer_account')
        .where('probill', 'in', [...mineProbills] as string[])
        .execute();
      expect(new Set(rows.map((r) => r.customer_account))).toEqual(new Set(['100001']));
      expect(accounts(theirs).size).toBeGreaterThan(0);
    });

    it('refuses forged, expired and revoked tokens with 401', async () => {
      const forged = 'A'.repeat(43);
      for (const authorization of [`Token ${forged}`, 'Token short', 'Bearer abc', `Token ${forged}'--`]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/users/refresh',
          headers: { authorization },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', detail: 'Authorization error!' });
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: {
          username: 'employee',
          company: 'MANITOULIN',
          password: 'Freight!Portal2026',
        },
      });
      const token = res.json().token;
      await t.database.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/globals/access/expiry',
            headers: auth(token),
          })
        ).statusCode,
      ).toBe(401);
    });

    it("refuses a token of one company on another company's URL, and a company named in a request that is not the caller's", async () => {
      const drc = (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: {
            username: 'drc',
            company: 'DRC',
            password: 'Freight!Portal2026',
          },
        })
      ).json().token;
      const onOwn = await t.app.inject({
        method: 'GET',
        url: '/api/users/refresh',
        headers: { ...auth(drc), company: 'DRC' },
      });
      expect(onOwn.statusCode).toBe(200);
      const onOther = await t.app.inject({
        method: 'GET',
        url: '/api/probill/pickup_date',
        headers: { ...auth(drc), company: 'MANITOULIN' },
      });
      expect(onOther.statusCode).toBe(403);
      expect(onOther.json()).toEqual({
        code: 'WRONG_COMPANY',
        detail: 'This session belongs to another company',
      });
      const accounts = await t.app.inject({
        method: 'GET',
        url: '/api/globals/account/user?uid=drc&comp=MANITOULIN',
        headers: auth(drc),
      });
      expect(accounts.statusCode).toBe(403);
    });

    it('answers unknown company codes cleanly', async () => {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/globals/company/NOSUCHCO',
          })
        ).statusCode,
      ).toBe(404);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: {
          username: 'customer',
          company: 'NOSUCHCO',
          password: 'Freight!Portal2026',
        },
      });
      expect(login.statusCode).toBe(401);
      const questions = await t.app.inject({
        method: 'GET',
        url: '/api/passwordreset/securityquestions?username=customer&company=NOSUCHCO',
      });
      expect(questions.statusCode).toBe(404);
    });

    it('keeps a user who must set a new password to the init-account calls', async () => {
      const token = (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: {
            username: 'newpass',
            company: 'MANITOULIN',
            password: 'Freight!Portal2026',
          },
        })
      ).json().token;
      const grid = await t.app.inject({
        method: 'GET',
        url: '/api/probill/pickup_date',
        headers: auth(token),
      });
      expect(grid.statusCode).toBe(403);
      expect(grid.json().detail).toBe('A new password is required');
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/users/refresh',
            headers: auth(token),
          })
        ).statusCode,
      ).toBe(200);
    });

    it('asks for the menu id on the server (globals/access/cmid)', async () => {
      const ask = async (user: string, cmid: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/globals/access/cmid?cmid=${cmid}`,
            headers: auth(await t.tokenOf(user)),
          })
        ).json().access;
      expect(await ask('customer', 'MTDPUDATE')).toBe(true);
      expect(await ask('customer', 'UA-START')).toBe(false);
      expect(await ask('admin', 'UA-START')).toBe(true);
      expect(await ask('quoteonly', 'CLAIM-LIST')).toBe(false);
    });
  });
}
