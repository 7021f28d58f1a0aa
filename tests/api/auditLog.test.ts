import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

for (const dialect of await dialectsUnderTest()) {
  describe(`audit log [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    const call = async (method: Method, url: string, payload?: unknown, username = 'admin', cmid = 'CU-ADD') =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), cmid }, ...(payload ? { payload: payload as object } : {}) });
    const entriesOf = (entity: string, id: string) =>
      t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', id).orderBy('id').execute();

    it('records an update through the API once, with who, the screen and the record before and after', async () => {
      const seeded = await entriesOf('customers', '100003');
      const res = await call('PUT', 'customers/100003', { name: 'Prairie Grain Supply Ltd.', city: 'Saskatoon', province: 'sk' });
      expect(res.statusCode, res.body).toBe(200);
      const entries = await entriesOf('customers', '100003');
      expect(entries.length).toBe(seeded.length + 1);
      const mine = entries.at(-1)!;
      expect(mine).toMatchObject({ company: 'MANITOULIN', user_id: 'admin', cmid: 'CU-ADD', action: 'update', entity: 'customers', entity_id: '100003' });
      expect(mine.before).toMatchObject({ account: '100003', name: 'Prairie Grain Supply', city: 'Regina', province: 'SK' });
      expect(mine.after).toMatchObject({ account: '100003', name: 'Prairie Grain Supply Ltd.', city: 'Saskatoon', province: 'SK' });

      const detail = await call('GET', `reporting_logs/audit/${mine.id}`, undefined, 'admin', 'AUD_DETAIL');
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json()).toMatchObject({ id: mine.id, user_id: 'admin', action: 'update', entity: 'customers', entity_id: '100003', cmid: 'CU-ADD' });
      const changes = detail.json().changes as { field: string }[];
      expect(changes.sort((a, b) => a.field.localeCompare(b.field))).toEqual([
        { field: 'city', old_value: 'Regina', new_value: 'Saskatoon' },
        { field: 'name', old_value: 'Prairie Grain Supply', new_value: 'Prairie Grain Supply Ltd.' },
      ]);
      const list = await call('GET', 'reporting_logs/audit?entity_id=100003&action=update&sort=-id', undefined, 'admin', 'AUD_LIST');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().results[0]).toMatchObject({ id: mine.id, user_id: 'admin', cmid: 'CU-ADD' });
    });

    it('records a create and a delete; a refused write records nothing', async () => {
      const made = await call('POST', 'customers', { account: '777001', name: 'Audit Test Co.', city: 'Sudbury', province: 'ON' });
      expect(made.statusCode, made.body).toBe(200);
      expect(await call('DELETE', 'customers/777001').then((r) => r.statusCode)).toBe(200);
      const entries = await entriesOf('customers', '777001');
      expect(entries.map((e) => [e.action, e.before === null, e.after === null])).toEqual([['create', true, false], ['delete', false, true]]);

      const before = (await t.database.db.selectFrom('audit_log').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      expect((await call('DELETE', 'customers/100001')).json()).toMatchObject({ code: 'CUSTOMER_IN_USE' });
      expect((await call('POST', 'customers', { account: '100001', name: 'Again' })).statusCode).toBe(400);
      const after = (await t.database.db.selectFrom('audit_log').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      expect(after).toBe(before);
    });

    it('commits a change only with its audit entry: when the entry cannot be written, the change rolls back', async () => {
      await sql`alter table audit_log add constraint audit_refuses_test check (entity_id is distinct from '100002') not valid`.execute(t.database.db);
      try {
        const res = await call('PUT', 'customers/100002', { name: 'Renamed Without Audit', city: 'Thunder Bay', province: 'ON' });
        expect(res.statusCode).toBe(500);
      } finally {
        await sql`alter table audit_log drop constraint audit_refuses_test`.execute(t.database.db);
      }
      const row = await t.database.db.selectFrom('customers').select('name').where('account', '=', '100002').executeTakeFirstOrThrow();
      expect(row.name).toBe('Great Lakes Paper Co.');
    });

    it('is the administrators\' only: a customer cannot read the list or an entry', async () => {
      const [entry] = await entriesOf('customers', '100001');
      for (const username of ['customer', 'employee']) {
        expect((await call('GET', 'reporting_logs/audit', undefined, username, 'AUD_LIST')).statusCode).toBe(403);
        expect((await call('GET', `reporting_logs/audit/${entry!.id}`, undefined, username, 'AUD_DETAIL')).statusCode).toBe(403);
      }
    });

    it('puts the audit log on the administrators\' menu and answers its seeded entries', async () => {
      const list = await call('GET', 'reporting_logs/audit?entity=customers&user_id=admin', undefined, 'admin', 'AUD_LIST');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().count).toBeGreaterThanOrEqual(4);
      const held = await t.database.db
        .selectFrom('side_menu_items').innerJoin('side_menus', 'side_menus.id', 'side_menu_items.side_menu_id').innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
        .select(['side_menu_items.cmid', 'top_menus.name']).where('side_menu_items.cmid', 'in', ['AUD_LIST', 'AUD_DETAIL']).execute();
      expect(held.map((h) => [h.cmid, h.name]).sort()).toEqual([['AUD_DETAIL', 'Administration'], ['AUD_LIST', 'Administration']]);
    });
    it('keeps the password history: a user\'s own change is noted once, the administrators read it, a customer cannot', async () => {
      const notes = () => t.database.db.selectFrom('password_history').selectAll().where('uid', '=', 'customer2').orderBy('id').execute();
      const seeded = await notes();
      const profile = { MT_FNAME: 'Colin', MT_LNAME: 'MacLeod', MT_EMAIL: 'customer2@example.com' };
      const wrong = await call('PUT', 'users', { ...profile, current_password: 'not-it', new_password: 'Newpass!2026x', confirm_password: 'Newpass!2026x' }, 'customer2', 'MT-PROFILE');
      expect(wrong.statusCode).toBe(400);
      expect(await notes()).toHaveLength(seeded.length);
      const changed = await call('PUT', 'users', { ...profile, current_password: DEMO_PASSWORD, new_password: 'Newpass!2026x', confirm_password: 'Newpass!2026x' }, 'customer2', 'MT-PROFILE');
      expect(changed.statusCode, changed.body).toBe(200);
      const after = await notes();
      expect(after).toHaveLength(seeded.length + 1);
      expect(after.at(-1)).toMatchObject({ company: 'MANITOULIN', uid: 'customer2', how: 'own', changed_by: 'customer2' });

      const list = await call('GET', 'reporting_logs/password_history?uid=customer2&sort=-id', undefined, 'admin', 'UA-PHIST');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().results[0]).toMatchObject({ id: after.at(-1)!.id, uid: 'customer2', how: 'own', changed_by: 'customer2' });
      expect(list.json().results.map((r: { how: string }) => r.how)).toEqual(['own', 'reset']);
      expect((await call('GET', 'reporting_logs/password_history', undefined, 'customer', 'UA-PHIST')).statusCode).toBe(403);
    });
  });
}
