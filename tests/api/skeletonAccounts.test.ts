import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';

const request = (over: object = {}) => ({
  origin: { postal_code: 'M4C 1A1', city: 'Toronto', province: 'ON', country: 'CA' },
  destination: { postal_code: 'H2X 1Y4', city: 'Montréal', province: 'QC', country: 'CA' },
  ship_date: addDays(portalToday(), 3),
  items: [{ pieces: 2, weight: 800, class: '85', description: 'Hardware on skids' }],
  ...over,
});

const visitor = (username: string, email: string, over: object = {}) => ({
  service: 'online_quoting',
  has_account: false,
  username,
  company: 'MANITOULIN',
  first_name: 'Pia',
  last_name: 'Prospect',
  email,
  phone: '7055551234',
  business_name: 'Pia Imports',
  city: 'Sudbury',
  province: 'on',
  postal: 'P3A 1A1',
  country: 'CA',
  recaptcha_token: 'portal',
  ...over,
});

for (const dialect of await dialectsUnderTest()) {
  describe(`skeleton accounts and the online-quoting access [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    const db = () => t.database.db;
    const post = (url: string, payload: object, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress });
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
    const login = (username: string, password = 'Prospect!2026x') => post('users/login', { username, company: 'MANITOULIN', password });
    const lastMail = (to: string) => db().selectFrom('outbox').select('body').where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const skeletonOf = (username: string) =>
      db().selectFrom('skeleton_accounts').innerJoin('users', 'users.id', 'skeleton_accounts.user_id').select(['skeleton_accounts.id', 'users.id as user_id']).where('users.username', '=', username).executeTakeFirstOrThrow();
    const PASSWORD = { password: 'Prospect!2026x', confirm_password: 'Prospect!2026x' };
    const activate = (username: string, code: string, password: object = PASSWORD) => post('users/activate', { username, company: 'MANITOULIN', code, ...password });

    /** Registers a visitor, follows the mailed link's code, and answers a session token. */
    async function newProspect(username: string, email: string): Promise<string> {
      expect((await post('users/create', visitor(username, email))).statusCode).toBe(200);
      const code = /[?&]code=(\d{6})/.exec((await lastMail(email)).body)![1]!;
      expect((await activate(username, code)).json()).toEqual({ success: true });
      const res = await login(username);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().token;
    }

    it('makes a pending skeleton account and user on registration, mails an activation link, and lists it to staff only', async () => {
      expect((await post('users/create', visitor('piaprospect', 'pia@prospect.example'))).statusCode).toBe(200);
      const mail = await lastMail('pia@prospect.example');
      const link = /(https?:\/\/\S+\/online-quoting-activation\?\S+)/.exec(mail.body)![1]!;
      const url = new URL(link);
      expect(Object.fromEntries(url.searchParams)).toEqual({ company: 'MANITOULIN', username: 'piaprospect', code: expect.stringMatching(/^\d{6}$/) });
      expect(mail.body).toContain(`Your activation code is ${url.searchParams.get('code')}`);

      const admin = await t.tokenOf('admin');
      const list = (await call('GET', 'online_quoting/skeleton_accounts?company_name__icontains=pia%20imports', admin)).json();
      expect(list.results).toEqual([
        expect.objectContaining({ username: 'piaprospect', company_name: 'Pia Imports', contact_name: 'Pia Prospect', province: 'ON', postal_code: 'P3A 1A1', service: 'online_quoting', status: 'pending', quotes_total: 0, activated_at: null, customer_account: null }),
      ]);
      // The demo's prospects are there, in every status.
      const all = (await call('GET', 'online_quoting/skeleton_accounts?limit=100', admin)).json().results as { username: string; status: string }[];
      expect(new Set(all.map((r) => r.status))).toEqual(new Set(['pending', 'active', 'locked', 'inactive']));
      expect(all.find((r) => r.username === 'quoteonly')?.status).toBe('active');
      const sales = await t.tokenOf('sales');
      expect((await call('GET', 'online_quoting/skeleton_accounts', sales)).statusCode).toBe(200);
      // Customers and prospects never see prospects, whatever they hold.
      for (const who of ['customer', 'quoteonly']) {
        expect((await call('GET', 'online_quoting/skeleton_accounts', await t.tokenOf(who))).statusCode).toBe(403);
        expect((await call('GET', `online_quoting/skeleton_accounts/${list.results[0].id}`, await t.tokenOf(who))).statusCode).toBe(403);
      }
    });

    it('activates with the mailed code once, never after it expired, setting the password, and then the prospect signs in and quotes', async () => {
      await post('users/create', visitor('expiredpia', 'expired@prospect.example'));
      const first = /code=(\d{6})/.exec((await lastMail('expired@prospect.example')).body)![1]!;
      // Registered without a password: none signs in, and activation asks for one before it spends the code.
      expect((await login('expiredpia')).statusCode).toBe(401);
      const bare = await activate('expiredpia', first, {});
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors).toEqual([{ pointer: '/password', message: 'Field is required' }]);
      const weak = await activate('expiredpia', first, { password: 'short', confirm_password: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors[0].pointer).toBe('/password');
      const left = await db().selectFrom('user_codes').select(['attempts', 'used_at']).where('kind', '=', 'activation_code').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(left).toEqual({ attempts: 0, used_at: null });
      await db().updateTable('user_codes').set({ expires_at: sql`now() - interval '1 minute'` as never }).where('kind', '=', 'activation_code').execute();
      expect((await activate('expiredpia', first)).json()).toEqual({ success: false, detail: 'Verification failed' });
      expect((await login('expiredpia')).json().token).toBeUndefined();

      expect((await post('users/send_activation_code', { username: 'expiredpia', company: 'MANITOULIN' })).json().sent).toBe(true);
      const second = /code=(\d{6})/.exec((await lastMail('expired@prospect.example')).body)![1]!;
      expect((await activate('expiredpia', second)).json()).toEqual({ success: true });
      // The code is used up: made pending again, the same code does not activate twice.
      const { user_id } = await skeletonOf('expiredpia');
      await db().updateTable('users').set({ status: 'Inactive' }).where('id', '=', user_id).execute();
      expect((await activate('expiredpia', second)).json().success).toBe(false);
      await db().updateTable('users').set({ status: 'Active' }).where('id', '=', user_id).execute();

      const token = (await login('expiredpia')).json().token;
      const quote = await call('POST', 'online_quoting/quotes', token, request());
      expect(quote.statusCode, quote.body).toBe(200);
      const { id } = await skeletonOf('expiredpia');
      expect(quote.json()).toMatchObject({ skeleton_account_id: id, customer_account: null, quotes_remaining: 4 });
      const admin = await t.tokenOf('admin');
      expect((await call('GET', `online_quoting/skeleton_accounts/${id}`, admin)).json()).toMatchObject({ status: 'active', quotes_total: 1, quotes_last_24h: 1, activated_at: expect.any(String) });
    });

    it('never shows a prospect another account’s quotes, nor lets it quote for another prospect', async () => {
      const ann = await newProspect('annprospect', 'ann@prospect.example');
      const ben = await newProspect('benprospect', 'ben@prospect.example');
      const annQuote = (await call('POST', 'online_quoting/quotes', ann, request())).json();
      const quoteonlyQuote = (await call('POST', 'online_quoting/quotes', await t.tokenOf('quoteonly'), request())).json();
      const customerQuote = (await call('POST', 'online_quoting/quotes', await t.tokenOf('customer'), request())).json();
      const others = [annQuote, quoteonlyQuote, customerQuote].map((q) => q.quote_number as string);
      expect((await call('GET', 'online_quoting/quotes?limit=100', ben)).json().results).toEqual([]);
      for (const number of others) {
        expect((await call('GET', `online_quoting/quotes/${number}`, ben)).statusCode).toBe(404);
        expect((await call('GET', `online_quoting/quotes/${number}/pdf`, ben)).statusCode).toBe(404);
        expect((await call('POST', `online_quoting/quotes/${number}/requote`, ben, { ship_date: addDays(portalToday(), 4) })).statusCode).toBe(404);
      }
      expect((await call('GET', 'online_quoting/quotes?limit=100', ann)).json().results.map((r: { quote_number: string }) => r.quote_number)).toEqual([annQuote.quote_number]);
      const annAccount = await skeletonOf('annprospect');
      for (const who of [ben, await t.tokenOf('customer')]) {
        const named = await call('POST', 'online_quoting/quotes', who, request({ skeleton_account_id: annAccount.id }));
        expect(named.statusCode).toBe(400);
        expect(named.json().errors).toEqual([{ pointer: '/skeleton_account_id', message: 'Invalid value' }]);
      }
    });

    it('lets staff quote for a prospect (MTONLINEQUOTESK), counted under the prospect', async () => {
      const { id } = await skeletonOf('gaspesiefish');
      const sales = await t.tokenOf('sales');
      const res = await call('POST', 'online_quoting/quotes', sales, request({ skeleton_account_id: id }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ skeleton_account_id: id, quotes_remaining: null });
      expect((await call('GET', `online_quoting/skeleton_accounts/${id}`, sales)).json()).toMatchObject({ quotes_total: 1, last_quote_at: expect.any(String) });
      const closed = await skeletonOf('coastalmarine');
      expect((await call('POST', 'online_quoting/quotes', sales, request({ skeleton_account_id: closed.id }))).json().errors).toEqual([{ pointer: '/skeleton_account_id', message: 'Invalid value' }]);
    });

    it('locks, reopens, links and closes a skeleton account through its user, with the spec messages', async () => {
      const admin = await t.tokenOf('admin');
      const { id } = await skeletonOf('annprospect');
      const token = (await login('annprospect')).json().token;
      const body = { company_name: 'Ann Imports Inc.', contact_name: 'Ann Prospect', phone: '7055550000', status: 'locked' };
      const locked = await call('PUT', `online_quoting/skeleton_accounts/${id}`, admin, body);
      expect(locked.statusCode, locked.body).toBe(200);
      expect(locked.json()).toMatchObject({ status: 'locked', company_name: 'Ann Imports Inc.', phone: '7055550000' });
      expect((await call('GET', 'online_quoting/usage', token)).statusCode).toBe(401);
      expect((await login('annprospect')).json().code).toBe('ACCOUNT_LOCKED');

      const unknown = await call('PUT', `online_quoting/skeleton_accounts/${id}`, admin, { ...body, status: 'active', customer_account: '999999' });
      expect(unknown.json().errors).toEqual([{ pointer: '/customer_account', message: 'Customer Code Not Found' }]);
      const other = await call('PUT', `online_quoting/skeleton_accounts/${id}`, admin, { ...body, status: 'active', customer_account: '300003' });
      expect(other.json().errors).toEqual([{ pointer: '/customer_account', message: 'Customer Code Not Found' }]);
      const active = await call('PUT', `online_quoting/skeleton_accounts/${id}`, admin, { ...body, status: 'active', customer_account: '100002', bol_allowed: true });
      expect(active.json()).toMatchObject({ status: 'active', customer_account: '100002', bol_allowed: true });
      expect((await login('annprospect')).json().token).toBeTruthy();
      const pending = await call('PUT', `online_quoting/skeleton_accounts/${id}`, admin, { ...body, status: 'pending' });
      expect(pending.json().errors).toEqual([{ pointer: '/status', message: 'An activated account cannot be made pending again' }]);

      const closed = await call('PUT', `online_quoting/skeleton_accounts/${id}`, admin, { ...body, status: 'inactive' });
      expect(closed.json()).toMatchObject({ status: 'inactive', bol_allowed: true });
      expect((await login('annprospect')).json().code).toBe('ACCOUNT_LOCKED');
      // A customer cannot change one, whatever menu they were given.
      expect((await call('PUT', `online_quoting/skeleton_accounts/${id}`, await t.tokenOf('customer'), body)).statusCode).toBe(403);
    });

    it('removes a prospect that never quoted with its user, and refuses one with quotes', async () => {
      const admin = await t.tokenOf('admin');
      const quoted = await skeletonOf('annprospect');
      const refused = await call('DELETE', `online_quoting/skeleton_accounts/${quoted.id}`, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'SKELETON_ACCOUNT_IN_USE', detail: 'Skeleton account is in use' });
      const idle = await skeletonOf('lakeheadcrafts');
      expect((await call('DELETE', `online_quoting/skeleton_accounts/${idle.id}`, admin)).json()).toEqual({ status: 0 });
      expect(await db().selectFrom('users').select('id').where('id', '=', idle.user_id).executeTakeFirst()).toBeUndefined();
      expect((await call('GET', `online_quoting/skeleton_accounts/${idle.id}`, admin)).statusCode).toBe(404);
    });

    it('throttles registration like a sign-in: taken names from one address are told 30 times, then 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) statuses.push((await post('users/create', visitor(i % 2 ? 'customer' : 'quoteonly', `x${i}@prospect.example`), '10.20.30.40')).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 409)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
      // Another address is not affected.
      expect((await post('users/create', visitor('customer', 'y@prospect.example'), '10.20.30.41')).statusCode).toBe(409);
    });
  });
}
