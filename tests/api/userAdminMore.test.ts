import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

const PASSWORD = 'Harbour!Lights2031';
const LOCKED = 'Your account is locked. Please contact your administrator.';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

for (const dialect of await dialectsUnderTest()) {
  describe(`user administration: delete, lock, verify, search, presets, types [${dialect.name}]`, () => {
    let t: TestApp;
    let groups: Record<string, number>;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
      const rows = await t.database.db.selectFrom('menu_groups').select(['id', 'name']).execute();
      groups = Object.fromEntries(rows.map((g) => [g.name, g.id]));
    });
    afterAll(() => t.close());

    const call = async (method: Method, url: string, payload?: unknown, username = 'admin', headers: Record<string, string> = {}) =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), ...headers }, ...(payload ? { payload: payload as object } : {}) });
    const login = (username: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company: 'MANITOULIN', password } });
    const refresh = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/refresh', headers: auth(token) });
    const idOf = async (username: string) => (await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    /** A customer user of account 100001 who has signed in: their id and live token. */
    const signedInUser = async (uid: string, by = 'admin') => {
      const body = { uid, company: 'MANITOULIN', user_type: 'CUSTOMER', first_name: 'Gail', last_name: 'Brown', email: `${uid}@example.com`, menu_group: groups['Customer administrators'], default_account: '100001', language: 'en', password: PASSWORD };
      const res = await call('POST', 'users/user', body, by);
      expect(res.statusCode, res.body).toBe(200);
      // Made with a password, they must change it first; the test skips that step.
      await t.database.db.updateTable('users').set({ login_status: 0 }).where('id', '=', res.json().id).execute();
      const token = (await login(uid)).json().token as string;
      expect((await refresh(token)).statusCode).toBe(200);
      return { id: res.json().id as number, token };
    };

    it('deletes a user with their sessions, in one go: their token dies', async () => {
      const { id, token } = await signedInUser('gone1');
      const res = await call('DELETE', `users/user/${id}`);
      expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
      expect((await refresh(token)).statusCode).toBe(401);
      expect(await t.database.db.selectFrom('sessions').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
      expect(await t.database.db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
      expect((await call('DELETE', `users/user/${id}`)).statusCode).toBe(404);
      expect((await login('gone1')).statusCode).toBe(401);
    });

    it('refuses deleting oneself, a user still named on records, and bad ids', async () => {
      const self = await call('DELETE', `users/user/${await idOf('admin')}`);
      expect([self.statusCode, self.json()]).toEqual([409, { code: 'CANNOT_DELETE_SELF', detail: 'You cannot delete your own user' }]);
      const fr = await call('DELETE', `users/user/${await idOf('admin')}`, undefined, 'admin', { 'accept-language': 'fr' });
      expect(fr.json()).toEqual({ code: 'CANNOT_DELETE_SELF', detail: 'Vous ne pouvez pas supprimer votre propre utilisateur' });
      // The demo customer filed the demo claims: the delete is refused and nothing is removed.
      const before = (await t.database.db.selectFrom('sessions').select('user_id').where('user_id', '=', await idOf('customer')).execute()).length;
      await t.tokenOf('customer');
      const inUse = await call('DELETE', `users/user/${await idOf('customer')}`);
      expect([inUse.statusCode, inUse.json()]).toEqual([409, { code: 'USER_IN_USE', detail: 'User is in use' }]);
      expect((await refresh(await t.tokenOf('customer'))).statusCode).toBe(200);
      expect((await t.database.db.selectFrom('sessions').select('user_id').where('user_id', '=', await idOf('customer')).execute()).length).toBeGreaterThanOrEqual(before);
      // An id past the database's integers is refused as input, never a 500.
      const big = 99999999999;
      const refusedAt = async (res: Promise<{ statusCode: number; json: () => any }>, pointer: string) => {
        const r = await res;
        expect([r.statusCode, r.json().errors?.map((e: { pointer: string }) => e.pointer)]).toEqual([400, [pointer]]);
      };
      await refusedAt(call('DELETE', `users/user/${big}`), '/id');
      await refusedAt(call('POST', 'users/userpreset', { name: 'Big', company: 'MANITOULIN', user_type: 'CUSTOMER', menu_group: big, language: 'en' }), '/menu_group');
      await refusedAt(call('POST', 'usertypes', { code: 'BIG', description: 'x', internal: false, default_menugroup_id: big }), '/default_menugroup_id');
      await refusedAt(call('POST', 'users/user', { uid: 'big1', company: 'MANITOULIN', user_type: 'SALES', first_name: 'B', last_name: 'G', email: 'b@example.com', language: 'en', preset: big }), '/preset');
      const bad = await call('DELETE', 'users/user/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].pointer).toBe('/id');
    });

    it("lets a customer administrator delete their own account's users only", async () => {
      const { id, token } = await signedInUser('mine1', 'customer');
      expect((await call('DELETE', `users/user/${await idOf('customer2')}`, undefined, 'customer')).statusCode).toBe(404);
      expect((await call('DELETE', `users/user/${await idOf('customer')}`, undefined, 'customer')).json()).toEqual({ code: 'CANNOT_DELETE_SELF', detail: 'You cannot delete your own user' });
      expect((await call('DELETE', `users/user/${id}`, undefined, 'customer')).json()).toEqual({ success: true });
      expect((await refresh(token)).statusCode).toBe(401);
      expect((await call('DELETE', `users/user/${await idOf('newpass')}`, undefined, 'customer2')).statusCode).toBe(403);
    });

    it('locks a user (their sessions end, sign-in answers the locked message) and unlocks them', async () => {
      const { token } = await signedInUser('lock1');
      const res = await call('POST', 'users/lock_unlock_user', { uid: 'LOCK1', company: 'MANITOULIN', lock: true });
      expect([res.statusCode, res.json()]).toEqual([200, { uid: 'lock1', company: 'MANITOULIN', locked: true }]);
      expect((await refresh(token)).statusCode).toBe(401);
      const refused = await login('lock1');
      expect([refused.statusCode, refused.json().detail, refused.json().token]).toEqual([401, LOCKED, undefined]);
      expect((await call('POST', 'users/lock_unlock_user', { uid: 'lock1', company: 'MANITOULIN', lock: false })).json().locked).toBe(false);
      expect((await login('lock1')).statusCode).toBe(200);

      // The user form's Locked box ends the sessions too, and is refused on oneself.
      const viaForm = await signedInUser('lock2');
      const record = (await call('GET', `users/user/${viaForm.id}`)).json();
      const form = { uid: record.uid, company: 'MANITOULIN', user_type: 'CUSTOMER', first_name: record.first_name, last_name: record.last_name, email: record.email, default_account: '100001', language: 'en', menu_group: record.menu_group };
      expect((await call('PUT', `users/user/${viaForm.id}`, { ...form, locked: true })).json().locked).toBe(true);
      expect((await refresh(viaForm.token)).statusCode).toBe(401);
      expect((await call('PUT', `users/user/${viaForm.id}`, { ...form, locked: false })).json().locked).toBe(false);
      expect((await refresh(viaForm.token)).statusCode).toBe(401);
      const admin = (await call('GET', `users/user/${await idOf('admin')}`)).json();
      const selfForm = { uid: 'admin', company: 'MANITOULIN', user_type: 'ADMIN', first_name: admin.first_name, last_name: admin.last_name, email: admin.email, language: 'en', menu_group: admin.menu_group, locked: true };
      expect((await call('PUT', `users/user/${admin.id}`, selfForm)).json()).toEqual({ code: 'CANNOT_LOCK_SELF', detail: 'You cannot lock your own user' });
      const self = await call('POST', 'users/lock_unlock_user', { uid: 'admin', company: 'MANITOULIN', lock: true });
      expect([self.statusCode, self.json()]).toEqual([409, { code: 'CANNOT_LOCK_SELF', detail: 'You cannot lock your own user' }]);
      const bad = await call('POST', 'users/lock_unlock_user', { uid: 'bad user', company: 'MANITOULIN' });
      expect([bad.statusCode, bad.json().errors]).toEqual([400, expect.arrayContaining([{ pointer: '/uid', message: 'Invalid format' }, { pointer: '/lock', message: 'Field is required' }])]);
      expect((await call('POST', 'users/lock_unlock_user', { uid: 'drc', company: 'DRC', lock: true })).statusCode).toBe(403);
      expect((await call('POST', 'users/lock_unlock_user', { uid: 'nobody', company: 'MANITOULIN', lock: true })).statusCode).toBe(404);
    });

    it("lets a customer administrator lock their own account's users only; plain customers none", async () => {
      expect((await call('POST', 'users/lock_unlock_user', { uid: 'customer2', company: 'MANITOULIN', lock: true }, 'customer')).statusCode).toBe(404);
      expect((await call('POST', 'users/lock_unlock_user', { uid: 'locked', company: 'MANITOULIN', lock: false }, 'customer')).json()).toEqual({ uid: 'locked', company: 'MANITOULIN', locked: false });
      expect((await call('POST', 'users/lock_unlock_user', { uid: 'locked', company: 'MANITOULIN', lock: true }, 'customer')).json().locked).toBe(true);
      expect((await call('POST', 'users/lock_unlock_user', { uid: 'locked', company: 'MANITOULIN', lock: false }, 'customer2')).statusCode).toBe(403);
      expect((await t.database.db.selectFrom('users').select('locked').where('username', '=', 'customer2').executeTakeFirstOrThrow()).locked).toBe(false);
    });

    it('verifies a proposed user ID', async () => {
      const verify = async (uid: string, username = 'admin', company = 'MANITOULIN') => call('GET', `users/user_verify?uid=${encodeURIComponent(uid)}&company=${company}`, undefined, username);
      expect((await verify('Customer')).json()).toEqual({ valid: true, available: false, message: 'User already exists' });
      expect((await verify('bad user')).json()).toEqual({ valid: false, available: true, message: 'Invalid format' });
      expect((await verify('fresh.one')).json()).toEqual({ valid: true, available: true });
      // A customer administrator checks in the whole company: user IDs are unique there.
      expect((await verify('sales', 'customer')).json()).toMatchObject({ available: false });
      expect((await call('GET', 'users/user_verify?uid=x')).json().errors).toEqual([{ pointer: '/company', message: 'Field is required' }]);
      expect((await verify('x', 'admin', 'DRC')).statusCode).toBe(403);
      expect((await verify('x', 'customer2')).statusCode).toBe(403);
    });

    it("searches the company's users by ID, name and email", async () => {
      const search = async (q: string, username = 'admin') => call('GET', `users/search?${q}`, undefined, username);
      const res = (await search('search=clai')).json();
      expect(res.results.map((u: { uid: string }) => u.uid)).toContain('customer');
      expect(res.results.find((u: { uid: string }) => u.uid === 'customer')).toEqual({ id: await idOf('customer'), uid: 'customer', company: 'MANITOULIN', name: 'Claire Roy', email: expect.any(String), user_type: 'CUSTOMER', default_account: '100001', locked: false });
      expect(res.count).toBe(res.results.length);
      expect((await search('search=dana')).json()).toEqual({ results: [], count: 0 });
      expect((await search('search=%25%25')).json().count).toBe(0);
      const typed = (await search('search=sa&user_type=SALES')).json();
      expect(typed.results.map((u: { uid: string }) => u.uid)).toEqual(['sales']);
      const limited = (await search('search=in&limit=2')).json();
      expect([limited.results.length, limited.count > 2]).toEqual([2, true]);
      expect((await search('search=a')).json().errors[0]).toEqual({ pointer: '/search', message: expect.any(String) });
      expect((await search('search=a')).statusCode).toBe(400);
      expect((await search('search=dana&comp=DRC')).statusCode).toBe(403);
      expect((await search('search=clai', 'customer2')).statusCode).toBe(403);
    });

    it("refuses user administration to a customer whose groups are not marked company administrator, with the spec's message", async () => {
      const NOT_ADMIN = 'You have not been allocated as the Administrator for your Company';
      const adminGroup = groups['Customer administrators']!;
      const body = { uid: 'notadmin1', company: 'MANITOULIN', user_type: 'CUSTOMER', first_name: 'N', last_name: 'A', email: 'n@example.com', default_account: '100001', language: 'en' };
      await t.database.db.updateTable('menu_groups').set({ is_admin: false }).where('id', '=', adminGroup).execute();
      try {
        const refused = await call('POST', 'users/user', body, 'customer');
        expect([refused.statusCode, refused.json().detail]).toEqual([403, NOT_ADMIN]);
        expect((await call('GET', 'users/user?limit=5', undefined, 'customer')).json().detail).toBe(NOT_ADMIN);
        const fr = await call('POST', 'users/user', body, 'customer', { 'accept-language': 'fr' });
        expect(fr.json().detail).toBe("Vous n'avez pas été désigné comme administrateur de votre entreprise");
        expect(await t.database.db.selectFrom('users').select('id').where('username', '=', 'notadmin1').executeTakeFirst()).toBeUndefined();
      } finally {
        await t.database.db.updateTable('menu_groups').set({ is_admin: true }).where('id', '=', adminGroup).execute();
      }
      // Marked again: the same customer administers their account's users.
      expect((await call('POST', 'users/user', body, 'customer')).statusCode).toBe(200);
    });

    it('keeps user presets: add, list, change, apply to a new user, delete', async () => {
      const preset = { name: 'Dock customers', description: 'Customers of the docks', company: 'MANITOULIN', user_type: 'CUSTOMER', menu_group: groups.Customers, menu_groups: [groups['Customer administrators']], language: 'fr', theme: 'dark' };
      const res = await call('POST', 'users/userpreset', preset);
      expect(res.statusCode, res.body).toBe(200);
      const made = res.json();
      expect(made).toMatchObject({ name: 'Dock customers', user_type: 'CUSTOMER', menu_group: groups.Customers, menu_groups: [groups.Customers, groups['Customer administrators']], language: 'fr', theme: 'dark', doclib_type: null });
      const list = (await call('GET', 'users/userpreset?limit=50')).json();
      expect(list.results.map((p: { name: string }) => p.name)).toEqual(['Dock customers']);
      expect(list.results[0].menu_groups).toEqual([groups.Customers, groups['Customer administrators']]);
      expect((await call('GET', `users/userpreset/${made.id}`)).json()).toEqual(made);
      const changed = await call('PUT', `users/userpreset/${made.id}`, { ...preset, menu_groups: [], doclib_type: 'view' });
      expect(changed.json()).toMatchObject({ menu_groups: [groups.Customers], doclib_type: 'view' });
      expect((await call('GET', 'users/options')).json().presets).toEqual([{ value: made.id, label: 'Dock customers' }]);
      expect((await call('GET', 'users/options', undefined, 'customer')).json().presets).toEqual([{ value: made.id, label: 'Dock customers' }]);

      // The user form names the preset and leaves the groups out: the preset's are given.
      const user = { uid: 'preset1', company: 'MANITOULIN', user_type: 'CUSTOMER', first_name: 'Pat', last_name: 'Roy', email: 'p@example.com', default_account: '100002', language: 'en', preset: made.id };
      const created = await call('POST', 'users/user', user);
      expect([created.statusCode, created.json().menu_groups, created.json().menu_group]).toEqual([200, [groups.Customers], groups.Customers]);
      // The preset's theme too (the form has no theme input): MT_THEME at sign-in.
      expect((await t.database.db.selectFrom('users').select('theme').where('username', '=', 'preset1').executeTakeFirstOrThrow()).theme).toBe('dark');
      expect((await call('POST', 'users/user', { ...user, uid: 'preset2', preset: 99999 })).json().errors).toEqual([{ pointer: '/preset', message: 'Invalid value' }]);

      expect((await call('DELETE', `users/userpreset/${made.id}`)).json()).toEqual({ success: true });
      expect((await call('GET', `users/userpreset/${made.id}`)).statusCode).toBe(404);
    });

    it('refuses bad presets with pointers, other companies and customers', async () => {
      const preset = { name: 'Staff', company: 'MANITOULIN', user_type: 'EMPLOYEE', menu_group: groups.Employees, language: 'en' };
      expect((await call('POST', 'users/userpreset', preset)).statusCode).toBe(200);
      // A customer administrator is not offered presets of types they cannot give.
      expect((await call('GET', 'users/options', undefined, 'customer')).json().presets.map((o: { label: string }) => o.label)).not.toContain('Staff');
      const count = async () => (await t.database.db.selectFrom('user_presets').select('id').execute()).length;
      const before = await count();
      const cases: [object, { pointer: string; message: string }[]][] = [
        [{ ...preset, name: 'staff' }, [{ pointer: '/name', message: 'Preset already exists' }]],
        [{ ...preset, name: 'A', user_type: 'ANON' }, [{ pointer: '/user_type', message: 'Invalid value' }]],
        [{ ...preset, name: 'A', menu_group: groups['DRC customers'] }, [{ pointer: '/menu_group', message: 'Invalid value' }]],
        [{ ...preset, name: 'A', menu_groups: [groups['DRC customers']] }, [{ pointer: '/menu_groups', message: 'Invalid value' }]],
        [{ ...preset, name: '' }, [{ pointer: '/name', message: 'Field is required' }]],
        [{ ...preset, name: 'A', theme: 'pink' }, [{ pointer: '/theme', message: 'Invalid value' }]],
      ];
      for (const [body, errors] of cases) {
        const res = await call('POST', 'users/userpreset', body);
        expect([res.statusCode, res.json().errors], JSON.stringify(body)).toEqual([400, errors]);
      }
      expect((await call('POST', 'users/userpreset', { ...preset, name: 'B', company: 'DRC' })).statusCode).toBe(403);
      expect((await call('POST', 'users/userpreset', { ...preset, name: 'B' }, 'customer')).statusCode).toBe(403);
      expect((await call('GET', 'users/userpreset', undefined, 'customer2')).statusCode).toBe(403);
      expect(await count()).toBe(before);
      // Another company's presets are not the caller's to see.
      const drc = await t.database.db.insertInto('user_presets').values({ company: 'DRC', name: 'DRC default', user_type: 'CUSTOMER', menu_group: groups['DRC customers'], menu_groups: JSON.stringify([groups['DRC customers']]) }).returning('id').executeTakeFirstOrThrow();
      expect((await call('GET', `users/userpreset/${drc.id}`)).statusCode).toBe(404);
      expect((await call('PUT', `users/userpreset/${drc.id}`, preset)).statusCode).toBe(404);
      expect((await call('GET', 'users/userpreset')).json().results.map((p: { name: string }) => p.name)).not.toContain('DRC default');
    });

    it('keeps user types: built-ins, add, change, give to a user, refuse removing one in use', async () => {
      const list = (await call('GET', 'usertypes?limit=50')).json();
      expect(list.results.map((r: { code: string; internal: boolean }) => [r.code, r.internal])).toEqual([
        ['ADMIN', true], ['ANON', false], ['CUSTOMER', false], ['EMPLOYEE', true], ['QUOTE', false], ['SALES', true],
      ]);
      expect(list.results.find((r: { code: string }) => r.code === 'ADMIN').user_count).toBe(1);
      const res = await call('POST', 'usertypes', { code: 'BROKER', description: 'Customs broker', internal: false, permissions: ['quotes.read'], default_menugroup_id: groups.Customers });
      expect([res.statusCode, res.json()]).toEqual([200, { code: 'BROKER', description: 'Customs broker', internal: false, permissions: ['quotes.read'], default_menugroup_id: groups.Customers, user_count: 0 }]);
      const changed = await call('PUT', 'usertypes/BROKER', { description: 'Broker', internal: false, permissions: [], default_menugroup_id: groups.Employees });
      expect(changed.json()).toMatchObject({ description: 'Broker', permissions: [], default_menugroup_id: groups.Employees });
      expect((await call('GET', 'usertypes/BROKER')).json().description).toBe('Broker');
      // A new type is one an administrator may give (never ANON), and then it is in use.
      const types = (await call('GET', 'users/options')).json().user_types.map((o: { value: string }) => o.value);
      expect([types.includes('BROKER'), types.includes('ANON')]).toEqual([true, false]);
      const user = await call('POST', 'users/user', { uid: 'broker1', company: 'MANITOULIN', user_type: 'BROKER', first_name: 'Bo', last_name: 'Ker', email: 'b@example.com', default_account: '100002', language: 'en' });
      expect(user.statusCode, user.body).toBe(200);
      // Given no group, the user gets their type's default one.
      expect(user.json().menu_groups).toEqual([groups.Employees]);
      expect((await call('DELETE', 'usertypes/BROKER')).json()).toEqual({ code: 'USER_TYPE_IN_USE', detail: 'User type is in use' });
      expect((await call('DELETE', 'usertypes/ANON')).json()).toEqual({ code: 'USER_TYPE_BUILTIN', detail: 'Built-in user types cannot be removed' });
      expect((await call('POST', 'usertypes', { code: 'TEMP', description: 'Temporary', internal: false })).statusCode).toBe(200);
      expect((await call('DELETE', 'usertypes/TEMP')).json()).toEqual({ status: 0 });
      expect((await call('GET', 'usertypes/TEMP')).statusCode).toBe(404);
    });

    it('refuses bad user types with pointers, and customers', async () => {
      const count = async () => (await t.database.db.selectFrom('user_types').select('code').execute()).length;
      const before = await count();
      const cases: [string, string, object, { pointer: string; message: string }[]][] = [
        ['POST', 'usertypes', { code: 'ADMIN', description: 'x', internal: true }, [{ pointer: '/code', message: 'User type already exists' }]],
        ['POST', 'usertypes', { code: 'broker', description: 'x', internal: false }, [{ pointer: '/code', message: 'Invalid format' }]],
        ['POST', 'usertypes', { code: 'STAFF2', description: 'x', internal: true }, [{ pointer: '/internal', message: 'Only the built-in staff types are internal' }]],
        ['POST', 'usertypes', { code: 'X1', description: '', internal: false }, [{ pointer: '/description', message: 'Field is required' }]],
        ['POST', 'usertypes', { code: 'X1', description: 'x', internal: false, default_menugroup_id: groups['DRC customers'] }, [{ pointer: '/default_menugroup_id', message: 'Invalid value' }]],
        ['PUT', 'usertypes/EMPLOYEE', { description: 'x', internal: false }, [{ pointer: '/internal', message: 'Only the built-in staff types are internal' }]],
      ];
      for (const [method, url, body, errors] of cases) {
        const res = await call(method as Method, url, body);
        expect([res.statusCode, res.json().errors], JSON.stringify(body)).toEqual([400, errors]);
      }
      expect((await call('GET', 'usertypes/EMPLOYEE')).json().internal).toBe(true);
      expect((await call('GET', 'usertypes', undefined, 'customer')).statusCode).toBe(403);
      expect((await call('POST', 'usertypes', { code: 'X2', description: 'x', internal: false }, 'customer2')).statusCode).toBe(403);
      expect((await call('DELETE', 'usertypes/QUOTE', undefined, 'customer')).statusCode).toBe(403);
      expect(await count()).toBe(before);
    });
  });
}
