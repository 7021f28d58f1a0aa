import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { errorShapeFault } from '../support/errorShape';
import { readPdf } from '../support/readPdf';
import { storeDemoLibrary } from '../../src/server/documents/storeDemoLibrary';
import { giveMenu } from '../support/giveMenu';

const text = async (pdf: Buffer) => (await readPdf(pdf)).flatMap((p) => p.lines.map((l) => l.join(' '))).join('\n');

/**
 * Issue 13 points 6 and 7 and the pages that serve documents: DOCLIB_POLICY (doclib_config) and
 * its effect on the library, the seeded library documents, the informational pages by cmid,
 * and Contact us, which can only write to the company's own customer service.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`document-library policies, library documents, informational pages and Contact us [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 40 });
    });
    afterAll(() => t.close());

    const call = async (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang = 'en-us') =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), 'accept-language': lang }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const policy = { cmid: 'ACC_LIST', name: 'Employees view only', user_type: 'EMPLOYEE', can_view: true, can_add: false, can_edit: false, can_delete: false, upload_enabled: false, doclib_type: 'view', active: true };

    it('DOCLIB_POLICY: administrators list, add, edit and remove policies; each is checked; everyone else is refused', async () => {
      const list = await call('admin', 'GET', 'doclib_config');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().results).toEqual([expect.objectContaining({ cmid: 'ACC_REPORTS', user_type: 'CUSTOMER', can_view: true, can_add: false, allowed_types: [], notify_emails: [], updated_by: 'admin' })]);
      const options = (await call('admin', 'GET', 'doclib_config/options')).json();
      expect(options.libraries.map((l: { value: string }) => l.value)).toEqual(['ACC_LIST', 'ACC_REPORTS']);
      expect(options.menu_groups.map((g: { label: string }) => g.label)).toContain('Customers');
      expect(options.menu_groups.map((g: { label: string }) => g.label)).not.toContain('DRC customers');

      const made = await call('admin', 'POST', 'doclib_config', { ...policy, max_file_mb: 2.5, allowed_types: ['pdf', 'tif'], notify_emails: ['docs@manitoulin.example'] });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({ ...policy, max_file_mb: 2.5, allowed_types: ['pdf', 'tif'], notify_emails: ['docs@manitoulin.example'], can_email: false, own_customers_only: true, updated_by: 'admin' });
      const id = made.json().id;
      // The policy is what the library answers: the employee may now only view ACC_LIST, and may not add.
      expect((await call('employee', 'GET', 'doclib/configs/ACC_LIST')).json().permissions).toEqual({ view: true, add: false, edit: false, delete: false, email: false });
      const edited = await call('admin', 'PUT', `doclib_config/${id}`, { ...policy, can_edit: true, max_file_mb: null });
      expect(edited.json()).toMatchObject({ can_edit: true, max_file_mb: null, allowed_types: [] });
      expect((await call('employee', 'GET', 'doclib/configs/ACC_LIST')).json().permissions.edit).toBe(true);
      // A policy may open the library on its add page (the user's default doclib type), for those who may add only.
      expect((await call('employee', 'GET', 'doclib/configs/ACC_LIST')).json().doclib_type).toBe('view');
      await call('admin', 'PUT', `doclib_config/${id}`, { ...policy, doclib_type: 'add' });
      expect((await call('employee', 'GET', 'doclib/configs/ACC_LIST')).json().doclib_type).toBe('view');
      await call('admin', 'PUT', `doclib_config/${id}`, { ...policy, can_edit: true, can_add: true, doclib_type: 'add' });
      expect((await call('employee', 'GET', 'doclib/configs/ACC_LIST')).json()).toMatchObject({ doclib_type: 'add', permissions: { add: true, edit: true } });
      expect((await call('customer', 'GET', 'doclib/configs/ACC_LIST')).json().doclib_type).toBe('view');

      // What the schema cannot say, each at its field; nothing is written.
      const drcGroup = (await t.database.db.selectFrom('menu_groups').select('id').where('name', '=', 'DRC customers').executeTakeFirstOrThrow()).id;
      const bad = await call('admin', 'POST', 'doclib_config', { ...policy, cmid: 'MTDPUDATE', menu_group: drcGroup, user_type: 'NOBODY' });
      expect(bad.statusCode).toBe(400);
      expect(errorShapeFault(bad)).toBeNull();
      expect(bad.json().errors).toEqual([
        { pointer: '/cmid', message: 'This menu id is not a document library' },
        { pointer: '/menu_group', message: 'Menu group not found' },
        { pointer: '/user_type', message: 'User type not found' },
      ]);
      expect((await call('admin', 'POST', 'doclib_config', { ...policy, cmid: 'MTDPUDATE' }, 'fr')).json().errors[0].message).toBe('Ce code de menu n’est pas une bibliothèque de documents');
      expect((await call('admin', 'POST', 'doclib_config', { ...policy, max_file_mb: 0 })).statusCode).toBe(400);

      // Customers (even given DOCLIB_POLICY on a menu), employees and another company's users never reach the policies.
      const customers = (await t.database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Customers').executeTakeFirstOrThrow()).id;
      await giveMenu(t.database.db, customers, 'Policies given by mistake', [['DOCLIB_POLICY', 'Document library policies']]);
      expect((await call('customer2', 'GET', 'screens/DOCLIB_POLICY')).statusCode).toBe(200);
      for (const who of ['customer2', 'customer', 'employee', 'drc']) {
        expect((await call(who, 'GET', 'doclib_config/options')).statusCode).toBe(403);
        expect((await call(who, 'GET', 'doclib_config')).statusCode).toBe(403);
        expect((await call(who, 'GET', `doclib_config/${id}`)).statusCode).toBe(403);
        expect((await call(who, 'DELETE', `doclib_config/${id}`)).statusCode).toBe(403);
      }
      expect((await call('admin', 'DELETE', `doclib_config/${id}`)).json()).toEqual({ success: true });
      expect((await call('admin', 'GET', `doclib_config/${id}`)).statusCode).toBe(404);
      expect((await call('employee', 'GET', 'doclib/configs/ACC_LIST')).json().permissions.add).toBe(true);
    });

    it('the seeded policy keeps the account reports read-only for customers', async () => {
      expect((await call('customer', 'GET', 'doclib/configs/ACC_REPORTS')).json().permissions).toMatchObject({ view: true, add: false, edit: false, delete: false });
      expect((await call('customer', 'GET', 'doclib/configs/ACC_LIST')).json().permissions).toMatchObject({ view: true, add: true });
      expect((await call('employee', 'GET', 'doclib/configs/ACC_REPORTS')).json().permissions).toMatchObject({ add: true, edit: true });
    });

    it('library documents are real PDFs of each account, drawn from its own rows, seen by that account only', async () => {
      expect(await storeDemoLibrary(t.database.db, t.app.files)).toBe(16);
      expect(await storeDemoLibrary(t.database.db, t.app.files)).toBe(0);
      const mine = (await call('customer', 'GET', 'doclib/documents/ACC_REPORTS')).json().results;
      expect(mine.map((d: { title: string }) => d.title).sort()).toEqual(['Open invoices', 'Shipments by status, last 90 days']);
      expect(mine.every((d: { customer: string }) => d.customer === '100001')).toBe(true);
      expect((await call('customer', 'GET', 'doclib/documents/ACC_LIST')).json().results).toHaveLength(2);
      const report = mine.find((d: { title: string }) => d.title.startsWith('Shipments'));
      const file = await call('customer', 'GET', `doclib/download/ACC_REPORTS/firstdoc/${report.dlref}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const read = await text(file.rawPayload);
      expect(read).toContain('Shipments by status, last 90 days');
      expect(read).toContain('100001 Northern Lights Hardware Ltd.');
      // Another account's and another company's users: the same 404 as a missing document.
      expect((await call('customer2', 'GET', `doclib/documents/ACC_REPORTS/${report.dlref}`)).statusCode).toBe(404);
      expect((await call('customer2', 'GET', 'doclib/documents/ACC_REPORTS')).json().results.every((d: { customer: string }) => d.customer === '200002')).toBe(true);
      expect((await call('drc', 'GET', 'doclib/documents/ACC_LIST')).json().results.map((d: { customer: string }) => d.customer)).toEqual(['300003', '300003']);
      expect((await call('employee', 'GET', 'doclib/documents/ACC_LIST')).json().results).toHaveLength(6);
    });

    it('informational pages: a PDF in the reader’s language, to holders of that page’s own menu id only', async () => {
      const tariff = await call('customer', 'GET', 'info_pages/document?page=DL_Tariff100');
      expect(tariff.statusCode).toBe(200);
      expect(tariff.headers['content-type']).toBe('application/pdf');
      expect(tariff.headers['content-disposition']).toContain('tariff-100-rules-and-accessorials.pdf');
      const en = await text(tariff.rawPayload);
      expect(en).toContain('Manitoulin Transport');
      expect(en).toContain('Tariff 100: rules and accessorial charges');
      expect(en).toContain('Residential delivery');
      const fr = await call('customer', 'GET', 'info_pages/document?page=DL_Tariff100', undefined, 'fr');
      expect(fr.headers['content-disposition']).toContain('tariff-100-rules-and-accessorials-fr.pdf');
      expect(await text(fr.rawPayload)).toContain('Tarif 100 : règles et frais accessoires');

      for (const page of ['FAQ_CustDft', 'FAQ_CustAdmin', 'DL_Tariff172', 'Forms_1', 'Forms_2', 'Forms_3', 'Forms_4', 'S_PopupBlocker', 'ABOUT_MANITOULIN']) {
        expect((await call('customer', 'GET', `info_pages/document?page=${page}`)).statusCode, page).toBe(200);
      }
      // Staff procedures, another brand's About page, an unknown or inherited name: refused alike.
      for (const page of ['S_ROCKSOLID', 'S_CollisionLibDoc', 'S_mechProc', 'S_ImagingProc', 'ABOUT_DRC', 'MTDPUDATE', 'constructor', 'NO_SUCH_PAGE']) {
        const res = await call('customer', 'GET', `info_pages/document?page=${page}`);
        expect(res.statusCode, page).toBe(403);
        expect(errorShapeFault(res)).toBeNull();
      }
      expect((await call('customer2', 'GET', 'info_pages/document?page=FAQ_CustAdmin')).statusCode).toBe(403);
      expect((await call('employee', 'GET', 'info_pages/document?page=S_ROCKSOLID')).statusCode).toBe(200);
      expect((await call('drc', 'GET', 'info_pages/document?page=ABOUT_DRC')).statusCode).toBe(200);
      expect(await text((await call('drc', 'GET', 'info_pages/document?page=Forms_4')).rawPayload)).toContain('DRC Transport');
      expect((await call('drc', 'GET', 'info_pages/document?page=ABOUT_MANITOULIN')).statusCode).toBe(403);
      expect((await call('quoteonly', 'GET', 'info_pages/document?page=DL_Tariff100')).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/info_pages/document?page=DL_Tariff100' })).statusCode).toBe(401);
    });

    it('Contact us writes to the company’s customer service only, never to an address the caller gives', async () => {
      const sent = await call('customer', 'POST', 'email/contact', { subject: 'Pickup window', message: 'Can the driver come after 2 PM?\n\nThanks <b>Claire</b>', phone: '705-555-0100' });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ success: true, detail: 'Email queued' });
      const row = await t.database.db.selectFrom('email_outbox').selectAll().where('message_id', '=', sent.json().message_id).executeTakeFirstOrThrow();
      expect(JSON.parse(row.to_addresses)).toEqual(['customerservice@manitoulin.example']);
      expect(JSON.parse(row.cc_addresses)).toEqual([]);
      expect(JSON.parse(row.bcc_addresses)).toEqual([]);
      expect(row.subject).toBe('[Contact us] Pickup window');
      expect(row.content).toBe('<p>Can the driver come after 2 PM?</p><p>Thanks &lt;b&gt;Claire&lt;/b&gt;</p>');
      expect(row.additional_content).toBe("Sent from the portal's Contact us page by customer\nCustomer account 100001\nCall back at 705-555-0100");
      const drc = await call('drc', 'POST', 'email/contact', { subject: 'Hello', message: 'A question' });
      const drcRow = await t.database.db.selectFrom('email_outbox').select('to_addresses').where('message_id', '=', drc.json().message_id).executeTakeFirstOrThrow();
      expect(JSON.parse(drcRow.to_addresses)).toEqual(['service@drc.example']);

      // A recipient in the body is refused; the free email form is not CONTACT's to use.
      const before = (await t.database.db.selectFrom('email_outbox').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
      for (const extra of [{ to: ['anyone@elsewhere.example'] }, { cc: ['anyone@elsewhere.example'] }, { bcc: ['x@elsewhere.example'] }]) {
        expect((await call('customer', 'POST', 'email/contact', { subject: 'x', message: 'y', ...extra })).statusCode).toBe(400);
      }
      expect((await call('customer', 'POST', 'email/send', { subject: 'x', content: 'y', to: ['anyone@elsewhere.example'] })).statusCode).toBe(403);
      expect((await call('customer', 'POST', 'email/contact', { subject: '', message: 'y' })).statusCode).toBe(400);
      expect((await call('quoteonly', 'POST', 'email/contact', { subject: 'x', message: 'y' })).statusCode).toBe(403);
      expect(Number((await t.database.db.selectFrom('email_outbox').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(Number(before));
    });

    it('the seeded menus give each role its pages, in both languages', async () => {
      const screen = async (who: string, cmid: string) => (await call(who, 'GET', `screens/${cmid}`)).statusCode;
      for (const cmid of ['CONTACT', 'FAQ_CustDft', 'DL_Tariff100', 'Forms_3', 'ABOUT_MANITOULIN']) expect(await screen('customer2', cmid), cmid).toBe(200);
      expect(await screen('customer', 'FAQ_CustAdmin')).toBe(200);
      expect(await screen('customer2', 'FAQ_CustAdmin')).toBe(403);
      expect(await screen('customer2', 'S_ROCKSOLID')).toBe(403);
      expect(await screen('customer', 'DOCLIB_POLICY')).toBe(403);
      expect(await screen('employee', 'DOCLIB_POLICY')).toBe(403);
      expect(await screen('admin', 'DOCLIB_POLICY')).toBe(200);
      expect(await screen('employee', 'S_mechProc')).toBe(200);
      expect(await screen('drc', 'ABOUT_DRC')).toBe(200);
      expect(await screen('drc', 'CONTACT')).toBe(200);
      const fr = await call('customer', 'GET', 'screens/CONTACT', undefined, 'fr');
      expect(fr.json().translations.fr['Contact us']).toBe('Nous joindre');
    });
  });
}
