import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

type Row = Record<string, unknown>;

/**
 * The administration families' hand-written writes record each change in the
 * audit log in the change's own transaction (issue 16 point 5): announcements,
 * commands, menu help, menu groups, menus, custom reports, push reports, user
 * administration and the translations mass update. Each write leaves one entry
 * per record with who, which screen, the record and its before and after (no
 * password hash); a refused call leaves none and changes nothing.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`audit of the administration families' writes [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 40 });
    });
    afterAll(() => t.close());

    const call = async (username: string, method: 'POST' | 'PUT' | 'DELETE', url: string, cmid: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), cmid }, ...(payload ? { payload } : {}) });
    const ok = async (username: string, method: 'POST' | 'PUT' | 'DELETE', url: string, cmid: string, payload?: object) => {
      const res = await call(username, method, url, cmid, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const db = () => t.database.db;
    const entries = (entity: string, id: unknown) =>
      db().selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();
    const total = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Row | null;
    /** The record's entries as [action, user, cmid, before, after]. */
    const trail = async (entity: string, id: unknown) =>
      (await entries(entity, id)).map((e) => ({ action: e.action, user_id: e.user_id, cmid: e.cmid, company: e.company, before: parsed(e.before), after: parsed(e.after) }));
    /** A refused call: its status, and neither an entry nor (by the caller's check) a change. */
    const refused = async (status: number, username: string, method: 'POST' | 'PUT' | 'DELETE', url: string, cmid: string, payload?: object) => {
      const before = await total();
      const res = await call(username, method, url, cmid, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(await total()).toBe(before);
    };

    it('announcements: created, changed and deleted with their accounts; a refused change leaves no entry', async () => {
      const body = { title: 'Terminal closure', content: '<p>Sudbury closes early.</p>', start_date: '2030-06-01', end_date: '2030-06-30', priority: 'warning', active: true, companies: ['MANITOULIN'], user_types: ['CUSTOMER'], customers: ['100001'] };
      const a = await ok('admin', 'POST', 'announcements/announcement', 'ANO-ADD', body);
      await ok('admin', 'PUT', `announcements/${a.id}`, 'ANO-EDIT', { ...body, title: 'Terminal closed', customers: ['100001', '100002'] });
      await refused(400, 'admin', 'PUT', `announcements/${a.id}`, 'ANO-EDIT', { ...body, title: '' });
      await ok('admin', 'DELETE', `announcements/${a.id}`, 'ANO-LIST');
      const [made, changed, removed, ...more] = await trail('announcements', a.id);
      expect(more).toEqual([]);
      expect(made).toMatchObject({ action: 'create', user_id: 'admin', cmid: 'ANO-ADD', company: 'MANITOULIN', before: null, after: { id: a.id, title: 'Terminal closure', customers: ['100001'] } });
      expect(changed).toMatchObject({ action: 'update', cmid: 'ANO-EDIT', before: { title: 'Terminal closure', customers: ['100001'] }, after: { title: 'Terminal closed', customers: ['100001', '100002'] } });
      expect(removed).toMatchObject({ action: 'delete', cmid: 'ANO-LIST', before: { title: 'Terminal closed' }, after: null });
    });

    it('commands and menu help: each write one entry keyed by the record; a used id and a placed command refused without one', async () => {
      await ok('admin', 'POST', 'commands', 'CMID-START', { CMCID: 'RATE-SHEET', CMTITLE: 'Rate sheet', CMVNAM: 'RATE-SHEET' });
      await ok('admin', 'PUT', 'commands/RATE-SHEET', 'CMID-START', { CMTITLE: 'Rate sheets', CMVNAM: 'https://rates.example.com/sheet' });
      await refused(400, 'admin', 'POST', 'commands', 'CMID-START', { CMCID: 'RATE-SHEET', CMTITLE: 'Again', CMVNAM: 'X' });
      await refused(409, 'admin', 'DELETE', 'commands/MTDPUDATE', 'CMID-START');
      await ok('admin', 'DELETE', 'commands/RATE-SHEET', 'CMID-START');
      const commands = await trail('commands', 'RATE-SHEET');
      expect(commands.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
      expect(commands[1]).toMatchObject({ user_id: 'admin', cmid: 'CMID-START', before: { cmid: 'RATE-SHEET', title: 'Rate sheet', target: 'RATE-SHEET' }, after: { title: 'Rate sheets', target: 'https://rates.example.com/sheet' } });
      expect(await entries('commands', 'MTDPUDATE')).toEqual([]);

      const help = await ok('admin', 'POST', 'menu_help', 'MH-START', { title: 'Rates help', content_en: '<p>Find a rate</p>' });
      await ok('admin', 'PUT', `menu_help/${help.MHMID}`, 'MH-START', { title: 'Rates', content_en: '<p>Find it</p>' });
      await refused(400, 'admin', 'PUT', `menu_help/${help.MHMID}`, 'MH-START', { title: 'X', content_en: '<p> </p>' });
      const helps = await trail('menu_help', help.MHMID);
      expect(helps).toMatchObject([
        { action: 'create', cmid: 'MH-START', before: null, after: { title: 'Rates help', content_en: '<p>Find a rate</p>', updated_by: 'admin' } },
        { action: 'update', before: { title: 'Rates help' }, after: { title: 'Rates', content_en: '<p>Find it</p>' } },
      ]);
    });

    it('menu groups, their links and top menus with side menus and items: one entry per record written', async () => {
      const tops = await db().selectFrom('top_menus').select(['id', 'name']).where('name', 'in', ['Tracing', 'Claims']).execute();
      const tracing = tops.find((m) => m.name === 'Tracing')!.id;
      const claims = tops.find((m) => m.name === 'Claims')!.id;
      const group = await ok('admin', 'POST', 'menugroups', 'GR-START', { name: 'Brokers', company: 'MANITOULIN', is_admin: false, landingPage: 'MTDPUDATE', menus: [tracing] });
      await ok('admin', 'PUT', `menugroups/${group.id}/menus`, 'GR-MENUS', { menus: [{ TMMID: claims, sequence: 1 }, { TMMID: tracing, sequence: 2 }] });
      await refused(400, 'admin', 'PUT', `menugroups/${group.id}/menus`, 'GR-MENUS', { menus: [{ TMMID: tracing, sequence: 1 }, { TMMID: tracing, sequence: 2 }] });
      await refused(403, 'customer', 'PUT', `menugroups/${group.id}/menus`, 'GR-MENUS', { menus: [] });
      expect(await trail('menu_groups', group.id)).toMatchObject([
        { action: 'create', cmid: 'GR-START', before: null, after: { name: 'Brokers', landing_cmid: 'MTDPUDATE', menus: [{ TMMID: tracing, sequence: 1 }] } },
        { action: 'update', cmid: 'GR-MENUS', before: { menus: [{ TMMID: tracing, sequence: 1 }] }, after: { menus: [{ TMMID: claims, sequence: 1 }, { TMMID: tracing, sequence: 2 }] } },
      ]);
      await ok('admin', 'PUT', `menugroups/${group.id}/menus/${claims}`, 'GR-MENUS', { sequence: 3 });
      expect(await trail('group_menus', `${group.id}/${claims}`)).toMatchObject([{ action: 'update', before: { seq: 1 }, after: { group_id: group.id, top_menu_id: claims, seq: 3 } }]);

      const top = await ok('admin', 'POST', 'menus', 'TM-START', { TMVNAM: 'Rates', TMMTYP: 'M', sequence: 7 });
      const side = await ok('admin', 'POST', `menus/${top.TMMID}/sidemenus`, 'TM-SIDE', { name: 'Tariffs', sequence: 1 });
      const item = await ok('admin', 'POST', `menus/${top.TMMID}/sidemenus/${side.id}/items`, 'TM-ITEMS', { CMCID: 'MTDDELDATE', CMTITLE: 'Deliveries', sequence: 1 });
      await refused(409, 'admin', 'DELETE', `menus/${top.TMMID}`, 'TM-START');
      await ok('admin', 'DELETE', `menus/${top.TMMID}/sidemenus/${side.id}/items/${item.TSCID}`, 'TM-ITEMS');
      expect(await trail('top_menus', top.TMMID)).toMatchObject([{ action: 'create', user_id: 'admin', cmid: 'TM-START', after: { name: 'Rates', type: 'M', seq: 7, sidemenus: [] } }]);
      expect(await trail('side_menus', side.id)).toMatchObject([{ action: 'create', cmid: 'TM-SIDE', after: { top_menu_id: top.TMMID, name: 'Tariffs' } }]);
      expect(await trail('side_menu_items', item.TSCID)).toMatchObject([
        { action: 'create', cmid: 'TM-ITEMS', after: { cmid: 'MTDDELDATE', title: 'Deliveries' } },
        { action: 'delete', before: { cmid: 'MTDDELDATE' }, after: null },
      ]);
    });

    it('custom reports: saved, scheduled and deleted by their owner; another account’s delete refused without an entry', async () => {
      const report = await ok('customer', 'POST', 'custom_reports/reports', 'CR_1_RptDet', { name: 'Audited lanes', base_report: 1, columns: ['probill', 'weight'], access_level: 'personal', format: 'Excel', output: 'email' });
      const id = report.report_id;
      await ok('customer', 'PUT', `custom_reports/reports/${id}/schedule`, 'CR_4_RptSch', { frequency: 'Daily', hour: 7, cycle: 'Last 30 days', output: 'email', format: 'JSON', send_to: ['ops@northern.example'], active: true });
      await refused(404, 'customer2', 'DELETE', `custom_reports/reports/${id}`, 'CR_SavedReports');
      await ok('customer', 'DELETE', `custom_reports/reports/${id}`, 'CR_SavedReports');
      const [made, scheduled, removed, ...more] = await trail('custom_reports', id);
      expect(more).toEqual([]);
      expect(made).toMatchObject({ action: 'create', user_id: 'customer', cmid: 'CR_1_RptDet', before: null, after: { name: 'Audited lanes', customer_account: '100001', frequency: null } });
      expect(scheduled).toMatchObject({ action: 'update', cmid: 'CR_4_RptSch', before: { frequency: null }, after: { frequency: 'Daily', hour: 7, format: 'JSON' } });
      expect(removed).toMatchObject({ action: 'delete', user_id: 'customer', before: { name: 'Audited lanes' }, after: null });
    });

    it('push reports: created, run now and deleted by their owner; another user’s run and delete refused without an entry', async () => {
      const config = { api_url: 'api/probill/pickup_date', query_params: { sort: '-pickup_date' }, output_type: 'CSV', title: 'Audited pickups', cmid: 'MTDPUDATE' };
      const report = await ok('customer', 'POST', 'pushreport', 'PUSHREPORT_ADD', config);
      const run = await ok('customer', 'POST', `pushreport/${report.id}/run`, 'PUSHREPORT');
      await refused(404, 'customer2', 'POST', `pushreport/${report.id}/run`, 'PUSHREPORT');
      await refused(404, 'customer2', 'DELETE', `pushreport/${report.id}`, 'PUSHREPORT');
      expect(await trail('pushreport_results', run.id)).toMatchObject([{ action: 'create', user_id: 'customer', cmid: 'PUSHREPORT', after: { pushreport_id: report.id, trigger: 'manual' } }]);
      await ok('customer', 'DELETE', `pushreport/${report.id}`, 'PUSHREPORT');
      expect(await trail('pushreports', report.id)).toMatchObject([
        { action: 'create', user_id: 'customer', cmid: 'PUSHREPORT_ADD', before: null, after: { title: 'Audited pickups', output_type: 'CSV', api_url: 'api/probill/pickup_date' } },
        { action: 'delete', before: { title: 'Audited pickups' }, after: null },
      ]);
    });

    it('user administration: a user added, locked and deleted, without their password hash; another company refused', async () => {
      const group = await db().selectFrom('menu_groups').select('id').where('company', '=', 'MANITOULIN').where('name', '=', 'Customers').executeTakeFirstOrThrow();
      const body = { uid: 'auditgail', company: 'MANITOULIN', user_type: 'CUSTOMER', first_name: 'Gail', last_name: 'Brown', email: 'auditgail@example.com', menu_group: group.id, default_account: '100002', language: 'fr', locked: false, password: 'Harbour!Lights2031' };
      const user = await ok('admin', 'POST', 'users/user', 'UA-ADD', body);
      await refused(403, 'admin', 'POST', 'users/user', 'UA-ADD', { ...body, uid: 'auditdrc', company: 'DRC' });
      await ok('admin', 'POST', 'users/lock_unlock_user', 'UA-LIST', { uid: 'auditgail', company: 'MANITOULIN', lock: true });
      await refused(403, 'customer2', 'DELETE', `users/user/${user.id}`, 'UA-LIST');
      await ok('admin', 'DELETE', `users/user/${user.id}`, 'UA-LIST');
      const [made, locked, removed, ...more] = await trail('users', user.id);
      expect(more).toEqual([]);
      expect(made).toMatchObject({ action: 'create', user_id: 'admin', cmid: 'UA-ADD', before: null, after: { username: 'auditgail', last_name: 'Brown', locked: false, groups: [group.id] } });
      expect(JSON.stringify(made!.after)).not.toMatch(/password|hash/i);
      expect(locked).toMatchObject({ action: 'update', cmid: 'UA-LIST', before: { locked: false }, after: { locked: true } });
      expect(removed).toMatchObject({ action: 'delete', before: { username: 'auditgail' }, after: null });
    });

    it('security questions (globals): the profile saved is one entry with its questions, never its answers; a bad profile none', async () => {
      const questions = ['In what city were you born?', 'What was the name of your first pet?', 'What was the make of your first car?'];
      const answers = ['Thunder Bay', 'Biscuit', 'Pontiac Sunfire'];
      await refused(400, 'customer2', 'POST', 'globals/securityquestions', 'update-security-profile', { answers: questions.map((question) => ({ question, answer: 'qwerty' })) });
      await ok('customer2', 'POST', 'globals/securityquestions', 'update-security-profile', { answers: questions.map((question, i) => ({ question, answer: answers[i] })) });
      const user = await db().selectFrom('users').select('id').where('username', '=', 'customer2').executeTakeFirstOrThrow();
      const entries = await trail('security_answers', user.id);
      expect(entries).toMatchObject([{ action: 'create', user_id: 'customer2', cmid: 'update-security-profile', before: null, after: { user_id: user.id, questions } }]);
      expect(JSON.stringify(entries)).not.toMatch(/Biscuit|argon|hash/i);
    });

    it('translations mass update: one entry per key written, none for a key skipped or unchanged', async () => {
      const before = await total();
      const mass = await ok('admin', 'POST', 'languages/translations/mass_update', 'LANG-TRANS', {
        translations: [
          { key: 'Audited rates', en_us: 'Audited rates', fr: 'Tarifs vérifiés' },
          { key: 'Page {1}', en_us: 'Page {1}', fr: 'Page' },
        ],
      });
      expect(mass).toMatchObject({ created: 1, errors: [{ key: 'Page {1}' }] });
      expect(await total()).toBe(before + 1);
      const row = await db().selectFrom('translations').select('id').where('key', '=', 'Audited rates').executeTakeFirstOrThrow();
      expect(await trail('translations', row.id)).toMatchObject([{ action: 'create', user_id: 'admin', cmid: 'LANG-TRANS', before: null, after: { key: 'Audited rates', fr: 'Tarifs vérifiés' } }]);
    });
  });
}
