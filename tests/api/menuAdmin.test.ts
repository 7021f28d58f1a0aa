import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { giveMenu } from '../support/giveMenu';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const FAMILIES = new Set(['commands', 'menugroups', 'menus', 'menu_help']);

for (const dialect of await dialectsUnderTest()) {
  describe(`menu administration (CMID-START, GR-*, TM-*, MH-*) [${dialect.name}]`, () => {
    let t: TestApp;
    let dir: string;
    beforeAll(async () => {
      // A scratch screens folder, so that a definition can be "dropped in" as an administrator would.
      dir = mkdtempSync(join(tmpdir(), 'menu-admin-screens-'));
      cpSync(join(repoRoot, 'screens'), dir, { recursive: true });
      // A new definition without its command: nobody holds it yet.
      writeFileSync(
        join(dir, 'RATE-LANES.json'),
        JSON.stringify({ cmid: 'RATE-LANES', kind: 'grid', title: 'Rate lanes', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ name: 'probill', field: 'probill', label: 'Probill', type: 'text' }], translations: { fr: { 'Rate lanes': 'Voies tarifaires', Probill: 'Probill' } } }),
      );
      t = await startTestApp(dialect, { screensDir: dir, shipments: 10 });
    });
    afterAll(async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const call = async (method: Method, url: string, payload?: unknown, username = 'admin') =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });
    const ok = async (method: Method, url: string, payload?: unknown) => {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const faults = async (method: Method, url: string, payload: unknown) => {
      const res = await call(method, url, payload);
      return [res.statusCode, res.json().errors];
    };
    const count = async (table: 'commands' | 'top_menus' | 'side_menus' | 'side_menu_items' | 'menu_groups' | 'menu_help') =>
      (await t.database.db.selectFrom(table).select(t.database.db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const tracing = async () => (await ok('GET', 'menus/all')).find((m: any) => m.TMVNAM === 'Tracing');

    it('adds, lists, changes and removes commands, refusing a used id and a bad target', async () => {
      const made = await ok('POST', 'commands', { CMCID: 'RATE-SHEET', CMTITLE: 'Rate sheet', CMVNAM: 'RATE-SHEET', CMANO_ANALYTICS: 'Y' });
      expect(made).toMatchObject({ CMCID: 'RATE-SHEET', CMTITLE: 'Rate sheet', CMVNAM: 'RATE-SHEET', CMANO_ANALYTICS: 'Y', CMHID: 'N', external: false, has_screen: false, menu_count: 0 });
      const changed = await ok('PUT', 'commands/RATE-SHEET', { CMTITLE: 'Rate sheets', CMVNAM: 'https://rates.example.com/sheet', CMHID: 'Y' });
      expect(changed).toMatchObject({ CMTITLE: 'Rate sheets', CMVNAM: 'https://rates.example.com/sheet', external: true, CMHID: 'Y', CMANO_ANALYTICS: 'N' });
      expect(await ok('GET', 'commands/RATE-SHEET')).toEqual(changed);
      const list = await ok('GET', 'commands?cmid__istartswith=rate');
      expect(list.results).toEqual([expect.objectContaining({ cmid: 'RATE-SHEET', title: 'Rate sheets', hidden: 'Y', external: true, menu_count: 0 })]);
      // The demo commands are listed with where they sit: MTDPUDATE is on the shared Tracing menu.
      expect((await ok('GET', 'commands?cmid=MTDPUDATE')).results[0]).toMatchObject({ target: 'MTDPUDATE', menu_count: 1 });

      const before = await count('commands');
      expect(await faults('POST', 'commands', { CMCID: 'MTDPUDATE', CMTITLE: 'Again', CMVNAM: 'MTDPUDATE' })).toEqual([400, [{ pointer: '/CMCID', message: 'ID must be unique' }]]);
      expect(await faults('POST', 'commands', { CMCID: 'bad id', CMTITLE: 'X', CMVNAM: 'X' })).toEqual([400, [{ pointer: '/CMCID', message: 'Invalid format' }]]);
      expect(await faults('POST', 'commands', { CMCID: 'NEW-1', CMTITLE: '', CMVNAM: 'X' })).toEqual([400, [{ pointer: '/CMTITLE', message: 'Field is required' }]]);
      expect(await faults('POST', 'commands', { CMCID: 'NEW-1', CMTITLE: 'X', CMVNAM: 'javascript:alert(1)' })).toEqual([400, [{ pointer: '/CMVNAM', message: 'Invalid value' }]]);
      expect(await faults('POST', 'commands', { CMCID: 'NEW-1', CMTITLE: 'X', CMVNAM: 'X', MHMID: 999999 })).toEqual([400, [{ pointer: '/MHMID', message: 'Invalid value' }]]);
      expect(await faults('POST', 'commands', { CMCID: 'NEW-1', CMTITLE: 'X' })).toEqual([400, [{ pointer: '/CMVNAM', message: 'Field is required' }]]);
      expect(await count('commands')).toBe(before);

      // A command still placed on a menu stays; an unplaced one goes.
      const placed = await call('DELETE', 'commands/MTDPUDATE');
      expect([placed.statusCode, placed.json()]).toEqual([409, { code: 'MENU_CHILDREN_FIRST', detail: 'Sub menu items and command items must be removed before the parent' }]);
      expect(await ok('DELETE', 'commands/RATE-SHEET')).toEqual({ status: 0 });
      expect((await call('GET', 'commands/RATE-SHEET')).statusCode).toBe(404);
    });

    it('answers the choices of the menu forms', async () => {
      const options = await ok('GET', 'menus/options');
      expect(options.top_menus).toContainEqual({ value: expect.any(Number), label: 'Tracing' });
      expect(options.sidemenus).toContainEqual({ value: expect.any(Number), label: 'My company / My company' });
      expect(options.commands).toContainEqual({ value: 'MTDPUDATE', label: 'MTDPUDATE (Shipments by pickup date)' });
      expect(options.help).toEqual([]);
      expect(options.menugroups).toContainEqual({ value: expect.any(Number), label: 'Customers' });
      expect(options.menugroups.map((g: any) => g.label)).not.toContain('DRC customers');
    });

    it('lists the screen files with whether each has its command', async () => {
      const screens = await ok('GET', 'commands/screens');
      expect(screens).toContainEqual({ cmid: 'MTDPUDATE', kind: 'grid', title: expect.any(String), registered: true });
      expect(screens.map((s: any) => s.cmid)).toContain('TM-ITEMS');
    });

    it('adds, changes, copies, appends and removes top menus, side menus and items, children first', async () => {
      const top = await ok('POST', 'menus', { TMVNAM: 'Rates', TMMTYP: 'M', sequence: 7 });
      expect(top).toMatchObject({ TMVNAM: 'Rates', TMMTYP: 'M', sequence: 7, DOCLIB: 'N', sidemenu_count: 0, menugroup_count: 0 });
      expect(await faults('PUT', `menus/${top.TMMID}`, { TMVNAM: 'Rates', TMMTYP: 'L', sequence: 7 })).toEqual([400, [{ pointer: '/TMHOOK', message: 'Field is required' }]]);
      expect(await faults('POST', 'menus', { TMVNAM: 'Rates', TMMTYP: 'M' })).toEqual([400, [{ pointer: '/sequence', message: 'Field is required' }]]);
      expect(await ok('PUT', `menus/${top.TMMID}`, { TMVNAM: 'Rates and tariffs', TMMTYP: 'M', sequence: 8 })).toMatchObject({ TMVNAM: 'Rates and tariffs', sequence: 8 });

      const side = await ok('POST', 'menus/sidemenus', { TMMID: top.TMMID, name: 'Tariffs', sequence: 1 });
      expect(side).toMatchObject({ TMMID: top.TMMID, name: 'Tariffs', sequence: 1, items: [] });
      const nested = await ok('POST', `menus/${top.TMMID}/sidemenus`, { name: 'Sheets', sequence: 2 });
      expect(await faults('POST', 'menus/sidemenus', { TMMID: 999999, name: 'X', sequence: 1 })).toEqual([400, [{ pointer: '/TMMID', message: 'Invalid value' }]]);
      expect(await faults('POST', `menus/${top.TMMID}/sidemenus`, { name: '', sequence: 1 })).toEqual([400, [{ pointer: '/name', message: 'Field is required' }]]);
      expect((await call('PUT', `menus/${top.TMMID}/sidemenus/${side.id + 100000}`, { name: 'X', sequence: 1 })).statusCode).toBe(404);
      expect(await ok('PUT', `menus/${top.TMMID}/sidemenus/${nested.id}`, { name: 'Rate sheets', sequence: 3 })).toMatchObject({ name: 'Rate sheets', sequence: 3 });

      const item = await ok('POST', 'menus/items', { sidemenu_id: side.id, CMCID: 'MTDDELDATE', CMTITLE: 'Deliveries', sequence: 1 });
      expect(item).toMatchObject({ TMMID: top.TMMID, sidemenu_id: side.id, CMCID: 'MTDDELDATE', CMTITLE: 'Deliveries', sequence: 1, CMHID: 'N' });
      const itemsBefore = await count('side_menu_items');
      expect(await faults('POST', 'menus/items', { sidemenu_id: side.id, CMCID: 'MTDDELDATE', CMTITLE: 'Again', sequence: 2 })).toEqual([400, [{ pointer: '/CMCID', message: 'Menu id must be unique' }]]);
      expect(await faults('POST', 'menus/items', { sidemenu_id: side.id, CMCID: 'NO-SUCH', CMTITLE: 'X', sequence: 2 })).toEqual([400, [{ pointer: '/CMCID', message: 'Invalid value' }]]);
      expect(await faults('POST', 'menus/items', { sidemenu_id: 999999, CMCID: 'MTDDELDATE', CMTITLE: 'X', sequence: 2 })).toEqual([400, [{ pointer: '/sidemenu_id', message: 'Invalid value' }]]);
      expect(await faults('POST', `menus/${top.TMMID}/sidemenus/${side.id}/items`, { CMCID: 'MTDPUDATE', CMTITLE: 'X', sequence: 0 })).toEqual([400, [{ pointer: '/sequence', message: 'Value must be greater or equal to: 1' }]]);
      expect(await count('side_menu_items')).toBe(itemsBefore);
      const url = `menus/${top.TMMID}/sidemenus/${side.id}/items/${item.TSCID}`;
      expect(await ok('PUT', url, { CMCID: 'MTDPUDATE', CMTITLE: 'Pickups', sequence: 2, CMHID: 'Y' })).toMatchObject({ CMCID: 'MTDPUDATE', CMTITLE: 'Pickups', sequence: 2, CMHID: 'Y' });
      expect(await ok('GET', url)).toMatchObject({ CMCID: 'MTDPUDATE', CMTITLE: 'Pickups' });

      // The grids of TM-START, TM-SIDE and TM-ITEMS.
      expect((await ok('GET', `menus?tmmid=${top.TMMID}`)).results).toEqual([expect.objectContaining({ name: 'Rates and tariffs', sidemenu_count: 2, item_count: 1, menugroup_count: 0 })]);
      expect((await ok('GET', `menus/sidemenus?tmmid=${top.TMMID}`)).results.map((s: any) => [s.name, s.item_count])).toEqual([['Tariffs', 1], ['Rate sheets', 0]]);
      expect((await ok('GET', `menus/items?sidemenu_id=${side.id}`)).results).toEqual([expect.objectContaining({ menu_name: 'Rates and tariffs', sidemenu_name: 'Tariffs', cmid: 'MTDPUDATE', hidden: true })]);

      // Copy (with a group) and append (copies of side menus with their items).
      const customers = await t.database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Customers').executeTakeFirstOrThrow();
      expect(await faults('POST', `menus/${top.TMMID}/copy`, { TMVNAM: 'Copy', menugroup_ids: [customers.id, 999999] })).toEqual([400, [{ pointer: '/menugroup_ids/1', message: 'Invalid value' }]]);
      const copy = await ok('POST', `menus/${top.TMMID}/copy`, { TMVNAM: 'Rates (copy)', menugroup_ids: [customers.id] });
      expect(copy).toMatchObject({ TMVNAM: 'Rates (copy)', sequence: 8, menugroup_count: 1 });
      expect(copy.sidemenus.map((s: any) => [s.name, s.items.map((i: any) => i.CMCID)])).toEqual([['Tariffs', ['MTDPUDATE']], ['Rate sheets', []]]);
      const trc = await tracing();
      const appended = await ok('POST', `menus/${copy.TMMID}/append`, { sidemenu_ids: [trc.sidemenus[0].id] });
      expect(appended.sidemenus.map((s: any) => s.name)).toEqual(['Tariffs', 'Rate sheets', 'Tracing']);
      expect(appended.sidemenus[2].items.map((i: any) => i.CMCID)).toEqual(trc.sidemenus[0].items.map((i: any) => i.CMCID));
      expect(await faults('POST', `menus/${copy.TMMID}/append`, { sidemenu_ids: [999999] })).toEqual([400, [{ pointer: '/sidemenu_ids/0', message: 'Invalid value' }]]);

      // Children before the parent (02-business.md §5).
      const children = 'Sub menu items and command items must be removed before the parent';
      expect((await call('DELETE', `menus/${top.TMMID}`)).json()).toEqual({ code: 'MENU_CHILDREN_FIRST', detail: children });
      expect((await call('DELETE', `menus/${top.TMMID}/sidemenus/${side.id}`)).json()).toEqual({ code: 'MENU_CHILDREN_FIRST', detail: children });
      expect(await ok('DELETE', url)).toEqual({ status: 0 });
      expect(await ok('DELETE', `menus/${top.TMMID}/sidemenus/${side.id}`)).toEqual({ status: 0 });
      expect(await ok('DELETE', `menus/${top.TMMID}/sidemenus/${nested.id}`)).toEqual({ status: 0 });
      expect(await ok('DELETE', `menus/${top.TMMID}`)).toEqual({ status: 0 });
      expect((await call('GET', `menus/${top.TMMID}`)).statusCode).toBe(404);
    });

    it('adds and changes menu groups with their top menus, and keeps a group that has users', async () => {
      const trc = await tracing();
      const made = await ok('POST', 'menugroups', { name: 'Brokers', company: 'MANITOULIN', is_admin: false, landingPage: 'MTDPUDATE', menus: [trc.TMMID] });
      expect(made).toMatchObject({ name: 'Brokers', company: 'MANITOULIN', is_admin: false, landingPage: 'MTDPUDATE', style: 'standard', user_count: 0, menus: [trc.TMMID] });
      const before = await count('menu_groups');
      expect(await faults('POST', 'menugroups', { name: 'X', company: 'DRC', is_admin: false, landingPage: 'MTDPUDATE' })).toEqual([400, [{ pointer: '/company', message: 'Invalid value' }]]);
      expect(await faults('POST', 'menugroups', { name: 'X', company: 'MANITOULIN', is_admin: false, landingPage: 'NOPE' })).toEqual([400, [{ pointer: '/landingPage', message: 'Invalid value' }]]);
      expect(await faults('POST', 'menugroups', { name: 'X', company: 'MANITOULIN', is_admin: false, landingPage: 'MTDPUDATE', menus: [999999] })).toEqual([400, [{ pointer: '/menus/0', message: 'Invalid value' }]]);
      expect(await faults('POST', 'menugroups', { company: 'MANITOULIN', is_admin: false, landingPage: 'MTDPUDATE' })).toEqual([400, [{ pointer: '/name', message: 'Field is required' }]]);
      expect(await count('menu_groups')).toBe(before);

      const changed = await ok('PUT', `menugroups/${made.id}`, { name: 'Customs brokers', company: 'MANITOULIN', description: 'Brokers', is_admin: true, landingPage: 'MTDDELDATE', style: 'dark' });
      expect(changed).toMatchObject({ name: 'Customs brokers', description: 'Brokers', is_admin: true, landingPage: 'MTDDELDATE', style: 'dark', menus: [trc.TMMID] });
      const claims = (await ok('GET', 'menus/all')).find((m: any) => m.TMVNAM === 'Claims');
      expect(await ok('PUT', `menugroups/${made.id}/menus`, { menus: [{ TMMID: claims.TMMID, sequence: 1 }, { TMMID: trc.TMMID, sequence: 2 }] })).toEqual([
        { TMMID: claims.TMMID, TMVNAM: 'Claims', sequence: 1 },
        { TMMID: trc.TMMID, TMVNAM: 'Tracing', sequence: 2 },
      ]);
      expect(await faults('PUT', `menugroups/${made.id}/menus`, { menus: [{ TMMID: trc.TMMID, sequence: 1 }, { TMMID: trc.TMMID, sequence: 2 }] })).toEqual([400, [{ pointer: '/menus/1/TMMID', message: 'Menu id must be unique' }]]);
      expect((await ok('GET', `menugroups/${made.id}/menus`)).map((m: any) => m.TMVNAM)).toEqual(['Claims', 'Tracing']);
      expect((await ok('GET', 'menugroups?name=Customs brokers')).results).toEqual([expect.objectContaining({ name: 'Customs brokers', landing_page: 'MTDDELDATE', menu_count: 2, user_count: 0 })]);

      const customers = (await ok('GET', 'menugroups?name=Customers')).results[0];
      expect((await ok('GET', `menugroups/${customers.id}/users`)).results.map((u: any) => u.username).sort()).toEqual(['customer2', 'locked', 'newpass']);
      const kept = await call('DELETE', `menugroups/${customers.id}`);
      expect([kept.statusCode, kept.json()]).toEqual([409, { code: 'GROUP_HAS_USERS', detail: 'Users of this menu group must be moved before it is removed' }]);
      // GR-MENUS: one link at a time.
      const pickups = (await ok('GET', 'menus/all')).find((m: any) => m.TMVNAM === 'Pickups');
      const drcGroup = await t.database.db.selectFrom('menu_groups').select('id').where('company', '=', 'DRC').executeTakeFirstOrThrow();
      expect(await ok('POST', 'menugroups/menus', { group_id: made.id, TMMID: pickups.TMMID, sequence: 3 })).toEqual({ group_id: made.id, group_name: 'Customs brokers', TMMID: pickups.TMMID, TMVNAM: 'Pickups', sequence: 3 });
      expect(await faults('POST', 'menugroups/menus', { group_id: made.id, TMMID: pickups.TMMID, sequence: 4 })).toEqual([400, [{ pointer: '/TMMID', message: 'Menu id must be unique' }]]);
      expect(await faults('POST', 'menugroups/menus', { group_id: drcGroup.id, TMMID: pickups.TMMID, sequence: 1 })).toEqual([400, [{ pointer: '/group_id', message: 'Invalid value' }]]);
      expect(await faults('POST', 'menugroups/menus', { group_id: made.id, TMMID: 999999, sequence: 1 })).toEqual([400, [{ pointer: '/TMMID', message: 'Invalid value' }]]);
      expect(await faults('POST', 'menugroups/menus', { group_id: made.id, TMMID: pickups.TMMID })).toEqual([400, [{ pointer: '/sequence', message: 'Field is required' }]]);
      expect(await ok('PUT', `menugroups/${made.id}/menus/${pickups.TMMID}`, { sequence: 1 })).toMatchObject({ TMVNAM: 'Pickups', sequence: 1 });
      expect((await ok('GET', `menugroups/menus?group_id=${made.id}`)).results.map((r: any) => [r.menu_name, r.sequence, r.link])).toEqual([
        ['Claims', 1, `${made.id}-${claims.TMMID}`],
        ['Pickups', 1, `${made.id}-${pickups.TMMID}`],
        ['Tracing', 2, `${made.id}-${trc.TMMID}`],
      ]);
      expect(await ok('DELETE', `menugroups/${made.id}/menus/${pickups.TMMID}`)).toEqual({ status: 0 });
      expect((await call('GET', `menugroups/${made.id}/menus/${pickups.TMMID}`)).statusCode).toBe(404);
      expect((await call('GET', `menugroups/${drcGroup.id}/menus/${trc.TMMID}`)).statusCode).toBe(404);

      expect(await ok('DELETE', `menugroups/${made.id}`)).toEqual({ status: 0 });
      // Another company's group is not found, never changed.
      expect((await call('GET', `menugroups/${drcGroup.id}`)).statusCode).toBe(404);
    });

    it('adds, changes and removes menu help, and shows it for its menu', async () => {
      const trc = await tracing();
      const made = await ok('POST', 'menu_help', { TMMID: trc.TMMID, title: 'Tracing help', content_en: '<p>Find a shipment</p><script>x()</script>', content_fr: '<p>Trouver un envoi</p>' });
      expect(made).toMatchObject({ TMMID: trc.TMMID, menu_name: 'Tracing', title: 'Tracing help', content_en: '<p>Find a shipment</p>', updated_by: 'admin' });
      expect(await faults('POST', 'menu_help', { title: 'X', content_en: '<p> </p>' })).toEqual([400, [{ pointer: '/content_en', message: 'Field is required' }]]);
      expect(await faults('POST', 'menu_help', { title: 'X', content_en: 'x', TMMID: 999999 })).toEqual([400, [{ pointer: '/TMMID', message: 'Invalid value' }]]);
      expect(await ok('PUT', `menu_help/${made.MHMID}`, { TMMID: trc.TMMID, title: 'Tracing', content_en: '<p>Find it</p>' })).toMatchObject({ title: 'Tracing', content_en: '<p>Find it</p>', content_fr: null });
      expect((await ok('GET', 'menu_help?title=Tracing')).results).toEqual([expect.objectContaining({ mhmid: made.MHMID, tmmid: trc.TMMID, menu_name: 'Tracing' })]);
      expect(await ok('GET', `globals/menuhelp/${trc.TMMID}`)).toMatchObject({ mid: trc.TMMID, MHMID: made.MHMID, title: 'Tracing', content: '<p>Find it</p>' });
      // A menu's help (MHMID) is in the login answer's menu entry.
      await ok('PUT', `menus/${trc.TMMID}`, { TMVNAM: 'Tracing', TMMTYP: 'M', sequence: trc.sequence, MHMID: made.MHMID });
      const login = (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'customer2', company: 'MANITOULIN', password: 'Freight!Portal2026' } })).json();
      const entry = login.groups[0].menulist.find((m: any) => m.TMVNAM === 'Tracing');
      expect(entry).toMatchObject({ MHMID: made.MHMID });
      // The client shows a menu's help as its last item, SHOWHELP/{TMMID}, which its users may then open.
      expect(entry.items.at(-1)).toEqual({ TSCID: -trc.TMMID, CMCID: 'SHOWHELP', CMTITLE: 'Help', CMVNAM: `/pages/SHOWHELP/${trc.TMMID}`, CMANO_ANALYTICS: 'N', CMHID: 'N', external: `/pages/SHOWHELP/${trc.TMMID}`, sidemenu: 'Help' });
      expect((await call('GET', `globals/menuhelp/${trc.TMMID}`, undefined, 'customer2')).json()).toMatchObject({ title: 'Tracing', content: '<p>Find it</p>' });
      expect((await call('GET', 'screens/SHOWHELP', undefined, 'customer2')).statusCode).toBe(200);
      const claims = (await ok('GET', 'menus/all')).find((m: any) => m.TMVNAM === 'Claims');
      expect((await call('GET', `globals/menuhelp/${claims.TMMID}`, undefined, 'customer2')).statusCode).toBe(404);
      // A user without any menu holding help does not hold SHOWHELP.
      expect((await call('GET', `globals/menuhelp/${trc.TMMID}`, undefined, 'quoteonly')).statusCode).toBe(403);

      expect(await ok('DELETE', `menu_help/${made.MHMID}`)).toEqual({ status: 0 });
      expect((await ok('GET', `menus/${trc.TMMID}`)).MHMID).toBeNull();
      expect((await call('GET', `globals/menuhelp/${trc.TMMID}`, undefined, 'customer2')).statusCode).toBe(403);
    });

    it('refuses a customer every call of the menu administration with 403, even holding its menu ids', async () => {
      const calls = t.app.calls.filter((c) => FAMILIES.has(c.id.split('.')[0]!));
      expect(calls.length).toBeGreaterThan(35);
      const token = await t.tokenOf('customer');
      const tryAll = async () => {
        const allowed: string[] = [];
        for (const c of calls) {
          const res = await t.app.inject({ method: c.method as Method, url: `/api/${c.path.replace(/\{\w+\}/g, '1')}`, headers: auth(token) });
          if (res.statusCode !== 403) allowed.push(`${c.id}: ${res.statusCode}`);
        }
        return allowed;
      };
      expect(await tryAll()).toEqual([]);
      // Even a customer group given the menu ids cannot change menus: only ADMIN users may.
      const group = await t.database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Customer administrators').executeTakeFirstOrThrow();
      await giveMenu(t.database.db, group.id, 'Sneaky', [['TM-ITEMS', 'Items'], ['CMID-START', 'Commands']]);
      const sneaky = await call('POST', 'menus/items', { sidemenu_id: 1, CMCID: 'UA-LIST', CMTITLE: 'Users', sequence: 9 }, 'customer');
      expect([sneaky.statusCode, sneaky.json()]).toEqual([403, { code: 'FORBIDDEN', detail: 'You do not have permissions to access this option' }]);
      expect((await call('GET', 'commands', undefined, 'customer')).statusCode).toBe(403);
    });

    it("gives a new screen on a group's menu to that group's users: menu, access check and screen", async () => {
      const access = async () => (await call('GET', 'globals/access/cmid?cmid=RATE-LANES', undefined, 'customer2')).json().access;
      expect(await access()).toBe(false);
      expect((await call('GET', 'screens/RATE-LANES', undefined, 'customer2')).statusCode).toBe(403);

      const listed = (await ok('GET', 'commands/screens')).find((s: any) => s.cmid === 'RATE-LANES');
      expect(listed).toEqual({ cmid: 'RATE-LANES', kind: 'grid', title: 'Rate lanes', registered: false });
      await ok('POST', 'commands', { CMCID: 'RATE-LANES', CMTITLE: 'Rate lanes', CMVNAM: 'RATE-LANES' });
      expect((await ok('GET', 'commands/RATE-LANES')).has_screen).toBe(true);
      const trc = await tracing();
      await ok('POST', 'menus/items', { sidemenu_id: trc.sidemenus[0].id, CMCID: 'RATE-LANES', CMTITLE: 'Rate lanes', sequence: 9 });

      // customer2's group (Customers) gives the shared Tracing menu: the next sign-in lists the item.
      const login = (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'customer2', company: 'MANITOULIN', password: 'Freight!Portal2026' } })).json();
      const entry = login.groups[0].menulist.find((m: any) => m.TMVNAM === 'Tracing');
      expect(entry.items.find((i: any) => i.CMCID === 'RATE-LANES')).toMatchObject({ CMCID: 'RATE-LANES', CMTITLE: 'Rate lanes', CMHID: 'N', CMVNAM: 'RATE-LANES', sidemenu: 'Tracing', external: null });
      expect(await access()).toBe(true);
      expect((await call('GET', 'screens/RATE-LANES', undefined, 'customer2')).statusCode).toBe(200);
      // A group without the Tracing menu does not get it.
      expect((await call('GET', 'globals/access/cmid?cmid=RATE-LANES', undefined, 'quoteonly')).json().access).toBe(false);
    });
  });
}
