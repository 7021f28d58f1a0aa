import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { validBol } from '../support/bolExamples';

/** The BOL's address book, product descriptions and templates: each account's own (issue 14 point 3). */
for (const dialect of await dialectsUnderTest()) {
  describe(`BOL address book, product descriptions and templates [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, username = 'customer') =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });
    const addresses = () => t.database.db.selectFrom('bol_addresses').selectAll().orderBy('id').execute();
    const products = () => t.database.db.selectFrom('product_descriptions').selectAll().orderBy('id').execute();
    const entry = { name: 'Boulangerie Saint-Roch', address: '300 Rue Saint-Joseph E', city: 'Québec', province: 'qc', postal_code: 'g1k 3b2', country: 'CA', contact: 'Réception', phone: '4185550123' };

    it("lists the account's seeded address book, and another account's is not there", async () => {
      const mine = (await call('GET', 'bol/addresses?limit=100')).json();
      expect(mine.results.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Fromagerie Belle-Rive', 'Quincaillerie Côté', 'Northern Lights Hardware Ltd.']));
      expect(mine.results.every((r: { customer_account: string }) => r.customer_account === '100001')).toBe(true);
      const theirs = (await call('GET', 'bol/addresses?limit=100', undefined, 'customer2')).json();
      expect(theirs.results.length).toBeGreaterThan(0);
      expect(theirs.results.every((r: { customer_account: string }) => r.customer_account === '200002')).toBe(true);
      expect((await call('GET', 'bol/addresses?limit=100', undefined, 'drc')).json().results.every((r: { customer_account: string }) => r.customer_account === '300003')).toBe(true);
    });

    it('adds, changes and removes an entry; its code is made from the name and postal code', async () => {
      const made = await call('POST', 'bol/addresses', entry);
      expect(made.statusCode, made.body).toBe(200);
      const e = made.json();
      expect(e).toMatchObject({ customer_account: '100001', code: 'BOULANGEG1K', province: 'QC', postal_code: 'G1K 3B2', address2: null, email: null });
      const again = await call('POST', 'bol/addresses', entry);
      expect([again.statusCode, again.json().errors]).toEqual([400, [{ pointer: '/name', message: 'This address is already in the address book' }]]);
      const changed = await call('PUT', `bol/addresses/${e.id}`, { ...entry, code: 'STROCH', address2: 'Porte 3' });
      expect(changed.json()).toMatchObject({ id: e.id, code: 'STROCH', address2: 'Porte 3' });
      // A change onto another entry's name and postal code is refused, not a 500.
      const clash = await call('PUT', `bol/addresses/${e.id}`, { ...entry, name: 'Fromagerie Belle-Rive', postal_code: 'J8X 2K1' });
      expect([clash.statusCode, clash.json().errors]).toEqual([400, [{ pointer: '/name', message: 'This address is already in the address book' }]]);
      expect((await call('GET', `bol/addresses/${e.id}`)).json().name).toBe('Boulangerie Saint-Roch');
      expect((await call('DELETE', `bol/addresses/${e.id}`)).json()).toEqual({ status: 0 });
      expect((await call('GET', `bol/addresses/${e.id}`)).statusCode).toBe(404);
    });

    it("customer2 can neither read nor change nor remove 100001's entries, nor write into its book", async () => {
      const theirs = (await addresses()).find((a) => a.customer_account === '100001')!;
      const before = await addresses();
      expect((await call('GET', `bol/addresses/${theirs.id}`, undefined, 'customer2')).statusCode).toBe(404);
      expect((await call('PUT', `bol/addresses/${theirs.id}`, { ...entry, name: 'Taken over' }, 'customer2')).statusCode).toBe(404);
      expect((await call('DELETE', `bol/addresses/${theirs.id}`, undefined, 'customer2')).statusCode).toBe(404);
      expect((await call('POST', 'bol/addresses', { ...entry, customer_account: '100001' }, 'customer2')).statusCode).toBe(404);
      expect((await call('GET', `bol/addresses/${theirs.id}`, undefined, 'drc')).statusCode).toBe(404);
      expect(await addresses()).toEqual(before);
    });

    it("staff keep a customer's book of their company, named by account", async () => {
      const none = await call('POST', 'bol/addresses', entry, 'employee');
      expect(none.json().errors).toEqual([{ pointer: '/customer_account', message: 'Customer Code Not Found' }]);
      const other = await call('POST', 'bol/addresses', { ...entry, customer_account: '300003' }, 'employee');
      expect(other.json().errors).toEqual([{ pointer: '/customer_account', message: 'Customer Code Not Found' }]);
      const ok = await call('POST', 'bol/addresses', { ...entry, name: 'Staff entry', customer_account: '200002' }, 'employee');
      expect(ok.json()).toMatchObject({ customer_account: '200002', name: 'Staff entry' });
      expect((await call('GET', `bol/addresses/${ok.json().id}`, undefined, 'customer2')).json().name).toBe('Staff entry');
      expect((await call('GET', `bol/addresses/${ok.json().id}`)).statusCode).toBe(404);
    });

    it('a saved BOL adds the parties marked "save to address book", and only those', async () => {
      const v = validBol();
      const saved = await call('POST', 'bol/bols', { ...v, shipper: { ...v.shipper, name: 'Not kept Inc.' }, consignee: { ...v.consignee, name: 'Kept Ltée', save_to_address_book: true } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().consignee).not.toHaveProperty('save_to_address_book');
      const names = (await call('GET', 'bol/addresses?limit=100')).json().results.map((r: { name: string }) => r.name);
      expect(names).toContain('Kept Ltée');
      expect(names).not.toContain('Not kept Inc.');
    });

    it('keeps product descriptions with class, NMFC and the dangerous goods flag, checked against the list', async () => {
      const seeded = (await call('GET', 'bol/product_descriptions?limit=100')).json().results;
      expect(seeded.find((p: { description: string }) => p.description === 'Paint, flammable')).toMatchObject({ class: '60', nmfc: '149980-1', dangerous_goods: true, un_number: 'UN1263', packing_group: 'II', hazard_class: '3', access: 'company', created_by: 'customer' });
      expect((await call('GET', 'bol/product_descriptions?limit=100', undefined, 'customer2')).json().results.map((p: { description: string }) => p.description)).toEqual(['Marine engine parts']);
      const before = (await products()).length;
      const refused: [object, { pointer: string; message: string }[]][] = [
        [{ description: 'Solvent', access: 'company', dangerous_goods: true }, [{ pointer: '/un_number', message: 'Field is required' }, { pointer: '/packing_group', message: 'Field is required' }]],
        [{ description: 'Solvent', access: 'company', dangerous_goods: true, un_number: 'UN9999', packing_group: 'II' }, [{ pointer: '/un_number', message: 'Unknown UN number' }]],
        [{ description: 'Solvent', access: 'company', dangerous_goods: true, un_number: 'UN1090', packing_group: 'III' }, [{ pointer: '/packing_group', message: 'Packing group III is not listed for this UN number' }]],
      ];
      for (const [body, errors] of refused) {
        const res = await call('POST', 'bol/product_descriptions', body);
        expect([res.statusCode, res.json().errors], JSON.stringify(body)).toEqual([400, errors]);
      }
      expect((await call('POST', 'bol/product_descriptions', { description: 'Solvent', access: 'company', nmfc: '12-345' })).statusCode).toBe(400);
      expect((await products()).length).toBe(before);
      const made = await call('POST', 'bol/product_descriptions', { description: 'Acetone, drums', access: 'company', class: '55', nmfc: '48580-2', package_code: 'DRM', dangerous_goods: true, un_number: 'UN1090', packing_group: 'II', hazard_class: '3' });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({ description: 'Acetone, drums', nmfc: '48580-2', dangerous_goods: true, created_by: 'customer' });
      const id = made.json().id;
      expect((await call('PUT', `bol/product_descriptions/${id}`, { description: 'Acetone, drums', access: 'company', class: '60' })).json()).toMatchObject({ class: '60', dangerous_goods: false, un_number: null });
      expect((await call('DELETE', `bol/product_descriptions/${id}`)).json()).toEqual({ status: 0 });
    });

    it("another account cannot reach a product description, and a personal one is changed by its author only", async () => {
      const mine = (await call('POST', 'bol/product_descriptions', { description: 'My own', access: 'personal' })).json();
      expect((await call('GET', `bol/product_descriptions/${mine.id}`, undefined, 'customer2')).statusCode).toBe(404);
      expect((await call('PUT', `bol/product_descriptions/${mine.id}`, { description: 'Theirs', access: 'company' }, 'customer2')).statusCode).toBe(404);
      expect((await call('DELETE', `bol/product_descriptions/${mine.id}`, undefined, 'customer2')).statusCode).toBe(404);
      // Staff see the company's lists, but another user's personal entry stays its author's to change.
      expect((await call('PUT', `bol/product_descriptions/${mine.id}`, { description: 'Staff change', access: 'company' }, 'employee')).statusCode).toBe(404);
      expect((await call('DELETE', `bol/product_descriptions/${mine.id}`, undefined, 'employee')).statusCode).toBe(404);
      expect((await call('GET', `bol/product_descriptions/${mine.id}`)).json().description).toBe('My own');
    });

    it("offers the account's seeded template, not to another account, and a BOL item keeps its NMFC", async () => {
      const templates = (await call('GET', 'bol/templates')).json();
      expect(templates.find((x: { name: string }) => x.name === 'Weekly to Montreal')).toMatchObject({ access: 'company', data: { consignee: { name: 'Quincaillerie Côté' }, items: [{ description: 'Hardware, boxed', nmfc: '51740' }] } });
      expect((await call('GET', 'bol/templates', undefined, 'customer2')).json().map((x: { name: string }) => x.name)).not.toContain('Weekly to Montreal');
      const v = validBol();
      const saved = (await call('POST', 'bol/bols', { ...v, items: [{ ...v.items[0]!, nmfc: '51740' }] })).json();
      expect(saved.items[0]).toMatchObject({ nmfc: '51740' });
    });
  });
}
