import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { multipartBody } from '../support/multipartBody';
import { unsubscribeToken } from '../../src/server/data/notifications/unsubscribeToken';

type Row = Record<string, any>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const contact = { first_name: 'Élise', last_name: 'Thibodeau', email: 'ethibodeau@scierie-nord.example', phone: '7055550172' };
const address = { street: '12 chemin du Lac', city: 'Sudbury', province: 'ON', postal: 'P3A 1B2', country: 'CA' };
const registration = { business_name: 'Scierie du Nord inc.', contact, address, services: ['Tracing'], shipments_per_month: '11-50' };
const bank = { bank_name: 'Caisse populaire', institution_number: '815', transit_number: '30112', account_number: '987654321' };
const signature = { signer_name: 'Élise Thibodeau', signer_title: 'Directrice', signed_date: '2026-11-25', authorize: true };
const creditApp = {
  business: { legal_name: 'Scierie du Nord inc.', business_type: 'Corporation', years_in_business: 14 },
  address,
  contact,
  accounts_payable: { name: 'Marc Roy', email: 'ap@scierie-nord.example', phone: '7055550173' },
  credit: { requested_limit: 8000, monthly_freight: 2100.5, currency: 'CAD', invoice_delivery: 'Email' },
  bank,
  references: [
    { company_name: 'Bois Laurentien', contact_name: 'Guy Paquette', phone: '7055550174' },
    { company_name: 'Quincaillerie Sudbury', contact_name: 'Anne Roy', phone: '7055550175' },
  ],
  signature,
};
const eft = { business_name: 'Northern Lights Hardware Ltd.', contact: { ...contact, email: 'claire@northernlights.example' }, remittance_email: 'ap@northernlights.example', currency: 'CAD', bank, signature };

