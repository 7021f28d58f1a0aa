import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { COUNT_EXACT_UP_TO, roughly } from '../../src/server/query/gridCount';

/**
 * What the server keeps between requests (a caller's menu ids, grid counts) is
 * dropped when another writer changes what it was read from: the writes below
 * go straight to the database, as another server process's would.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`caches every process on the database invalidates [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 24_000 });
    });
    afterAll(() => t.close());

    const get = async (url: string, username = 'customer') => t.app.inject({ method: 'GET', url, headers: auth(await t.tokenOf(username)) });
    const customerId = async () => (await t.database.db.selectFrom('users').select('id').where('username', '=', 'customer').executeTakeFirstOrThrow()).id;

    it('a change of group, menu or lock takes effect on the next request', async () => {
      const grid = '/api/probill/pickup_date?limit=1';
      const db = t.database.db;
      expect((await get(grid)).statusCode).toBe(200);
      expect((await get(grid)).statusCode).toBe(200);
      const userId = await customerId();

      // The customer's group is taken away, then given back.
      const groups = await db.deleteFrom('user_groups').where('user_id', '=', userId).returningAll().execute();
      expect((await get(grid)).statusCode).toBe(403);
      await db.insertInto('user_groups').values(groups).execute();
      expect((await get(grid)).statusCode).toBe(200);

      // The menu items giving the grid are removed from every side menu, then put back: MTDPUDATE,
      // and PROBYPUNUM_A, whose definition reads the same call (a screen's holders may call its data source).
      const items = await db.deleteFrom('side_menu_items').where('cmid', 'in', ['MTDPUDATE', 'PROBYPUNUM_A']).returningAll().execute();
      expect(items.length).toBeGreaterThan(0);
      expect((await get(grid)).statusCode).toBe(403);
      await db.insertInto('side_menu_items').values(items).execute();
      expect((await get(grid)).statusCode).toBe(200);

      // Locked without ending the sessions: the session itself no longer answers.
      await db.updateTable('users').set({ locked: true }).where('id', '=', userId).execute();
      expect((await get(grid)).statusCode).toBe(401);
      await db.updateTable('users').set({ locked: false }).where('id', '=', userId).execute();
      expect((await get(grid)).statusCode).toBe(200);
    });

    it('a change of menu shows in the next sign-in answer, and of the master configuration too', async () => {
      const login = async () => (await t.app.inject({ method: 'GET', url: '/api/users/refresh', headers: auth(await t.tokenOf('customer')) })).json();
      const before = await login();
      const item = before.groups[0].menulist[0].items[0];
      await t.database.db.updateTable('side_menu_items').set({ title: 'Renamed elsewhere' }).where('id', '=', item.TSCID).execute();
      const config = await t.database.db.selectFrom('master_config').select(['id', 'mc_value']).where('section', '=', 'FRAMEWORK').orderBy('id').executeTakeFirstOrThrow();
      await t.database.db.updateTable('master_config').set({ mc_value: 'changed elsewhere' }).where('id', '=', config.id).execute();
      const after = await login();
      expect(after.groups[0].menulist[0].items[0].CMTITLE).toBe('Renamed elsewhere');
      expect(after.masterconfig.FRAMEWORK.map((e: { mc_value: string }) => e.mc_value)).toContain('changed elsewhere');
    });

    it('estimates a large count, counts exactly on request, and recounts only after a write to the source', async () => {
      const db = t.database.db;
      const all = Number((await db.selectFrom('shipments').select((eb) => eb.fn.countAll().as('n')).where('company', '=', 'MANITOULIN').executeTakeFirstOrThrow()).n);
      expect(all).toBeGreaterThan(COUNT_EXACT_UP_TO);

      const estimated = (await get('/api/probill/pickup_date?limit=20', 'employee')).json();
      expect(estimated.results).toHaveLength(20);
      expect(estimated.count_exact).toBe(false);
      expect(estimated.count).toBeGreaterThanOrEqual(COUNT_EXACT_UP_TO);
      expect(estimated.count).toBe(roughly(estimated.count));

      const exact = (await get('/api/probill/pickup_date?limit=20&count=exact', 'employee')).json();
      expect(exact).toMatchObject({ count: all, count_exact: true });
      // The exact count is kept for the next pages and sorts of the same filter.
      expect((await get('/api/probill/pickup_date?limit=20&offset=40&sort=-weight', 'employee')).json()).toMatchObject({ count: all, count_exact: true });
      // Exports stream every row whatever the count says.
      const exported = await t.app.inject({
        method: 'POST',
        url: '/api/export',
        headers: auth(await t.tokenOf('employee')),
        payload: { api_url: 'api/probill/pickup_date', output_type: 'CSV', title: 'All', query_params: { limit: '20' } },
      });
      expect(exported.body.trim().split('\r\n')).toHaveLength(all + 1);

      // A selective filter is counted exactly; a page that is not full tells its count.
      const account = (await get('/api/probill/pickup_date?limit=5')).json();
      const mine = Number((await db.selectFrom('shipments').select((eb) => eb.fn.countAll().as('n')).where('customer_account', '=', '100001').executeTakeFirstOrThrow()).n);
      expect(account).toMatchObject({ count: mine, count_exact: true });
      const one = (await db.selectFrom('shipments').select('probill').where('customer_account', '=', '100001').limit(1).executeTakeFirstOrThrow()).probill;
      expect((await get(`/api/probill/pickup_date?limit=5&probill__iexact=${one}`)).json()).toMatchObject({ count: 1, count_exact: true });

      const row = { company: 'MANITOULIN', customer_account: '100001', pickup_date: '2020-01-01', status: 'Delivered', pieces: 1, weight: 1, pickup_number: 'PU1', reference: 'R', shipper_name: 'S', shipper_city: 'C', shipper_province: 'ON', consignee_name: 'S', consignee_city: 'C', consignee_province: 'ON' };
      // Written with the stamp trigger off: the count is the cached one (it is not counted on every page)...
      await sql`alter table shipments disable trigger cache_stamp`.execute(db);
      await db.insertInto('shipments').values({ ...row, probill: '9000000001' }).execute();
      await sql`alter table shipments enable trigger cache_stamp`.execute(db);
      expect((await get('/api/probill/pickup_date?limit=5&offset=5')).json().count).toBe(mine);
      // ...and a write by anyone else changes the stamp: the next page counts again.
      await db.insertInto('shipments').values({ ...row, probill: '9000000002' }).execute();
      expect((await get('/api/probill/pickup_date?limit=5&offset=5')).json()).toMatchObject({ count: mine + 2, count_exact: true });
      await db.deleteFrom('shipments').where('probill', 'in', ['9000000001', '9000000002']).execute();
      expect((await get('/api/probill/pickup_date?limit=5')).json().count).toBe(mine);
    });

    it('refuses a count parameter other than exact with a 400 naming it', async () => {
      const res = await get('/api/probill/pickup_date?count=all');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ pointer: '/count', message: 'Invalid value' }]);
    });
  });
}
