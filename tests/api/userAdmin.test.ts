import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

const PASSWORD = 'Harbour!Lights2031';

for (const dialect of await dialectsUnderTest()) {
  describe(`user administration (UA-ADD) [${dialect.name}]`, () => {
    let t: TestApp;
    let groups: Record<string, number>;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
      const rows = await t.database.db.selectFrom('menu_groups').select(['id', 'name']).where('company', '=', 'MANITOULIN').execute();
      groups = Object.fromEntries(rows.map((g) => [g.name, g.id]));
    });
    afterAll(() => t.close());

    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, username = 'admin') =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });
    const valid = (uid: string) => ({
      uid,
      company: 'MANITOULIN',
      user_type: 'CUSTOMER',
      first_name: 'Gail',
      last_name: 'Brown',
      email: `${uid}@example.com`,
      desk_phone: '4165550101',
      menu_group: groups.Customers,
      default_account: '100002',
      language: 'fr',
      locked: false,
    });
    const userCount = async () => (await t.database.db.selectFrom('users').select('id').execute()).length;

    it('adds a user who can then sign in with the given password, and changes them', async () => {
      const res = await call('POST', 'users/user', { ...valid('gbrown'), password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const user = res.json();
      expect(user).toMatchObject({ uid: 'gbrown', user_type: 'CUSTOMER', default_account: '100002', menu_group: groups.Customers, menu_group_name: 'Customers', menu_groups: [groups.Customers], language: 'fr', locked: false, desk_phone: '4165550101' });
      const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'gbrown', company: 'MANITOULIN', password: PASSWORD } });
      expect(login.json().status).toBe(4); // a new password is required at first sign-in

      const changed = await call('PUT', `users/user/${user.id}`, { ...valid('gbrown'), last_name: 'Browne', locked: true });
      expect(changed.json()).toMatchObject({ last_name: 'Browne', locked: true });
      expect((await call('GET', `users/user/${user.id}`)).json()).toMatchObject({ last_name: 'Browne', locked: true });
      const locked = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'gbrown', company: 'MANITOULIN', password: PASSWORD } });
      expect(locked.statusCode).toBe(401);
    });

    it('a password set by the administrator ends the user’s sessions; other changes end none', async () => {
      const added = (await call('POST', 'users/user', { ...valid('pchange'), password: PASSWORD })).json();
      const signIn = async (password: string) => (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'pchange', company: 'MANITOULIN', password } })).json().token as string;
      const token = await signIn(PASSWORD);
      const alive = async () => (await t.app.inject({ method: 'GET', url: '/api/users/refresh', headers: auth(token) })).statusCode;
      expect(await alive()).toBe(200);
      expect((await call('PUT', `users/user/${added.id}`, { ...valid('pchange'), last_name: 'Changed' })).statusCode).toBe(200);
      expect(await alive()).toBe(200);
      expect((await call('PUT', `users/user/${added.id}`, { ...valid('pchange'), password: 'Harbour!Lights2032' })).statusCode).toBe(200);
      expect(await alive()).toBe(401);
      // The administrator's own session is untouched.
      expect((await call('GET', `users/user/${added.id}`)).statusCode).toBe(200);
      expect(await signIn('Harbour!Lights2032')).toBeTruthy();
    });

    it('refuses what the form refuses, with its messages, and writes nothing', async () => {
      const before = await userCount();
      const cases: [object, { pointer: string; message: string }[]][] = [
        [{ ...valid('Customer') }, [{ pointer: '/uid', message: 'User already exists' }]],
        [{ ...valid('new1'), uid: 'bad user' }, [{ pointer: '/uid', message: 'Invalid format' }]],
        [{ ...valid('new1'), first_name: '' }, [{ pointer: '/first_name', message: 'Field is required' }]],
        [{ ...valid('new1'), email: 'nope' }, [{ pointer: '/email', message: 'Invalid email address' }]],
        [{ ...valid('new1'), desk_phone: '41655501' }, [{ pointer: '/desk_phone', message: 'Must be a 10 digit number' }]],
        [{ ...valid('new1'), language: 'de' }, [{ pointer: '/language', message: 'Invalid value' }]],
        [{ ...valid('new1'), user_type: 'WIZARD' }, [{ pointer: '/user_type', message: 'Invalid value' }]],
        [{ ...valid('new1'), default_account: '999999' }, [{ pointer: '/default_account', message: 'Customer Code Not Found' }]],
        [{ ...valid('new1'), default_account: '300003' }, [{ pointer: '/default_account', message: 'Customer Code Not Found' }]],
        [{ ...valid('new1'), default_account: undefined }, [{ pointer: '/default_account', message: 'Field is required' }]],
        [{ ...valid('new1'), menu_group: 999999 }, [{ pointer: '/menu_group', message: 'Invalid value' }]],
        [{ ...valid('new1'), password: 'short' }, expect.arrayContaining([expect.objectContaining({ pointer: '/password' })]) as never],
        [{ ...valid('new1'), status: 'Gone' }, [{ pointer: '/status', message: 'Invalid value' }]],
        [{ ...valid('new1'), role: 'root' }, [{ pointer: '/role', message: 'Unknown field' }]],
      ];
      for (const [body, errors] of cases) {
        const res = await call('POST', 'users/user', body);
        expect([res.statusCode, res.json().errors], JSON.stringify(body)).toEqual([400, errors]);
      }
      const other = await call('POST', 'users/user', { ...valid('new1'), company: 'DRC' });
      expect([other.statusCode, other.json()]).toEqual([403, { code: 'NO_PERMISSION_ADD', detail: 'You do not have permission to add record' }]);
      expect(await userCount()).toBe(before);
    });

    it("lets a customer administrator manage their own account's users only", async () => {
      const options = (await call('GET', 'users/options', undefined, 'customer')).json();
      expect(options.user_types).toEqual([{ value: 'CUSTOMER', label: 'CUSTOMER' }]);
      expect(options.menu_groups).toEqual([{ value: groups['Customer administrators'], label: 'Customer administrators' }]);
      expect((await call('GET', 'users/options')).json().user_types.map((o: { value: string }) => o.value)).toContain('ADMIN');

      const mine = { ...valid('claire2'), default_account: '100001', menu_group: groups['Customer administrators'] };
      const created = await call('POST', 'users/user', mine, 'customer');
      expect(created.json()).toMatchObject({ uid: 'claire2', default_account: '100001' });
      for (const [body, pointer, message] of [
        [{ ...mine, uid: 'c3', user_type: 'ADMIN' }, '/user_type', 'Invalid value'],
        [{ ...mine, uid: 'c3', default_account: '200002' }, '/default_account', 'Customer Code Not Found'],
        [{ ...mine, uid: 'c3', menu_group: groups.Administrators }, '/menu_group', 'Invalid value'],
      ] as const) {
        expect((await call('POST', 'users/user', body, 'customer')).json().errors).toEqual([{ pointer, message }]);
      }
      const theirs = await t.database.db.selectFrom('users').select('id').where('username', '=', 'customer2').executeTakeFirstOrThrow();
      expect((await call('GET', `users/user/${theirs.id}`, undefined, 'customer')).statusCode).toBe(404);
      expect((await call('PUT', `users/user/${theirs.id}`, mine, 'customer')).statusCode).toBe(404);
      // The list intent of UA-ADD shows them their account's users only.
      const list = (await call('GET', 'users/user?limit=100', undefined, 'customer')).json();
      expect(new Set(list.results.map((u: { default_account: string }) => u.default_account))).toEqual(new Set(['100001']));
    });

    it('refuses users without the user screens', async () => {
      expect((await call('POST', 'users/user', valid('x1'), 'customer2')).statusCode).toBe(403);
      expect((await call('GET', 'users/options', undefined, 'customer2')).statusCode).toBe(403);
    });
  });
}
