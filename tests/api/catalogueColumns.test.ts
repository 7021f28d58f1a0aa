import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { lintColumns, numericColumns } from '../../src/server/catalogue/lintColumns';
import type { CallEntry } from '../../src/server/catalogue/readCatalogue';

/** Every number a request schema accepts fits the column it lands in, on the database's own types. */
for (const dialect of await dialectsUnderTest()) {
  describe(`request numbers fit their columns [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    it('lints the catalogue clean against the migrated columns, and catches a maximum past its column', async () => {
      const columns = await numericColumns(t.database.db);
      expect(columns.filter((c) => c.column === 'tmmid').map((c) => c.type)).toContain('integer');
      expect(lintColumns(t.app.calls, columns)).toEqual([]);
      const sidemenus = t.app.calls.find((c) => c.id === 'menus.sidemenu_add')!;
      const widened = structuredClone(sidemenus) as CallEntry & { body: any };
      widened.body.properties.TMMID.maximum = 3247940345;
      expect(lintColumns([widened], columns)).toEqual([expect.stringMatching(/^menus\.sidemenu_add body\/properties\/TMMID: maximum 3247940345 does not fit .*integer/)]);
    });

    it('refuses what an outside fuzzer found answering 500: ids past an int4', async () => {
      const admin = auth(await t.tokenOf('admin'));
      const post = await t.app.inject({ method: 'POST', url: '/api/menus/sidemenus', headers: admin, payload: { TMMID: 3247940345, TMSNAME: 'X', TMSSEQ: 1 } });
      expect(post.statusCode).toBe(400);
      for (const path of ['menus', 'menugroups', 'announcements', 'menu_help', 'globals/menuhelp']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/${path}/3247940345`, headers: admin });
        expect(res.statusCode, path).toBe(400);
        expect(res.json().errors[0].pointer).toMatch(/^\/(id|mid)$/);
      }
    });
  });
}
