import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

const PREFS = {
  record_pref: 50,
  table_pref: [
    { name: 'weight', index: 1, visible: 'Y' },
    { name: 'probill', index: 0, visible: 'Y' },
    { name: 'reference', index: 2, visible: 'N' },
  ],
  view_pref: 'T',
  sep_pref: 'cell',
  api: 'probill/pickup_date',
  cmid: 'MTDPUDATE',
};

for (const dialect of await dialectsUnderTest()) {
  describe(`grid preferences per user, grid and screen [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, username: string | null, payload?: object) =>
      t.app.inject({ method, url: `/api/users/${url}`, headers: username ? auth(await t.tokenOf(username)) : {}, ...(payload ? { payload } : {}) });
    const load = async (username: string, api = 'probill/pickup_date', cmid = 'MTDPUDATE') => (await call('GET', `get_user_table_infor?api=${api}&cmid=${cmid}`, username)).json();

    it('answers empty preferences until some are saved, then the saved ones in column order', async () => {
      expect(await load('customer')).toEqual({ table: [], record: null, sep: null });
      const saved = await call('PUT', 'save_user_table_infor', 'customer', PREFS);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()[0].status).toContain('Success');
      expect(await load('customer')).toEqual({
        table: [
          { name: 'probill', index: 0, visible: 'Y' },
          { name: 'weight', index: 1, visible: 'Y' },
          { name: 'reference', index: 2, visible: 'N' },
        ],
        record: 50,
        sep: 'cell',
      });
    });

    it('keeps them per user, per data source and per screen, and replaces them on the next save', async () => {
      expect(await load('customer2')).toEqual({ table: [], record: null, sep: null });
      expect(await load('customer', 'probill/delivery_date')).toEqual({ table: [], record: null, sep: null });
      expect(await load('customer', 'probill/pickup_date', 'OTHER')).toEqual({ table: [], record: null, sep: null });
      await call('PUT', 'save_user_table_infor', 'customer', { ...PREFS, record_pref: 10, sep_pref: 'none', table_pref: [] });
      expect(await load('customer')).toEqual({ table: [], record: 10, sep: 'none' });
    });

    it('resets to the defaults with 204, whether or not there was anything saved', async () => {
      await call('PUT', 'save_user_table_infor', 'customer', PREFS);
      const reset = await call('DELETE', 'reset_user_table_infor?api=probill/pickup_date&cmid=MTDPUDATE', 'customer');
      expect(reset.statusCode).toBe(204);
      expect(reset.body).toBe('');
      expect(await load('customer')).toEqual({ table: [], record: null, sep: null });
      expect((await call('DELETE', 'reset_user_table_infor?api=probill/pickup_date&cmid=MTDPUDATE', 'customer')).statusCode).toBe(204);
    });

    it('is for signed-in users only, and refuses values outside the spec', async () => {
      expect((await call('GET', 'get_user_table_infor?api=probill/pickup_date&cmid=MTDPUDATE', null)).statusCode).toBe(401);
      expect((await call('PUT', 'save_user_table_infor', null, PREFS)).statusCode).toBe(401);
      expect((await call('DELETE', 'reset_user_table_infor?api=x&cmid=Y', null)).statusCode).toBe(401);
      const bad = await call('PUT', 'save_user_table_infor', 'customer', { ...PREFS, record_pref: 7, sep_pref: 'dotted' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: any) => e.pointer).sort()).toEqual(['/record_pref', '/sep_pref']);
    });
  });
}
