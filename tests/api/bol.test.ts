import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';
import { validBol } from '../support/bolExamples';

for (const dialect of await dialectsUnderTest()) {
  describe(`bills of lading [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, username = 'customer') =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });
    const count = async () => (await t.database.db.selectFrom('bols').select('id').execute()).length;

    it('saves a draft for the customer account, finalises it with a probill, and keeps it from other accounts', async () => {
      const saved = await call('POST', 'bol/bols', validBol());
      expect(saved.statusCode, saved.body).toBe(200);
      const bol = saved.json();
      expect(bol).toMatchObject({ status: 'draft', probill: null, customer_account: '100001', created_by: 'customer', references: ['PO-1001', 'Ref 2'], shipper: { name: 'Quincaillerie Sudbury', postal_code: 'P3A 1A1' } });
      expect((await call('GET', `bol/bols/${bol.bol_id}`, undefined, 'customer2')).statusCode).toBe(404);
      expect((await call('GET', `bol/bols/${bol.bol_id}`, undefined, 'drc')).statusCode).toBe(404);
      expect((await call('POST', `bol/bols/${bol.bol_id}/finalize`, undefined, 'customer2')).statusCode).toBe(404);
      const done = await call('POST', `bol/bols/${bol.bol_id}/finalize`);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().status).toBe('finalized');
      expect(done.json().probill).toMatch(/^\d{10}$/);
      // A finalised BOL is a document: no change, no second finalising, no delete.
      expect((await call('PUT', `bol/bols/${bol.bol_id}`, validBol())).json().code).toBe('BOL_NOT_DRAFT');
      const again = await call('POST', `bol/bols/${bol.bol_id}/finalize`);
      expect([again.statusCode, again.json().detail]).toEqual([422, 'Error Finalizing BOL']);
      expect((await call('DELETE', `bol/bols/${bol.bol_id}`)).statusCode).toBe(409);
      // Its lists: the customer's grid has it, another account's does not.
      const mine = (await call('GET', 'bol/bols?limit=100')).json();
      expect(mine.results.map((r: { bol_id: number }) => r.bol_id)).toContain(bol.bol_id);
      const theirs = (await call('GET', 'bol/bols?limit=100', undefined, 'customer2')).json();
      expect(theirs.results.map((r: { bol_id: number }) => r.bol_id)).not.toContain(bol.bol_id);
      expect((await call('GET', 'bol/reports/finalized?limit=100')).json().results.some((r: { bol_id: number }) => r.bol_id === bol.bol_id)).toBe(true);
    });

    it('draws the BOL as a PDF with embedded fonts', async () => {
      const bol = (await call('POST', 'bol/bols', validBol())).json();
      const res = await call('GET', `bol/bols/${bol.bol_id}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.toString('latin1')).toMatch(/FontFile2/);
    });

    it('refuses every bill of lading rule with its message, and writes nothing', async () => {
      const before = await count();
      const v = validBol();
      const item = v.items[0]!;
      const cases: [object, { pointer: string; message: string }[]][] = [
        [{ ...v, ship_date: addDays(portalToday(), -1) }, [{ pointer: '/ship_date', message: 'Date cannot be in the past' }]],
        [{ ...v, accessorials: ['TAILGATE', 'HEATED', 'APPOINTMENT', 'RESIDENTIAL', 'INSIDE_DELIVERY'] }, [{ pointer: '/accessorials', message: 'A maximum of four accessorials' }]],
        [{ ...v, accessorials: ['FLAT_DECK', 'REEFER'] }, [{ pointer: '/accessorials', message: 'Flat Deck cannot be combined with Reefer or with Tailgate' }]],
        [{ ...v, references: ['x'.repeat(31)] }, [{ pointer: '/references/0', message: 'Maximum 30 characters' }]],
        [{ ...v, items: [{ ...item, description: '  ' }] }, [{ pointer: '/items/0/description', message: 'A product description is required' }]],
        [{ ...v, bill_to: 'third_party' }, [{ pointer: '/third_party', message: 'One of Shipper, Consignee, Third Party or Bill To must be chosen' }]],
        [{ ...v, items: [{ ...item, cube: 3395 }] }, [{ pointer: '/items/0/cube', message: 'Cube cannot exceed 3394 cubic feet' }]],
        [{ ...v, items: [{ ...item, length: 54, width: 2, height: 2, dimension_unit: 'ft' }] }, [{ pointer: '/items/0/length', message: 'Value must be less than or equal to: 53' }]],
        [{ ...v, items: [{ ...item, pieces: 100000 }] }, [{ pointer: '/items/0/pieces', message: 'Value must be less than or equal to: 99999' }]],
        [{ ...v, shipper: { ...v.shipper, name: 'N'.repeat(31) } }, [{ pointer: '/shipper/name', message: 'Maximum 30 characters' }]],
        [{ ...v, special_instructions: 'i'.repeat(61) }, [{ pointer: '/special_instructions', message: 'Maximum 60 characters' }]],
        [{ ...v, items: [{ ...item, un_number: 'UN9999' }] }, [{ pointer: '/items/0/un_number', message: 'Unknown UN number' }]],
        [{ ...v, items: [{ ...item, un_number: 'UN1203', packing_group: 'III' }] }, [{ pointer: '/items/0/packing_group', message: 'Packing group III is not listed for this UN number' }]],
      ];
      for (const [body, errors] of cases) {
        const res = await call('POST', 'bol/bols', body);
        expect(res.statusCode, JSON.stringify(errors)).toBe(400);
        expect(res.json().errors, JSON.stringify(errors)).toEqual(errors);
      }
      expect(await count()).toBe(before);
    });

    it('flags a finalised BOL whose declared value is over 5 dollars a pound', async () => {
      const bol = (await call('POST', 'bol/bols', { ...validBol(), declared_value: 5 * 650 + 1 })).json();
      const done = (await call('POST', `bol/bols/${bol.bol_id}/finalize`)).json();
      expect(done).toMatchObject({ status: 'flagged', flag_reason: 'High value: declared value over 5 dollars per pound' });
      expect((await call('GET', 'bol/flagged?limit=100')).json().results.some((r: { bol_id: number }) => r.bol_id === bol.bol_id)).toBe(true);
    });

    it('staff make a BOL for an account they name, a customer account of their company only', async () => {
      const v = validBol();
      const ok = await call('POST', 'bol/bols', { ...v, shipper: { ...v.shipper, account_number: '200002' } }, 'employee');
      expect(ok.json().customer_account).toBe('200002');
      const bad = await call('POST', 'bol/bols', { ...v, shipper: { ...v.shipper, account_number: '300003' } }, 'employee');
      expect(bad.json().errors).toEqual([{ pointer: '/shipper/account_number', message: 'Error validating account number' }]);
    });

    it('keeps the parties asked for in the address book and finds them by name', async () => {
      const v = validBol();
      await call('POST', 'bol/bols', { ...v, shipper: { ...v.shipper, name: 'Quincaillerie Nord' }, consignee: { ...v.consignee, name: 'Fromagerie Lévis', save_to_address_book: true } });
      // Only the party with "Save to address book" ticked is kept.
      expect((await call('GET', 'bol/consignees?search=quincaillerie nord')).json()).toEqual([]);
      const found = (await call('GET', 'bol/consignees?search=fromagerie')).json();
      expect(found[0]).toMatchObject({ name: 'Fromagerie Lévis', city: 'Montreal', postal_code: 'H2X 1Y4', code: 'FROMAGERH2X' });
      expect((await call('GET', 'bol/consignees?search=fromagerie', undefined, 'customer2')).json()).toEqual([]);
      expect((await call('GET', 'bol/dangerous_goods/UN1203')).json()).toMatchObject({ shipping_name: 'GASOLINE', packing_groups: ['II'] });
    });

    it('keeps personal templates to their author and company ones to the account', async () => {
      const t1 = (await call('POST', 'bol/templates', { name: 'Weekly Montreal', access: 'company', data: { consignee: validBol().consignee } })).json();
      const t2 = (await call('POST', 'bol/templates', { name: 'Mine', access: 'personal', data: {} }, 'employee')).json();
      expect((await call('GET', 'bol/templates')).json().map((t: { id: number }) => t.id)).toContain(t1.id);
      expect((await call('GET', 'bol/templates', undefined, 'customer2')).json().map((t: { id: number }) => t.id)).not.toContain(t1.id);
      expect((await call('GET', 'bol/templates')).json().map((t: { id: number }) => t.id)).not.toContain(t2.id);
      expect((await call('DELETE', `bol/templates/${t1.id}`, undefined, 'customer2')).statusCode).toBe(404);
      expect((await call('DELETE', `bol/templates/${t1.id}`)).json()).toEqual({ status: 0 });
    });

    it('lets only its author rename or change a template, a company one too', async () => {
      const data = { consignee: validBol().consignee };
      const made = (await call('POST', 'bol/templates', { name: 'Quebec weekly', access: 'company', data })).json();
      const renamed = { name: 'Québec, every Monday', access: 'personal', data };
      // Another account does not see it; another user of the portal is not its author.
      expect((await call('PUT', `bol/templates/${made.id}`, renamed, 'customer2')).statusCode).toBe(404);
      expect((await call('PUT', `bol/templates/${made.id}`, renamed, 'employee')).statusCode).toBe(404);
      expect((await call('GET', 'bol/templates')).json().find((x: { id: number }) => x.id === made.id)).toMatchObject({ name: 'Quebec weekly', access: 'company' });
      const res = await call('PUT', `bol/templates/${made.id}`, renamed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: made.id, name: 'Québec, every Monday', access: 'personal', created_by: 'customer', data: { consignee: { name: data.consignee.name } } });
      expect((await call('GET', 'bol/templates')).json().find((x: { id: number }) => x.id === made.id)).toMatchObject({ name: 'Québec, every Monday' });
      expect((await call('PUT', `bol/templates/${made.id}`, { ...renamed, name: '' })).statusCode).toBe(400);
      expect((await call('PUT', 'bol/templates/999999', renamed)).statusCode).toBe(404);
    });
  });
}
