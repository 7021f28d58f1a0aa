import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';

type Row = Record<string, unknown>;

/**
 * The auth-related families record their changes in the audit log, in the change's transaction (issue 16
 * point 5): a user's own profile and password, language, grid preferences. Each entry has who, the screen,
 * the record before and after and never a password hash; a refused call leaves none.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`audit of the auth families [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 20 });
    });
    afterAll(() => t?.close());

    const call = async (username: string, method: 'PUT' | 'DELETE', url: string, payload: object | undefined, cmid: string) =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), cmid }, ...(payload ? { payload } : {}) });
    const entries = (entity: string) => t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();
    const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Row | null;

    it('a password change: one entry, noted as password_changed, no hash; a refused one none', async () => {
      const seeded = (await entries('users')).length;
      const profile = { MT_FNAME: 'Colin', MT_LNAME: 'MacLeod', MT_EMAIL: 'customer2@example.com' };
      const wrong = await call('customer2', 'PUT', 'users', { ...profile, current_password: 'not-it', new_password: 'Newpass!2026x', confirm_password: 'Newpass!2026x' }, 'MT-PROFILE');
      expect(wrong.statusCode).toBe(400);
      expect(await entries('users')).toHaveLength(seeded);
      const changed = await call('customer2', 'PUT', 'users', { ...profile, current_password: DEMO_PASSWORD, new_password: 'Newpass!2026x', confirm_password: 'Newpass!2026x' }, 'MT-PROFILE');
      expect(changed.statusCode, changed.body).toBe(200);
      const all = await entries('users');
      expect(all).toHaveLength(seeded + 1);
      const entry = all.at(-1)!;
      expect(entry).toMatchObject({ company: 'MANITOULIN', user_id: 'customer2', cmid: 'MT-PROFILE', action: 'update', entity: 'users' });
      expect(parsed(entry.before)).toMatchObject({ username: 'customer2' });
      expect(parsed(entry.after)).toMatchObject({ first_name: 'Colin', last_name: 'MacLeod', password_changed: true, login_status: 0 });
      expect(JSON.stringify([entry.before, entry.after])).not.toMatch(/password_hash|argon2/);
    });

    it('a language switch and grid preferences: create, update and delete entries with before and after', async () => {
      const lang = await call('customer', 'PUT', 'users/switchlang', { lang: 'fr' }, 'MT-LANG');
      expect(lang.statusCode, lang.body).toBe(200);
      expect(parsed((await entries('users')).at(-1)!.after)).toMatchObject({ username: 'customer', lang: 'fr' });

      const prefs = { api: 'probill/pickup_date', cmid: 'MTDPUDATE', table_pref: [{ name: 'probill', index: 0, visible: 'Y' }], record_pref: 50, sep_pref: 'cell', view_pref: 'T' };
      expect((await call('customer', 'PUT', 'users/save_user_table_infor', prefs, 'MTDPUDATE')).statusCode).toBe(200);
      expect((await call('customer', 'PUT', 'users/save_user_table_infor', { ...prefs, record_pref: 10 }, 'MTDPUDATE')).statusCode).toBe(200);
      expect((await call('customer', 'DELETE', 'users/reset_user_table_infor?api=probill/pickup_date&cmid=MTDPUDATE', undefined, 'MTDPUDATE')).statusCode).toBe(204);
      // A reset with nothing saved changes nothing and records nothing.
      expect((await call('customer', 'DELETE', 'users/reset_user_table_infor?api=probill/pickup_date&cmid=MTDPUDATE', undefined, 'MTDPUDATE')).statusCode).toBe(204);
      const e = await entries('user_table_prefs');
      expect(e.map((x) => [x.user_id, x.action, x.entity_id, x.cmid])).toEqual([
        ['customer', 'create', 'probill/pickup_date MTDPUDATE', 'MTDPUDATE'],
        ['customer', 'update', 'probill/pickup_date MTDPUDATE', 'MTDPUDATE'],
        ['customer', 'delete', 'probill/pickup_date MTDPUDATE', 'MTDPUDATE'],
      ]);
      expect(parsed(e[1]!.before)).toMatchObject({ record_pref: 50 });
      expect(parsed(e[1]!.after)).toMatchObject({ record_pref: 10 });
      expect(parsed(e[2]!.after)).toBeNull();
    });
  });
}