/**
 * The forms visitors and customers send in, the public unsubscribe link and a report's "Send now" are
 * recorded in the audit log in the change's transaction (issue 16 point 5): one create entry per form
 * (in the name of 'anonymous' for a visitor, of the customer otherwise, in the brand's company), with
 * its answers and its files' names but never the bank account number (masked to its last 4 digits)
 * nor the files' bytes; one update for an unsubscribe; one create on custom_report_runs for Send now.
 * A refused call (400) leaves no entry. Both databases; the api project runs the audit guard strict.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`audit of forms, unsubscribe and Send now [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // Customers hold Scheduled reports (CR_SchedReports) on the demo's Reports menu.
      t = await startTestApp(dialect, { shipments: 20 });
    });
    afterAll(() => t?.close());

    const entries = (entity: string) => t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();
    const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Row | null;
    const multipart = (body: object, file: { name: string; fileName: string }) =>
      multipartBody([...Object.entries(body).map(([name, v]) => ({ name, value: typeof v === 'string' ? v : JSON.stringify(v) })), { name: file.name, value: new Blob([PDF]), fileName: file.fileName }]);

    it('a visitor registration: one create entry as anonymous in the brand of the page; a refused one none', async () => {
      const seeded = (await entries('form_submissions')).length;
      const bad = await t.app.inject({ method: 'POST', url: '/api/form/registration', headers: { company: 'DRC', cmid: 'MT_MANI_Register_A' }, payload: { ...registration, contact: { ...contact, email: 'nope' } } });
      expect(bad.statusCode).toBe(400);
      expect(await entries('form_submissions')).toHaveLength(seeded);

      const res = await t.app.inject({ method: 'POST', url: '/api/form/registration', headers: { company: 'DRC', cmid: 'MT_MANI_Register_A', 'accept-language': 'fr' }, payload: registration });
      expect(res.statusCode, res.body).toBe(200);
      const all = await entries('form_submissions');
      expect(all).toHaveLength(seeded + 1);
      const entry = all.at(-1)!;
      expect(entry).toMatchObject({ company: 'DRC', user_id: 'anonymous', cmid: 'MT_MANI_Register_A', action: 'create', entity: 'form_submissions', entity_id: String(res.json().id) });
      expect(entry.ip).toBeTruthy();
      expect(parsed(entry.before)).toBeNull();
      expect(parsed(entry.after)).toMatchObject({ id: res.json().id, company: 'DRC', form: 'registration', status: 'Submitted', business_name: 'Scierie du Nord inc.', answers: registration, files: [] });
    });

    it('a credit application with a file: its bank account masked to the last 4 digits, the file named, never its bytes', async () => {
      const seeded = (await entries('form_submissions')).length;
      const refused = await t.app.inject({ method: 'POST', url: '/api/form/credit_application', headers: { company: 'MANITOULIN' }, payload: { ...creditApp, bank: { ...bank, account_number: '12' } } });
      expect(refused.statusCode).toBe(400);
      expect(await entries('form_submissions')).toHaveLength(seeded);

      const form = await multipart(creditApp, { name: 'file', fileName: 'bilan 2025.pdf' });
      const res = await t.app.inject({ method: 'POST', url: '/api/form/credit_application', headers: { company: 'MANITOULIN', cmid: 'MT_Credit_App_A', 'content-type': form.type }, payload: form.payload });
      expect(res.statusCode, res.body).toBe(200);
      const all = await entries('form_submissions');
      expect(all).toHaveLength(seeded + 1);
      const entry = all.at(-1)!;
      expect(entry).toMatchObject({ company: 'MANITOULIN', user_id: 'anonymous', cmid: 'MT_Credit_App_A', action: 'create', entity_id: String(res.json().id) });
      const after = parsed(entry.after)!;
      expect(Number(after.amount)).toBe(8000);
      expect(after).toMatchObject({ form: 'credit_application', answers: { business: creditApp.business, file: 'bilan 2025.pdf' } });
      expect(after.answers.bank).toEqual({ ...bank, account_number: '*****4321' });
      expect(after.files).toEqual([{ file_name: 'bilan 2025.pdf', content_type: 'application/pdf', size: PDF.length }]);
      const text = JSON.stringify(entry);
      expect(text).not.toContain('987654321');
      expect(text).not.toContain('%PDF');
      expect(text).not.toMatch(/file_key/);
    });

    it('an EFT enrolment: one create entry in the customer’s name from the form’s screen; a refused one none', async () => {
      const seeded = (await entries('form_submissions')).length;
      const token = await t.tokenOf('customer');
      const noCheque = await t.app.inject({ method: 'POST', url: '/api/form/eft/manitoulin/en', headers: { ...auth(token), cmid: 'EFT_MANITOULIN_EN' }, payload: { ...eft, void_cheque: 'cheque.pdf' } });
      expect(noCheque.statusCode).toBe(400);
      const other = await multipart({ ...eft, account_number: '200002' }, { name: 'void_cheque', fileName: 'cheque.pdf' });
      const notMine = await t.app.inject({ method: 'POST', url: '/api/form/eft/manitoulin/en', headers: { ...auth(token), 'content-type': other.type }, payload: other.payload });
      expect(notMine.statusCode).toBe(400);
      expect(await entries('form_submissions')).toHaveLength(seeded);

      for (const [path, cmid] of [['manitoulin/en', 'EFT_MANITOULIN_EN'], ['manitoulin/fr', 'EFT_MANITOULIN_FR']]) {
        const form = await multipart(eft, { name: 'void_cheque', fileName: 'chèque annulé.pdf' });
        const res = await t.app.inject({ method: 'POST', url: `/api/form/eft/${path}`, headers: { ...auth(token), cmid, 'content-type': form.type }, payload: form.payload });
        expect(res.statusCode, res.body).toBe(200);
        const entry = (await entries('form_submissions')).at(-1)!;
        expect(entry).toMatchObject({ company: 'MANITOULIN', user_id: 'customer', cmid, action: 'create', entity_id: String(res.json().id) });
        const after = parsed(entry.after)!;
        expect(after).toMatchObject({ form: 'eft', cmid, account_number: '100001', answers: { account_number: '100001', void_cheque: 'chèque annulé.pdf' } });
        expect(after.answers.bank.account_number).toBe('*****4321');
        expect(after.files).toEqual([{ file_name: 'chèque annulé.pdf', content_type: 'application/pdf', size: PDF.length }]);
        expect(JSON.stringify(entry)).not.toContain('987654321');
      }
      expect(await entries('form_submissions')).toHaveLength(seeded + 2);

      const drcForm = await multipart(eft, { name: 'void_cheque', fileName: 'cheque.pdf' });
      const drc = await t.app.inject({ method: 'POST', url: '/api/form/eft/drc/fr', headers: { ...auth(await t.tokenOf('drc')), cmid: 'EFT_DRC_FR', 'content-type': drcForm.type }, payload: drcForm.payload });
      expect(drc.statusCode, drc.body).toBe(200);
      expect((await entries('form_submissions')).at(-1)).toMatchObject({ company: 'DRC', user_id: 'drc', cmid: 'EFT_DRC_FR', entity_id: String(drc.json().id) });
    });

    it('the unsubscribe link: one update entry as anonymous in the subscription’s company; a forged link and a second click none', async () => {
      const db = t.database.db;
      const owner = await db.selectFrom('customers').select(['account', 'company']).where('company', '=', 'MANITOULIN').orderBy('account').executeTakeFirstOrThrow();
      // A subscription as the demo holds them (the API made ones are tested in notifications.test.ts).
      const sub = await db
        .insertInto('shipment_notifications')
        .values({ company: owner.company, customer_account: owner.account, email: 'dock@northern.example', role: 'Consignee', events: JSON.stringify(['Delivered']), language: 'en', active: true, created_by: 'customer' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const seeded = (await entries('shipment_notifications')).length;
      const post = (token: string) => t.app.inject({ method: 'POST', url: '/api/shipment_notification/unsubscribe', headers: { cmid: 'SHPNOTIF_UNSUB' }, payload: { token } });
      const forged = `S${String(sub.id).padStart(10, '0')}${'A'.repeat(43)}`;
      expect((await post(forged)).statusCode).toBe(400);
      expect(await entries('shipment_notifications')).toHaveLength(seeded);

      const token = await unsubscribeToken(db, 'shipment', sub.id);
      const done = await post(token);
      expect(done.statusCode, done.body).toBe(200);
      const all = await entries('shipment_notifications');
      expect(all).toHaveLength(seeded + 1);
      expect(all.at(-1)).toMatchObject({ company: 'MANITOULIN', user_id: 'anonymous', cmid: 'SHPNOTIF_UNSUB', action: 'update', entity_id: String(sub.id) });
      expect(parsed(all.at(-1)!.before)).toMatchObject({ id: sub.id, active: true, email: 'dock@northern.example' });
      expect(parsed(all.at(-1)!.after)).toMatchObject({ id: sub.id, active: false });
      // A second click changes nothing and records nothing.
      expect((await post(token)).statusCode).toBe(200);
      expect(await entries('shipment_notifications')).toHaveLength(seeded + 1);
    });

    it('Send now: one create entry on custom_report_runs in the asker’s name; an inactive report refused with none', async () => {
      const db = t.database.db;
      const reportOf = (owner: string, name: string) =>
        db.selectFrom('custom_reports').innerJoin('users', 'users.id', 'custom_reports.owner_id').select('custom_reports.id').where('users.username', '=', owner).where('custom_reports.name', '=', name).executeTakeFirstOrThrow();
      const active = await reportOf('customer', 'Delivered shipments by lane');
      const seeded = (await entries('custom_report_runs')).length;
      const send = async (id: number) => t.app.inject({ method: 'POST', url: `/api/custom_reports/reports/${id}/send`, headers: { ...auth(await t.tokenOf('customer')), cmid: 'CR_SchedReports' } });

      const res = await send(active.id);
      expect(res.statusCode, res.body).toBe(200);
      const all = await entries('custom_report_runs');
      expect(all).toHaveLength(seeded + 1);
      const run = await db.selectFrom('custom_report_runs').select('id').where('report_id', '=', active.id).where('trigger', '=', 'manual').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(all.at(-1)).toMatchObject({ company: 'MANITOULIN', user_id: 'customer', cmid: 'CR_SchedReports', action: 'create', entity_id: String(run.id) });
      expect(parsed(all.at(-1)!.before)).toBeNull();
      expect(parsed(all.at(-1)!.after)).toMatchObject({ id: run.id, report_id: active.id, trigger: 'manual' });

      await db.updateTable('custom_reports').set({ active: false }).where('id', '=', active.id).execute();
      const inactive = await send(active.id);
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json().code).toBe('REPORT_INACTIVE');
      expect(await entries('custom_report_runs')).toHaveLength(seeded + 1);
    });
  });
}
