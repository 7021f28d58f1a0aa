import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { giveMenu } from '../support/giveMenu';
import { auth, startTestApp, type TestApp } from '../support/testApp';

const CONFIG = {
  api_url: 'api/probill/pickup_date',
  query_params: { status__icontains: 'deliv', sort: '-pickup_date', limit: 20, offset: 40 },
  output_type: 'XLSX',
  title: 'Delivered shipments',
  cmid: 'MTDPUDATE',
};

for (const dialect of await dialectsUnderTest()) {
  describe(`push reports [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 50 });
      // The demo menus hold no push report screens: give two groups the list and the add page.
      const db = t.database.db;
      for (const name of ['Customer administrators', 'Online quoting']) {
        const group = await db.selectFrom('menu_groups').select('id').where('name', '=', name).executeTakeFirstOrThrow();
        await giveMenu(db, group.id, 'Reports', [['PUSHREPORT', 'Push reports'], ['PUSHREPORT_ADD', 'Add']]);
      }
    });
    afterAll(() => t.close());

    const send = async (method: 'GET' | 'POST', url: string, username: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload } : {}) });

    it('creates a push report from the configuration, PDF by default, limit and offset dropped', async () => {
      expect((await send('GET', 'pushreport/count?api_url=api/probill/pickup_date', 'customer')).json()).toEqual({ count: 0 });
      const res = await send('POST', 'pushreport', 'customer', CONFIG);
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json();
      expect(report).toMatchObject({
        title: 'Delivered shipments', api_url: 'api/probill/pickup_date', output_type: 'XLSX', cmid: 'MTDPUDATE', group: null,
        query_params: { status__icontains: 'deliv', sort: '-pickup_date' }, recipients: ['customer@example.com'],
        schedule: { frequency: 'daily', hour: 7, minute: 0 }, active: true, owner: 'customer',
      });
      expect(report.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const { output_type: _, ...withoutType } = CONFIG;
      expect((await send('POST', 'pushreport', 'customer', withoutType)).json().output_type).toBe('PDF');
      expect((await send('GET', 'pushreport/count?api_url=api/probill/pickup_date', 'customer')).json()).toEqual({ count: 2 });
      expect((await send('GET', 'pushreport/count?api_url=api/claims', 'customer')).json()).toEqual({ count: 0 });
      expect((await send('GET', 'pushreport/count?api_url=api/probill/pickup_date', 'customer2')).json()).toEqual({ count: 0 });
    });

    it("lists only the caller's own push reports, filterable by screen like any grid", async () => {
      const list = (await send('GET', 'pushreport?cmid=MTDPUDATE', 'customer')).json();
      expect(list.count).toBe(2);
      expect(list.results.every((r: any) => r.owner === 'customer' && r.cmid === 'MTDPUDATE')).toBe(true);
      expect(list.results[0].query_params).not.toHaveProperty('limit');
      expect((await send('GET', 'pushreport?cmid=CLAIM-LIST', 'customer')).json().count).toBe(0);
      expect((await send('GET', 'pushreport?recipients__icontains=customer@', 'customer')).json().count).toBe(2);
      expect((await send('GET', 'pushreport', 'admin')).json().count).toBe(0);
    });

    it("refuses with the spec's messages: no screen, no list", async () => {
      const noCmid = await send('POST', 'pushreport', 'customer', { ...CONFIG, cmid: '' });
      expect(noCmid.statusCode).toBe(400);
      expect(noCmid.json().detail).toBe('This pushreport cannot be created');
      const { cmid: _, ...withoutCmid } = CONFIG;
      expect((await send('POST', 'pushreport', 'customer', withoutCmid)).json().detail).toBe('This pushreport cannot be created');
      const list = await send('GET', 'pushreport', 'sales');
      expect(list.statusCode).toBe(403);
      expect(list.json().detail).toBe('Cannot view push report list');
      const fr = await t.app.inject({ method: 'GET', url: '/api/pushreport', headers: { ...auth(await t.tokenOf('sales')), 'accept-language': 'fr' } });
      expect(fr.json().detail).toBe("Impossible d'afficher la liste des rapports automatiques");
    });

    it('checks the data source, its access, the query and the menu group', async () => {
      const noAdd = await send('POST', 'pushreport', 'sales', CONFIG);
      expect(noAdd.statusCode, noAdd.body).toBe(403); // no PUSHREPORT_ADD
      const noGrid = await send('POST', 'pushreport', 'quoteonly', CONFIG); // may add push reports, may not read shipments
      expect(noGrid.statusCode, noGrid.body).toBe(403);
      const unknown = await send('POST', 'pushreport', 'customer', { ...CONFIG, api_url: 'api/nothing/here' });
      expect(unknown.json().errors).toEqual([{ pointer: '/api_url', message: 'Unknown data source api/nothing/here' }]);
      const query = await send('POST', 'pushreport', 'customer', { ...CONFIG, query_params: { secret__icontains: 'x' } });
      expect(query.json().errors).toEqual([{ pointer: '/query_params/secret__icontains', message: 'Unknown field secret' }]);
      const staff = await t.database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Employees').executeTakeFirstOrThrow();
      const group = await send('POST', 'pushreport', 'customer', { ...CONFIG, group: staff.id });
      expect(group.json().errors).toEqual([{ pointer: '/group', message: 'Invalid value' }]);
      const own = await t.database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Customer administrators').executeTakeFirstOrThrow();
      expect((await send('POST', 'pushreport', 'customer', { ...CONFIG, group: own.id })).json().group).toBe(own.id);
    });
  });
}
