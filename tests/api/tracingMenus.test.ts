import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dialectsUnderTest } from '../support/testDatabases';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { repoRoot, startTestApp, type TestApp } from '../support/testApp';

const TRACING = ['MTDMLTTRC', 'PBILBYNUM', 'PROBYPUNUM', 'PBILLBYINTERLINEPBIL', 'MTLBOLR', 'PROBYILPUNUM', 'PROBYPUNUM_A', 'PODSearch', 'IMGSELECT', 'IMGSELECTP'];
const HIDDEN = ['MTDSPPBILL', 'SHOWIMG'];

for (const dialect of await dialectsUnderTest()) {
  describe(`tracing menus [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 20 });
    });
    afterAll(() => t.close());

    /** The menu items a demo user's sign-in answer holds, by cmid: shown (false) or hidden (true). */
    async function items(username: string, company = 'MANITOULIN') {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company, password: DEMO_PASSWORD } });
      expect(res.statusCode).toBe(200);
      const out = new Map<string, boolean>();
      for (const g of res.json().groups) for (const m of g.menulist) for (const i of m.items ?? []) out.set(i.CMCID, i.CMHID === 'Y');
      return out;
    }

    it('gives every tracing group the trace screens, the shipment and its documents hidden behind links; not the quoting account', async () => {
      for (const [user, company] of [['customer', 'MANITOULIN'], ['customer2', 'MANITOULIN'], ['employee', 'MANITOULIN'], ['sales', 'MANITOULIN'], ['admin', 'MANITOULIN'], ['drc', 'DRC']]) {
        const held = await items(user!, company);
        for (const cmid of TRACING) expect([user, cmid, held.get(cmid)]).toEqual([user, cmid, false]);
        for (const cmid of HIDDEN) expect([user, cmid, held.get(cmid)]).toEqual([user, cmid, true]);
      }
      // Recording a shipment's events is the staff's (Operations menu, hidden: opened from the shipment).
      for (const [user, held] of [['admin', true], ['employee', true], ['sales', true], ['customer', undefined], ['customer2', undefined]] as const) {
        expect([user, (await items(user)).get('PBILL-EVENT')]).toEqual([user, held]);
      }
      expect((await items('drc', 'DRC')).has('PBILL-EVENT')).toBe(false);
      const quoting = await items('quoteonly');
      for (const cmid of [...TRACING, ...HIDDEN]) expect(quoting.has(cmid)).toBe(false);
    });

    it('names every tracing menu item in French too', async () => {
      const fr = JSON.parse(readFileSync(join(repoRoot, 'src/shell/i18n/fr.json'), 'utf8'));
      const titles = await t.database.db.selectFrom('commands').select('title').where('cmid', 'in', [...TRACING, ...HIDDEN]).execute();
      expect(titles).toHaveLength(TRACING.length + HIDDEN.length);
      for (const { title } of titles) expect([title, typeof fr[title]]).toEqual([title, 'string']);
    });
  });
}
