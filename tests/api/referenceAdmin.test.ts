import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue';
import { join } from 'node:path';
import { repoRoot } from '../support/testApp';
import { gridSources } from '../../src/server/data/gridSources';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const FAMILIES = new Set(['companies', 'customers', 'masterconfigs', 'environment', 'languages']);

for (const dialect of await dialectsUnderTest()) {
  describe(`reference data administration [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    const call = async (method: Method, url: string, payload?: unknown, username = 'admin') =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });
    const ok = async (method: Method, url: string, payload?: unknown) => {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const refusal = async (method: Method, url: string, payload?: unknown) => {
      const res = await call(method, url, payload);
      return [res.statusCode, res.json()];
    };

    it('adds, lists, changes and deletes a company; refuses one in use or already there', async () => {
      const created = await ok('POST', 'companies', { code: 'NEWCO', name: 'New Co', city: 'Sudbury', province: 'on', phone: '7055550100', skin: 'standard' });
      expect(created).toMatchObject({ code: 'NEWCO', name: 'New Co', province: 'ON', phone: '7055550100', in_use: false });
      const list = await ok('GET', 'companies?code__iexact=NEWCO');
      expect(list.results).toEqual([expect.objectContaining({ code: 'NEWCO', city: 'Sudbury', in_use: false })]);
      expect((await ok('GET', 'companies?in_use=true')).results.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['MANITOULIN', 'DRC']));

      expect(await ok('PUT', 'companies/NEWCO', { name: 'Newer Co', skin: 'benefits', template: 'default' })).toMatchObject({ name: 'Newer Co', skin: 'benefits', template: 'default', city: '' });
      expect(await refusal('POST', 'companies', { code: 'NEWCO', name: 'Again', skin: 'standard' })).toEqual([400, { code: 'VALIDATION', detail: 'Validation failed', errors: [{ pointer: '/code', message: 'Company already exists' }] }]);
      expect(await refusal('DELETE', 'companies/MANITOULIN')).toEqual([409, { code: 'COMPANY_IN_USE', detail: 'Company is in use' }]);
      expect(await ok('DELETE', 'companies/NEWCO')).toEqual({ status: 0 });
      expect((await call('GET', 'companies/NEWCO')).statusCode).toBe(404);
      expect(await ok('GET', 'companies/skins')).toEqual(expect.arrayContaining([expect.objectContaining({ skin: 'standard' })]));
    });

    it('refuses bad company input with JSON pointers and writes nothing', async () => {
      const before = (await t.database.db.selectFrom('companies').select('code').execute()).length;
      const cases: [object, string][] = [
        [{ code: 'newco', name: 'x', skin: 'standard' }, '/code'],
        [{ code: 'NEWCO', name: '', skin: 'standard' }, '/name'],
        [{ code: 'NEWCO', name: 'x', skin: 'standard', province: 'Ontario' }, '/province'],
        [{ code: 'NEWCO', name: 'x', skin: 'standard', email: 'not-an-email' }, '/email'],
        [{ code: 'NEWCO', name: 'x', skin: 'purple' }, '/skin'],
        [{ code: 'NEWCO', name: 'x', skin: 'standard', owner: 'me' }, '/owner'],
      ];
      for (const [body, pointer] of cases) {
        const [status, answer] = await refusal('POST', 'companies', body);
        expect([status, answer.errors.map((e: { pointer: string }) => e.pointer)], JSON.stringify(body)).toEqual([400, [pointer]]);
      }
      expect((await t.database.db.selectFrom('companies').select('code').execute()).length).toBe(before);
    });

    it('adds, lists, changes and deletes a customer of the company; refuses one in use', async () => {
      const created = await ok('POST', 'customers', { account: '400004', name: 'Boreal Foods', group_account: '100001', city: 'Timmins', province: 'on' });
      expect(created).toEqual({ account: '400004', name: 'Boreal Foods', group_account: '100001', company: 'MANITOULIN', city: 'Timmins', province: 'ON', user_count: 0 });
      expect((await ok('GET', 'customers?name__icontains=boreal')).results).toEqual([created]);
      expect((await ok('GET', 'customers/100001')).user_count).toBeGreaterThan(0);
      // Another company's customers are not the caller's to see or change.
      expect((await ok('GET', 'customers')).results.map((c: { account: string }) => c.account)).not.toContain('300003');
      expect((await call('GET', 'customers/300003')).statusCode).toBe(404);

      expect(await ok('PUT', 'customers/400004', { name: 'Boreal Foods Inc.', group_account: null })).toMatchObject({ name: 'Boreal Foods Inc.', group_account: null, city: '' });
      const cases: [string, Method, string, object, { pointer: string; message: string }][] = [
        ['duplicate', 'POST', 'customers', { account: '100002', name: 'x' }, { pointer: '/account', message: 'Customer already exists' }],
        ['unknown group', 'POST', 'customers', { account: '400005', name: 'x', group_account: '999999' }, { pointer: '/group_account', message: 'Customer Code Not Found' }],
        ['group of another company', 'POST', 'customers', { account: '400005', name: 'x', group_account: '300003' }, { pointer: '/group_account', message: 'Customer Code Not Found' }],
        ['own group', 'PUT', 'customers/400004', { name: 'x', group_account: '400004' }, { pointer: '/group_account', message: 'A customer cannot be its own group account' }],
        ['letters in account', 'POST', 'customers', { account: 'AB12', name: 'x' }, { pointer: '/account', message: 'Invalid value' }],
      ];
      for (const [what, method, url, body, error] of cases) {
        const [status, answer] = await refusal(method, url, body);
        expect([status, answer.errors?.[0]?.pointer], what).toEqual([400, error.pointer]);
        if (error.message !== 'Invalid value') expect(answer.errors, what).toEqual([error]);
      }
      expect((await t.database.db.selectFrom('customers').select('account').where('account', '=', '400005').execute()).length).toBe(0);

      // Users, shipments and group members refer to these accounts: refused, not a 500.
      expect(await refusal('DELETE', 'customers/100001')).toEqual([409, { code: 'CUSTOMER_IN_USE', detail: 'Customer is in use' }]);
      await ok('POST', 'customers', { account: '400006', name: 'Member', group_account: '400004' });
      expect(await refusal('DELETE', 'customers/400004')).toEqual([409, { code: 'CUSTOMER_IN_USE', detail: 'Customer is in use' }]);
      expect(await ok('DELETE', 'customers/400006')).toEqual({ status: 0 });
      expect(await ok('DELETE', 'customers/400004')).toEqual({ status: 0 });
      expect((await call('GET', 'customers/400004')).statusCode).toBe(404);
    });

    it('changes master configuration entries, which the shell then reads', async () => {
      const list = await ok('GET', 'masterconfigs?mc_key__iexact=GOOGLE_ANALYTICS_ID');
      expect(list.results).toHaveLength(1);
      const entry = list.results[0];
      const changed = await ok('PUT', `masterconfigs/${entry.id}`, { mc_value: 'G-CHANGED', mc_description: 'Internal users' });
      expect(changed).toMatchObject({ id: entry.id, mc_type: 'FRAMEWORK', mc_key: 'GOOGLE_ANALYTICS_ID', mc_value: 'G-CHANGED' });
      expect(changed.updated_at).toMatch(/Z$/);
      const stored = await t.database.db.selectFrom('master_config').select('mc_value').where('id', '=', entry.id).executeTakeFirstOrThrow();
      expect(stored.mc_value).toBe('G-CHANGED');

      const added = await ok('POST', 'masterconfigs', { mc_type: 'HTTPCLUSTER', mc_key: 'PUBLIC_SITE', mc_value: 'https://www.example.com', mc_seq: 9 });
      expect(added).toMatchObject({ mc_type: 'HTTPCLUSTER', mc_key: 'PUBLIC_SITE', mc_seq: 9, mc_v1: '' });
      expect(await ok('GET', 'masterconfigs/types')).toEqual(expect.arrayContaining([{ mc_type: 'HTTPCLUSTER', keys: expect.arrayContaining(['PUBLIC_SITE']) }]));
      expect((await refusal('POST', 'masterconfigs', { mc_type: 'http', mc_key: 'X', mc_value: 'y' }))[1].errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/mc_type']);
      expect((await refusal('PUT', `masterconfigs/${added.id}`, { mc_description: 'no value' }))[1].errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/mc_value']);
      expect(await ok('DELETE', `masterconfigs/${added.id}`)).toEqual({ status: 0 });
      expect((await call('GET', `masterconfigs/${added.id}`)).statusCode).toBe(404);
    });

    it('never answers the value of a secret environment variable', async () => {
      const plain = await ok('POST', 'environment', { name: 'SUPPORT_URL', value: 'https://help.example', description: 'Help site' });
      expect(plain).toMatchObject({ name: 'SUPPORT_URL', value: 'https://help.example', secret: false, updated_by: 'admin' });
      const secret = await ok('POST', 'environment', { name: 'SMTP_PASSWORD', value: 'hunter2-secret', secret: true });
      expect(secret).toMatchObject({ name: 'SMTP_PASSWORD', value: null, secret: true });
      expect((await ok('GET', `environment/${secret.id}`)).value).toBeNull();
      const list = await ok('GET', 'environment');
      expect(list.results.find((r: { id: number }) => r.id === secret.id).value).toBeNull();
      expect(list.results.find((r: { id: number }) => r.id === plain.id).value).toBe('https://help.example');
      // Not even a filter may probe it.
      expect((await ok('GET', 'environment?value__icontains=hunter2')).count).toBe(0);
      expect((await ok('GET', `environment?search=${encodeURIComponent('name=hunter2|value=hunter2|description=hunter2')}`)).count).toBe(0);

      // Saving the form without a value keeps the secret; un-marking it requires a new value.
      await ok('PUT', `environment/${secret.id}`, { description: 'Mail relay' });
      await ok('PUT', `environment/${secret.id}`, { value: '', description: 'Mail relay' });
      const stored = await t.database.db.selectFrom('environment_variables').select(['value', 'description']).where('id', '=', secret.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ value: 'hunter2-secret', description: 'Mail relay' });
      expect(await refusal('PUT', `environment/${secret.id}`, { secret: false })).toEqual([400, { code: 'VALIDATION', detail: 'Validation failed', errors: [{ pointer: '/value', message: 'Field is required' }] }]);
      expect(await refusal('POST', 'environment', { name: 'SUPPORT_URL', value: 'x' })).toEqual([400, { code: 'VALIDATION', detail: 'Validation failed', errors: [{ pointer: '/name', message: 'Environment variable already exists' }] }]);
      expect((await refusal('POST', 'environment', { name: 'lower', value: 'x' }))[1].errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/name']);
      expect(await ok('DELETE', `environment/${plain.id}`)).toEqual({ status: 0 });
      expect((await call('GET', `environment/${plain.id}`)).statusCode).toBe(404);
    });

    it('edits translations, keeps their placeholders and serves them to the shell', async () => {
      const tr = await ok('POST', 'languages/translations', { key: 'Probill {1} of {2}', en_us: 'Probill {1} of {2}', fr: 'Connaissement {1} de {2}' });
      expect(tr).toMatchObject({ key: 'Probill {1} of {2}', fr: 'Connaissement {1} de {2}', zh: null, placeholders: ['{1}', '{2}'], updated_by: 'admin' });
      expect(await refusal('PUT', `languages/translations/${tr.id}`, { en_us: 'Probill {1} of {2}', fr: 'Connaissement {1}' })).toEqual([
        400,
        { code: 'VALIDATION', detail: 'Validation failed', errors: [{ pointer: '/fr', message: 'The translation must keep the placeholders {2}' }] },
      ]);
      expect(await refusal('POST', 'languages/translations', { key: 'Probill {1} of {2}', en_us: 'x {1} {2}' })).toEqual([400, { code: 'VALIDATION', detail: 'Validation failed', errors: [{ pointer: '/key', message: 'Translation already exists' }] }]);
      expect((await refusal('POST', 'languages/translations', { key: '', en_us: 'x' }))[1].errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/key']);

      const menu = await ok('POST', 'languages/translations', { key: 'Open items', en_us: 'Open items', fr: 'Factures ouvertes' });
      // The bundle is public (sign-in pages use it): no token.
      const bundle = await t.app.inject({ method: 'GET', url: '/api/languages/fr/bundle' });
      expect(bundle.statusCode).toBe(200);
      expect(bundle.json().messages).toEqual({ 'Open items': 'Factures ouvertes', 'Probill {1} of {2}': 'Connaissement {1} de {2}' });
      expect((await t.app.inject({ method: 'GET', url: '/api/languages/en-us/bundle' })).json().messages).toEqual({});

      expect(await ok('PUT', `languages/translations/${menu.id}`, { en_us: 'Open invoices', fr: '' })).toMatchObject({ en_us: 'Open invoices', fr: null });
      expect((await t.app.inject({ method: 'GET', url: '/api/languages/en-us/bundle' })).json().messages).toEqual({ 'Open items': 'Open invoices' });
      expect((await ok('GET', 'languages/translations?fr__icontains=connaissement')).results.map((r: { id: number }) => r.id)).toEqual([tr.id]);

      const languages = await ok('GET', 'languages');
      expect(languages.results.find((l: { code: string }) => l.code === 'fr')).toMatchObject({ supported: 'Y', translated_count: 1, missing_count: 1 });
      expect(await ok('PUT', 'languages/es', { name: 'Español', supported: 'Y' })).toMatchObject({ code: 'es', supported: 'Y', translated_count: 0, missing_count: 2 });
      expect(await refusal('PUT', 'languages/en-us', { name: 'English', supported: 'N' })).toEqual([400, { code: 'VALIDATION', detail: 'Validation failed', errors: [{ pointer: '/supported', message: 'Invalid value' }] }]);
      expect((await refusal('PUT', 'languages/fr', { name: 'Français', supported: 'maybe' }))[1].errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/supported']);

      const mass = await ok('POST', 'languages/translations/mass_update', {
        translations: [
          { key: 'Open items', en_us: 'Open invoices' },
          { key: 'Claims', en_us: 'Claims', fr: 'Réclamations' },
          { key: 'Page {1}', en_us: 'Page {1}', fr: 'Page' },
        ],
      });
      expect(mass).toEqual({ created: 1, updated: 0, unchanged: 1, errors: [{ key: 'Page {1}', message: 'fr: missing {1}' }] });
      expect(await ok('DELETE', `languages/translations/${menu.id}`)).toEqual({ status: 0 });
      expect((await call('GET', `languages/translations/${menu.id}`)).statusCode).toBe(404);
    });

    it('answers odd input with 4xx, never 500', async () => {
      for (const url of ['masterconfigs/99999999999', 'environment/99999999999', 'languages/translations/99999999999', 'customers/12345678901', 'languages/de']) {
        const res = await call('GET', url);
        expect([res.statusCode >= 400 && res.statusCode < 500, url]).toEqual([true, url]);
      }
      const nul = await call('POST', 'customers', { account: '400100', name: 'a\u0000b' });
      expect(nul.statusCode).toBe(400);
      const grid = await call('GET', 'customers?user_count__gt=abc');
      expect(grid.statusCode).toBe(400);
    });

    it('answers 403 to a customer and an employee on every call of these screens', async () => {
      const calls = readCatalogue(join(repoRoot, 'schemas')).filter((c) => FAMILIES.has(c.family) && c.access !== 'public');
      expect(calls.length).toBeGreaterThanOrEqual(30);
      const sample: Record<string, string> = { code: 'fr', account: '100001', id: '1' };
      for (const c of calls) {
        const url = c.path.replace(/\{(\w+)\}/g, (_, p: string) => (c.family === 'companies' && p === 'code' ? 'MANITOULIN' : sample[p]!));
        for (const user of ['customer', 'employee']) {
          const res = await call(c.method as Method, url, c.method === 'GET' || c.method === 'DELETE' ? undefined : {}, user);
          expect([res.statusCode, res.json()], `${user} ${c.id}`).toEqual([403, { code: 'FORBIDDEN', detail: 'You do not have permissions to access this option' }]);
        }
      }
      // Even a customer given one of these menus would not read the shared tables: their grid sources refuse customers.
      const customer = { userId: 4, username: 'customer', company: 'MANITOULIN', type: 'CUSTOMER', customerAccount: '100001', tokenHash: 'x' };
      for (const name of ['companies', 'masterconfigs', 'environment', 'languages', 'translations']) {
        await expect(gridSources[name]!.guard!(t.database.db, customer), name).rejects.toMatchObject({ code: 'FORBIDDEN' });
        await expect(gridSources[name]!.guard!(t.database.db, { ...customer, type: 'EMPLOYEE', customerAccount: null }), name).resolves.toBeUndefined();
      }
      // Nothing was deleted on the way.
      expect(await t.database.db.selectFrom('customers').select('account').where('account', '=', '100001').executeTakeFirst()).toBeDefined();
    });
  });
}
