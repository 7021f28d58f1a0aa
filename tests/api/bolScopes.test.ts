import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { validBol } from '../support/bolExamples';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { frMessages } from '../../src/shell/i18n/frMessages';

/**
 * Rapid bills of lading (issue 14): a prospect (skeleton account, user type
 * RBOL) whose account staff allowed BOLs makes, keeps and prints them under
 * its skeleton account; one not allowed is refused with the message; no other
 * account sees them; staff do, named after the prospect.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`who reaches which bill of lading rows [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, username: string, payload?: unknown) =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });
    const prospectId = async (username: string) =>
      (await t.database.db.selectFrom('skeleton_accounts').innerJoin('users', 'users.id', 'skeleton_accounts.user_id').select('skeleton_accounts.id').where('users.username', '=', username).executeTakeFirstOrThrow()).id;
    const ids = (res: { json: () => { results: { bol_id?: number; id?: number }[] } }) => res.json().results.map((r) => r.bol_id ?? r.id);

    it('an allowed prospect saves, finalises and prints a BOL of its skeleton account, which no other account sees', async () => {
      const info = await call('GET', 'bol/company_info', 'northbaybuild');
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json()).toMatchObject({ customer_account: null, accounts: [], party: { name: 'North Bay Building Centre', city: 'Sudbury', account_number: null } });
      const body = { ...validBol(), consignee: { ...validBol().consignee, save_to_address_book: true } };
      const saved = await call('POST', 'bol/bols', 'northbaybuild', body);
      expect(saved.statusCode, saved.body).toBe(200);
      const bol = saved.json();
      expect(bol).toMatchObject({ status: 'draft', customer_account: null, created_by: 'northbaybuild' });
      const row = await t.database.db.selectFrom('bols').select(['customer_account', 'skeleton_account_id']).where('id', '=', bol.bol_id).executeTakeFirstOrThrow();
      expect(row).toEqual({ customer_account: null, skeleton_account_id: await prospectId('northbaybuild') });
      // Saved twice with the same consignee: one address book entry of the prospect's.
      expect((await call('POST', 'bol/bols', 'northbaybuild', body)).statusCode).toBe(200);
      const book = await call('GET', 'bol/addresses?limit=100', 'northbaybuild');
      expect(book.json().results.filter((a: { name: string }) => a.name === 'Épicerie Montréal')).toHaveLength(1);

      const done = await call('POST', `bol/bols/${bol.bol_id}/finalize`, 'northbaybuild');
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().probill).toMatch(/^\d{10}$/);
      const pdf = await call('GET', `bol/bols/${bol.bol_id}/pdf`, 'northbaybuild');
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const labels = await call('GET', `bol/bols/${bol.bol_id}/labels?format=AVERY5163`, 'northbaybuild');
      expect([labels.statusCode, labels.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(ids(await call('GET', 'bol/reports/finalized?limit=100', 'northbaybuild'))).toContain(bol.bol_id);

      // No customer, no other prospect, reaches it.
      for (const other of ['customer', 'customer2']) {
        expect((await call('GET', `bol/bols/${bol.bol_id}`, other)).statusCode).toBe(404);
        expect(ids(await call('GET', 'bol/bols?limit=200', other))).not.toContain(bol.bol_id);
        expect((await call('GET', 'bol/addresses?limit=200', other)).json().results.some((a: { id: number }) => book.json().results.some((b: { id: number }) => b.id === a.id))).toBe(false);
      }
      // The prospect sees its own only: no customer's BOL, address or product.
      const theirs = (await call('GET', 'bol/bols?limit=200', 'northbaybuild')).json().results;
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.every((r: { customer_account: string | null }) => r.customer_account === null)).toBe(true);
      const customerBol = await t.database.db.selectFrom('bols').select('id').where('customer_account', '=', '100001').executeTakeFirstOrThrow();
      expect((await call('GET', `bol/bols/${customerBol.id}`, 'northbaybuild')).statusCode).toBe(404);
      expect((await call('POST', `bol/bols/${customerBol.id}/finalize`, 'northbaybuild')).statusCode).toBe(404);

      // Staff see it in the finalised report, named after the prospect.
      const report = (await call('GET', 'bol/reports/finalized?limit=500', 'employee')).json().results;
      expect(report.find((r: { bol_id: number }) => r.bol_id === bol.bol_id)).toMatchObject({ customer_account: null, account_name: 'North Bay Building Centre' });
      expect(report.find((r: { customer_account: string | null }) => r.customer_account === '100001')?.account_name).toBeTruthy();
    });

    it("keeps the prospect's product descriptions, templates and saved labels its own", async () => {
      const product = await call('POST', 'bol/product_descriptions', 'northbaybuild', { description: 'Drywall sheets', access: 'company', class: '60' });
      expect(product.statusCode, product.body).toBe(200);
      const pid = product.json().id;
      expect(ids(await call('GET', 'bol/product_descriptions?limit=200', 'northbaybuild'))).toContain(pid);
      expect((await call('GET', `bol/product_descriptions/${pid}`, 'customer')).statusCode).toBe(404);
      expect(ids(await call('GET', 'bol/product_descriptions?limit=200', 'customer'))).not.toContain(pid);

      const template = await call('POST', 'bol/templates', 'northbaybuild', { name: 'Weekly lumber', access: 'company', data: validBol() });
      expect(template.statusCode, template.body).toBe(200);
      expect((await call('GET', 'bol/templates', 'customer')).json().map((x: { id: number }) => x.id)).not.toContain(template.json().id);

      const label = await call('POST', 'label/labels', 'northbaybuild', { name: 'To Montréal', format: 'AVERY5163', shipper: validBol().shipper, consignee: validBol().consignee, pieces: 2 });
      expect(label.statusCode, label.body).toBe(200);
      const printed = await call('POST', `label/labels/${label.json().id}/print`, 'northbaybuild', { format: 'AVERY5163', number_of_labels: 2 });
      expect([printed.statusCode, printed.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect((await call('GET', `label/labels/${label.json().id}`, 'customer')).statusCode).toBe(404);
      const row = await t.database.db.selectFrom('saved_labels').select(['customer_account', 'skeleton_account_id']).where('id', '=', label.json().id).executeTakeFirstOrThrow();
      expect(row).toEqual({ customer_account: null, skeleton_account_id: await prospectId('northbaybuild') });
    });

    it('refuses a prospect not allowed bills of lading with the message, and writes nothing', async () => {
      const before = (await t.database.db.selectFrom('bols').select('id').execute()).length;
      for (const [method, url, body] of [
        ['POST', 'bol/bols', validBol()],
        ['GET', 'bol/bols?limit=10', undefined],
        ['GET', 'bol/company_info', undefined],
        ['GET', 'bol/product_descriptions?limit=10', undefined],
        ['POST', 'label/labels', { name: 'x', shipper: validBol().shipper, consignee: validBol().consignee }],
      ] as const) {
        const res = await call(method, url, 'rockiesoutdoor', body);
        expect([res.statusCode, res.json().code, res.json().detail], url).toEqual([403, 'RAPID_BOL_NOT_ALLOWED', 'Your account is not yet allowed to make bills of lading. Please contact us to have them turned on.']);
      }
      expect((await t.database.db.selectFrom('bols').select('id').execute()).length).toBe(before);
      // Staff turn the flag off for the allowed prospect: refused at once, its BOLs kept.
      const id = await prospectId('northbaybuild');
      await t.database.db.updateTable('skeleton_accounts').set({ bol_allowed: false }).where('id', '=', id).execute();
      expect((await call('GET', 'bol/bols?limit=10', 'northbaybuild')).json().code).toBe('RAPID_BOL_NOT_ALLOWED');
      await t.database.db.updateTable('skeleton_accounts').set({ bol_allowed: true }).where('id', '=', id).execute();
      expect((await call('GET', 'bol/bols?limit=10', 'northbaybuild')).statusCode).toBe(200);
    });

    it("lists a personal product description to its author only, a shared one to the whole account (and staff)", async () => {
      // A second user of account 100001, beside the demo customer.
      const demo = await t.database.db.selectFrom('users').selectAll().where('username', '=', 'customer').executeTakeFirstOrThrow();
      const { id: _id, username: _u, email: _e, ...rest } = demo;
      const colleague = await t.database.db.insertInto('users').values({ ...rest, username: 'customerbis', email: 'customerbis@example.com' } as never).returning('id').executeTakeFirstOrThrow();
      const groups = await t.database.db.selectFrom('user_groups').select('group_id').where('user_id', '=', demo.id).execute();
      await t.database.db.insertInto('user_groups').values(groups.map((g) => ({ user_id: colleague.id, group_id: g.group_id }))).execute();

      const mine = (await call('POST', 'bol/product_descriptions', 'customer', { description: 'My personal pallets', access: 'personal', class: '70' })).json();
      const shared = (await call('POST', 'bol/product_descriptions', 'customer', { description: 'Shared pallets', access: 'company', class: '70' })).json();
      expect(ids(await call('GET', 'bol/product_descriptions?limit=200', 'customer'))).toEqual(expect.arrayContaining([mine.id, shared.id]));
      for (const other of ['customerbis', 'employee']) {
        const listed = ids(await call('GET', 'bol/product_descriptions?limit=200', other));
        expect([other, listed.includes(mine.id), listed.includes(shared.id)]).toEqual([other, false, true]);
        expect((await call('GET', `bol/product_descriptions/${mine.id}`, other)).statusCode).toBe(404);
      }
      // The colleague can neither change nor remove the personal one: to them it is not there.
      expect((await call('PUT', `bol/product_descriptions/${mine.id}`, 'customerbis', { description: 'Taken', access: 'company' })).statusCode).toBe(404);
      expect((await call('DELETE', `bol/product_descriptions/${mine.id}`, 'customerbis')).statusCode).toBe(404);
      // Made shared by its author, the colleague sees it; made personal again, it is gone from their list.
      expect((await call('PUT', `bol/product_descriptions/${mine.id}`, 'customer', { description: 'My personal pallets', access: 'company', class: '70' })).statusCode).toBe(200);
      expect(ids(await call('GET', 'bol/product_descriptions?limit=200', 'customerbis'))).toContain(mine.id);
      expect((await call('PUT', `bol/product_descriptions/${mine.id}`, 'customer', { description: 'My personal pallets', access: 'personal', class: '70' })).statusCode).toBe(200);
      expect(ids(await call('GET', 'bol/product_descriptions?limit=200', 'customerbis'))).not.toContain(mine.id);
    });

    it('seeds the prospects their menu, and the allowed one its records', async () => {
      for (const username of ['northbaybuild', 'rockiesoutdoor']) {
        const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company: 'MANITOULIN', password: DEMO_PASSWORD } });
        // One group, so the session opens on it: landing on the BOLs, the BOL menu first, quoting's beside it, and every group's My exports.
        // (Kept also in "Online quoting", a lower id, the prospect opened on quoting and never saw the BOL menu.)
        const groups = res.json().groups as { name: string; landingPage: string; menulist: { TMVNAM: string }[] }[];
        expect(groups.map((g) => [g.name, g.landingPage, g.menulist.map((m) => m.TMVNAM)])).toEqual([['Rapid bill of lading', 'BOL2_index', ['Rapid bill of lading', 'Quoting', 'My exports']]]);
        const held = new Map<string, boolean>();
        for (const g of res.json().groups) for (const m of g.menulist) for (const i of m.items ?? []) held.set(i.CMCID, i.CMHID === 'Y');
        for (const cmid of ['BOL2_index', 'BOL2_edit', 'REPORT_FINALIZED_BOL', 'BOL2_addresses', 'ProductDesc_List', 'Labels_ListEdit', 'MTONLINEQUOTE']) expect([username, cmid, held.get(cmid)]).toEqual([username, cmid, false]);
        expect([held.get('BOL2_finalized'), held.get('BOL2_doc')]).toEqual([true, true]);
        // Nothing of a customer's: no shipments, invoices or pickups.
        for (const cmid of ['MTDMLTTRC', 'MTLPU', 'Flagged_BOL_List']) expect(held.has(cmid)).toBe(false);
      }
      const seeded = await t.database.db.selectFrom('bols').select('probill').where('skeleton_account_id', '=', await prospectId('northbaybuild')).where('reference_list', '=', 'NBB-2041').execute();
      expect(seeded).toHaveLength(1);
    });

    it('names in French every menu, side menu, item and group of quoting and shipping (issue 14, point 7)', async () => {
      const tops = ['Quoting', 'Quoting for customers', 'Shipping tools', 'Quoting administration', 'Rapid bill of lading', 'Shipping', 'Pickups', 'Pickup operations'];
      const rows = await t.database.db
        .selectFrom('top_menus')
        .leftJoin('side_menus', 'side_menus.top_menu_id', 'top_menus.id')
        .leftJoin('side_menu_items', 'side_menu_items.side_menu_id', 'side_menus.id')
        .select(['top_menus.name as top', 'side_menus.name as side', 'side_menu_items.title'])
        .where('top_menus.name', 'in', tops)
        .execute();
      expect(new Set(rows.map((r) => r.top))).toEqual(new Set(tops));
      const groups = ['Online quoting', 'Rapid bill of lading', 'Sales'];
      const english = new Set([...groups, ...rows.flatMap((r) => [r.top, r.side, r.title])].filter((s): s is string => !!s));
      expect([...english].filter((s) => !frMessages[s])).toEqual([]);
    });

    it("refuses a prospect the pickup its finalised BOL screen does not offer it: the form, booking, and the pickup lists", async () => {
      const before = await t.database.db.selectFrom('pickups').select('id').execute();
      // The client hides "Schedule a pickup" from what it is told here: the prospect does not hold the pickup form.
      expect((await call('GET', 'globals/access/cmid?cmid=MTLPU', 'northbaybuild')).json()).toEqual({ access: false });
      expect((await call('GET', 'globals/access/cmid?cmid=MTLPU', 'customer')).json()).toEqual({ access: true });
      expect((await call('GET', 'screens/MTLPU', 'northbaybuild')).statusCode).toBe(403);
      const bol = (await call('GET', 'bol/bols?limit=200', 'northbaybuild')).json().results.find((b: { reference_list?: string; status: string }) => b.status === 'finalized');
      expect(bol).toBeTruthy();
      const day = new Date(Date.now() + 7 * 86400000).toISOString().slice(0, 10);
      const pickup = {
        pickup_date: day,
        ready_time: '09:00',
        closing_time: '16:30',
        requester: { name: 'Sara Lavoie', phone: '7055550178', email: 'northbaybuild@example.com' },
        shipper: { company: 'North Bay Building Centre', address: '150 Main St W', city: 'North Bay', province: 'ON', postal_code: 'P1B 2T5', country: 'CA', contact: 'Yard', phone: '7055550178' },
        destination: { city: 'Saint-Sauveur', province: 'QC', postal_code: 'J0R 1R0', country: 'CA' },
        pieces: 6,
        weight: 1450,
        bol_id: bol.bol_id,
        send_confirmation: false,
      };
      const refused = await call('POST', 'online_pickup/pickups', 'northbaybuild', pickup);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
      expect((await call('GET', 'online_pickup/pickups?limit=10', 'northbaybuild')).statusCode).toBe(403);
      expect(await t.database.db.selectFrom('pickups').select('id').execute()).toHaveLength(before.length);
    });

    it('puts a rapid-BOL registration in the rapid-BOL group alone, and an online-quoting one in its own', async () => {
      const visitor = (username: string, service: string) => ({
        service,
        has_account: false,
        username,
        company: 'MANITOULIN',
        first_name: 'Noor',
        last_name: 'Haddad',
        email: `${username}@prospect.example`,
        phone: '7055551234',
        business_name: 'Haddad Millwork',
        city: 'Sudbury',
        province: 'on',
        postal: 'P3A 1A1',
        country: 'CA',
        recaptcha_token: 'portal',
      });
      const groupsOf = (username: string) =>
        t.database.db
          .selectFrom('user_groups')
          .innerJoin('users', 'users.id', 'user_groups.user_id')
          .innerJoin('menu_groups', 'menu_groups.id', 'user_groups.group_id')
          .select('menu_groups.name')
          .where('users.username', '=', username)
          .execute();
      for (const [username, service, group] of [['noorbol', 'rapid_bol', 'Rapid bill of lading'], ['noorquote', 'online_quoting', 'Online quoting']]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/users/create', payload: visitor(username!, service!), remoteAddress: `10.0.14.${username!.length}` });
        expect(res.statusCode, res.body).toBe(200);
        expect(await groupsOf(username!)).toEqual([{ name: group }]);
      }
    });
  });
}
