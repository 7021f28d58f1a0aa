import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { giveMenu } from '../support/giveMenu';

// Sub-screens (schemas/screen.schema.json subScreens): TM-START/COPY shows TM-COPY etc.
for (const dialect of await dialectsUnderTest()) {
  describe(`sub-screens of TM-START [${dialect.name}]`, () => {
    let t: TestApp;
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'sub-screens-'));
      cpSync(join(repoRoot, 'screens'), dir, { recursive: true });
      const grid = { kind: 'grid', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ name: 'probill', field: 'probill', label: 'Probill', type: 'text' }] };
      // Faults the meta-schema finds (a value that is no cmid, a pattern without literal first segment) and those of the load-time cross-check.
      writeFileSync(join(dir, 'BAD-SUB-SHAPE.json'), JSON.stringify({ ...grid, cmid: 'BAD-SUB-SHAPE', title: 'Bad', subScreens: { COPY: 'not a cmid!', '{id}': 'TM-COPY' } }));
      writeFileSync(join(dir, 'BAD-SUB-TARGET.json'), JSON.stringify({ ...grid, cmid: 'BAD-SUB-TARGET', title: 'Bad', subScreens: { GONE: 'NO-SUCH-SCREEN', 'APPEND/{id}': 'TM-APPEND/add/{menu}', SELF: 'BAD-SUB-TARGET' } }));
      t = await startTestApp(dialect, { screensDir: dir, shipments: 10 });
    });
    afterAll(async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const call = async (method: 'GET' | 'POST', url: string, username: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload } : {}) });

    it('refuses a bad subScreens map with JSON pointers, through the meta-schema and the load-time check', async () => {
      const shape = await call('GET', 'screens/BAD-SUB-SHAPE', 'admin');
      expect(shape.statusCode).toBe(422);
      const pointers = shape.json().errors.map((e: { pointer: string }) => e.pointer);
      expect(pointers).toEqual(expect.arrayContaining(['/subScreens/COPY', '/subScreens']));
      const target = await call('GET', 'screens/BAD-SUB-TARGET', 'admin');
      expect(target.statusCode, target.body).toBe(422);
      expect(target.json().errors).toEqual([
        { pointer: '/subScreens/GONE', message: 'No screen definition NO-SUCH-SCREEN' },
        { pointer: '/subScreens/APPEND~1{id}', message: 'Parameter menu is not in the pattern APPEND/{id}' },
        { pointer: '/subScreens/SELF', message: 'Sub-screen BAD-SUB-TARGET is the screen itself' },
      ]);
      const inFrench = await t.app.inject({ method: 'GET', url: '/api/screens/BAD-SUB-TARGET', headers: { ...auth(await t.tokenOf('admin')), 'accept-language': 'fr' } });
      expect(inFrench.json().errors[0]).toEqual({ pointer: '/subScreens/GONE', message: "Aucune définition d'écran NO-SUCH-SCREEN" });
    });

    it('serves the sub-screen definitions to a TM-START holder who holds none of their own cmids', async () => {
      const start = await call('GET', 'screens/TM-START', 'admin');
      expect(start.json().subScreens).toMatchObject({ ALLMENUS: 'TM-ALLMENUS', COPY: 'TM-COPY', 'APPEND/{id}': 'TM-APPEND/add/{id}' });
      // ADMIN users hold every cmid; an employee is given TM-START alone.
      expect((await call('GET', 'screens/TM-COPY', 'employee')).statusCode).toBe(403);
      const group = await t.database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Employees').executeTakeFirstOrThrow();
      await giveMenu(t.database.db, group.id, 'Menus', [['TM-START', 'Menus']]);
      for (const cmid of ['TM-ALLMENUS', 'TM-COPY', 'TM-APPEND', 'TM-SIDE']) {
        const res = await call('GET', `screens/${cmid}`, 'employee');
        expect(res.statusCode, `${cmid}: ${res.body}`).toBe(200);
        expect(res.json().cmid).toBe(cmid);
        // Opening the sub-screen's own route is still refused: only TM-START's route shows it.
        expect((await call('GET', `globals/access/cmid?cmid=${cmid}`, 'employee')).json()).toEqual({ access: false });
      }
      // A screen that is no sub-screen of TM-START stays refused.
      expect((await call('GET', 'screens/GR-START', 'employee')).statusCode).toBe(403);
    });

    it('refuses the sub-screen definitions, and their calls, to a customer', async () => {
      for (const cmid of ['TM-START', 'TM-ALLMENUS', 'TM-COPY', 'TM-APPEND']) expect((await call('GET', `screens/${cmid}`, 'customer')).statusCode, cmid).toBe(403);
      expect((await call('POST', 'menus/copy', 'customer', { TMMID: 1, TMVNAM: 'Mine' })).statusCode).toBe(403);
      // Who reads TM-COPY: its own holders and TM-START's, nobody else.
      expect(t.app.screens.readersOf('TM-COPY')).toEqual(['TM-COPY', 'TM-START']);
    });

    it('copies the top menu chosen in the body (TM-COPY), refusing an unknown one on its field', async () => {
      const all = (await call('GET', 'menus/all', 'admin')).json();
      const source = all.find((m: { sidemenus: unknown[] }) => m.sidemenus.length > 0);
      const res = await call('POST', 'menus/copy', 'admin', { TMMID: source.TMMID, TMVNAM: 'Copied by form' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ TMVNAM: 'Copied by form', TMMTYP: source.TMMTYP });
      expect(res.json().sidemenus.map((s: { name: string }) => s.name)).toEqual(source.sidemenus.map((s: { name: string }) => s.name));
      const bad = await call('POST', 'menus/copy', 'admin', { TMMID: 999999, TMVNAM: 'Nothing' });
      expect([bad.statusCode, bad.json().errors]).toEqual([400, [{ pointer: '/TMMID', message: 'Invalid value' }]]);
      const after = (await call('GET', 'menus/all', 'admin')).json();
      expect(after.length).toBe(all.length + 1);
    });
  });
}
