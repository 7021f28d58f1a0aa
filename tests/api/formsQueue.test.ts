import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { multipartBody } from '../support/multipartBody';
import { errorShapeFault } from '../support/errorShape';
import { readPdf } from '../support/readPdf';

type Row = Record<string, any>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const contact = { first_name: 'Nadia', last_name: 'Cormier', email: 'ncormier@acadie-bois.example', phone: '5065550148' };
const address = { street: '77 rue Main', city: 'Moncton', province: 'NB', postal: 'E1C 4M3', country: 'CA' };
const registration = { business_name: 'Bois Acadie ltée', contact, address, services: ['Tracing', 'Pickups'], shipments_per_month: '11-50' };
const bank = { bank_name: 'Banque Nationale', institution_number: '006', transit_number: '10091', account_number: '4401234' };
const signature = { signer_name: 'Nadia Cormier', signer_title: 'Présidente', signed_date: '2026-11-20', authorize: true };
const creditApp = {
  business: { legal_name: 'Bois Acadie ltée', business_type: 'Corporation', years_in_business: 8 },
  address,
  contact,
  accounts_payable: { name: 'Paul Leblanc', email: 'ap@acadie-bois.example', phone: '5065550149' },
  credit: { requested_limit: 12500.1, monthly_freight: 3300.25, currency: 'CAD', invoice_delivery: 'Email' },
  bank,
  references: [
    { company_name: 'Scierie Kent', contact_name: 'Luc Arsenault', phone: '5065550150' },
    { company_name: 'Quincaillerie Dieppe', contact_name: 'Julie Goguen', phone: '5065550151' },
  ],
  signature,
};
const eft = { business_name: 'Northern Lights Hardware Ltd.', contact: { ...contact, email: 'claire@northernlights.example' }, remittance_email: 'ap@northernlights.example', currency: 'CAD', bank, signature };

/**
 * Registration, credit application and EFT enrolment end to end on both databases (issue 15
 * point 7): a visitor's forms land in the brand's queue with their files and two emails (the
 * applicant's receipt in their language, the staff's notice), bad input is a 400 naming the
 * field with nothing written, the queue is the credit staff's only and their actions follow
 * the state machine (409 otherwise), each emailing the applicant.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`forms queue [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 60 });
    });
    afterAll(() => t.close());

    const db = () => t.database.db;
    const count = async (table: string) => Number((await sql<Row>`select count(*) as n from ${sql.table(table)}`.execute(db())).rows[0]!.n);
    const lastMails = async (n: number) => (await sql<Row>`select to_address, subject, body from outbox order by id desc limit ${n}`.execute(db())).rows.reverse();
    const visitor = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { company: 'MANITOULIN', 'accept-language': 'en', ...headers }, payload });
    /** An EFT enrolment as the form sends it: objects as JSON text, the void cheque as a file part. */
    const eftPost = async (username: string, url: string, body: object) => {
      const form = await multipartBody([...Object.entries(body).map(([name, v]) => ({ name, value: typeof v === 'string' ? v : JSON.stringify(v) })), { name: 'void_cheque', value: new Blob([PDF]), fileName: 'cheque.pdf' }]);
      return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), 'accept-language': 'en', 'content-type': form.type }, payload: form.payload });
    };
    const call = async (username: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

    it('seeds forms of both brands in both languages, in every status, with numeric money and a history', async () => {
      const { rows } = await sql<Row>`select company, language, status, count(*) as n from form_submissions group by company, language, status`.execute(db());
      expect(new Set(rows.map((r) => r.company))).toEqual(new Set(['MANITOULIN', 'DRC']));
      expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['en', 'fr']));
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Submitted', 'In Review', 'Approved', 'Rejected']));
      const { rows: cols } = await sql<Row>`select data_type from information_schema.columns where table_schema = current_schema() and table_name = 'form_submissions' and column_name = 'amount'`.execute(db());
      expect(cols[0]!.data_type).toBe('numeric');
      const { rows: bare } = await sql`select s.id from form_submissions s where not exists (select 1 from form_submission_history h where h.submission_id = s.id)`.execute(db());
      expect(bare).toEqual([]);
    });

    it('takes a visitor registration under the brand of the page, in its language, and mails the applicant and the staff', async () => {
      const [before, mails] = [await count('form_submissions'), await count('outbox')];
      const res = await visitor('form/registration', registration, { company: 'DRC', 'accept-language': 'fr' });
      expect(res.statusCode, res.body).toBe(200);
      const { id, message } = res.json();
      expect(message).toBe(`Merci. Votre formulaire a été reçu sous la référence ${id}`);
      const row = (await sql<Row>`select * from form_submissions where id = ${id}`.execute(db())).rows[0]!;
      expect(row).toMatchObject({ company: 'DRC', form: 'registration', cmid: 'MT_MANI_Register_A', language: 'fr', status: 'Submitted', business_name: 'Bois Acadie ltée', applicant_name: 'Nadia Cormier', applicant_email: contact.email, submitted_by: null });
      expect(typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers).toEqual(registration);
      expect(await count('form_submissions')).toBe(before + 1);
      expect(await count('outbox')).toBe(mails + 2);
      const [receipt, staff] = await lastMails(2);
      expect(receipt).toMatchObject({ to_address: contact.email, subject: `Inscription reçue (référence ${id})` });
      expect(receipt!.body).toContain('DRC Transport');
      expect(staff).toMatchObject({ to_address: 'service@drc.example', subject: `New registration ${id}: Bois Acadie ltée` });
    });

    it('refuses bad input with 400 naming each field, and writes nothing', async () => {
      const [before, mails, history] = [await count('form_submissions'), await count('outbox'), await count('form_submission_history')];
      const bad = await visitor('form/registration', { ...registration, contact: { ...contact, email: 'not-an-email' }, address: { ...address, postal: '12' } });
      expect(bad.statusCode).toBe(400);
      expect(errorShapeFault(bad)).toBeNull();
      expect(bad.json().code).toBe('VALIDATION');
      expect(bad.json().errors).toEqual(expect.arrayContaining([
        { pointer: '/contact/email', message: 'Invalid email address' },
        { pointer: '/address/postal', message: 'Invalid Postal/Zip Code' },
      ]));
      const oneReference = await visitor('form/credit_application', { ...creditApp, references: creditApp.references.slice(0, 1), signature: { ...signature, authorize: false } });
      expect(oneReference.statusCode).toBe(400);
      expect(oneReference.json().errors.map((e: Row) => e.pointer)).toEqual(expect.arrayContaining(['/references', '/signature/authorize']));
      const money = await visitor('form/credit_application', { ...creditApp, credit: { ...creditApp.credit, requested_limit: 100.001 } });
      expect(money.statusCode).toBe(400);
      expect(money.json().errors).toEqual([{ pointer: '/credit/requested_limit', message: 'Number of decimal place allowed: 2' }]);
      const notPdf = await multipartBody([...Object.entries(creditApp).map(([name, v]) => ({ name, value: JSON.stringify(v) })), { name: 'file', value: new Blob(['MZ this is no pdf']), fileName: 'statements.pdf' }]);
      const wrongType = await t.app.inject({ method: 'POST', url: '/api/form/credit_application', headers: { company: 'MANITOULIN', 'content-type': notPdf.type }, payload: notPdf.payload });
      expect(wrongType.statusCode).toBe(400);
      expect([await count('form_submissions'), await count('outbox'), await count('form_submission_history')]).toEqual([before, mails, history]);
    });

    it('takes a credit application with its files, exact money, and lets the credit staff download them', async () => {
      const form = await multipartBody([...Object.entries(creditApp).map(([name, v]) => ({ name, value: JSON.stringify(v) })), { name: 'file', value: new Blob([PDF]), fileName: 'états financiers 2025.pdf' }]);
      const res = await t.app.inject({ method: 'POST', url: '/api/form/credit_application', headers: { company: 'MANITOULIN', 'accept-language': 'en', 'content-type': form.type }, payload: form.payload });
      expect(res.statusCode, res.body).toBe(200);
      const { id } = res.json();
      const row = (await sql<Row>`select amount::text as amount, status from form_submissions where id = ${id}`.execute(db())).rows[0]!;
      expect(row).toEqual({ amount: '12500.10', status: 'Submitted' });
      const detail = await call('credit', 'GET', `form/submissions/${id}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json()).toMatchObject({ id, form: 'credit_application', brand: 'MANITOULIN', language: 'en', amount: 12500.1, files: 1, decided: false, references: creditApp.references });
      expect(detail.json().answers.credit).toEqual(creditApp.credit);
      const files = await call('credit', 'GET', `form/submissions/${id}/files`);
      expect(files.json().results).toEqual([expect.objectContaining({ filename: 'états financiers 2025.pdf', size: PDF.length, uploadBy: 'Nadia Cormier' })]);
      const file = await call('credit', 'GET', `form/submissions/${id}/files/file?file=${files.json().results[0].id}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
    });

    it('prints a form sent in as a PDF for the credit staff (form.submission_pdf), in their language, refused to others', async () => {
      const form = await multipartBody([...Object.entries(creditApp).map(([name, v]) => ({ name, value: JSON.stringify(v) })), { name: 'file', value: new Blob([PDF]), fileName: 'bilan 2025.pdf' }]);
      const sent = await t.app.inject({ method: 'POST', url: '/api/form/credit_application', headers: { company: 'MANITOULIN', 'accept-language': 'fr', 'content-type': form.type }, payload: form.payload });
      expect(sent.statusCode, sent.body).toBe(200);
      const { id } = sent.json();
      const res = await call('credit', 'GET', `form/submissions/${id}/pdf`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`Form-${id}.pdf`);
      // pdf.js parses it, and the text is the form's: headings of its screen, answers, money to the cent, references, files.
      const text = (await readPdf(res.rawPayload)).flatMap((p) => p.lines.map((l) => l.join(' '))).join('\n');
      for (const expected of ['Credit application', `Reference ${id}`, 'Legal name:', 'Bois Acadie ltée', 'Credit limit requested:', '12,500.10', '3,300.25', 'Trade references', 'Scierie Kent', 'Julie Goguen', 'Banque Nationale', 'Authorized:', 'Yes', 'History', 'Submitted', 'bilan 2025.pdf']) {
        expect(text, expected).toContain(expected);
      }
      // The reader's language: French headings for a French-speaking staff member.
      const fr = await t.app.inject({ method: 'GET', url: `/api/form/submissions/${id}/pdf`, headers: { ...auth(await t.tokenOf('credit')), 'accept-language': 'fr' } });
      const frText = (await readPdf(fr.rawPayload)).flatMap((p) => p.lines.map((l) => l.join(' '))).join('\n');
      expect(frText).toContain('Demande de crédit');
      // Refused on the server: customers and employees do not hold the queue; another brand's form is not found.
      for (const who of ['customer', 'customer2', 'employee']) {
        const refused = await call(who, 'GET', `form/submissions/${id}/pdf`);
        expect(refused.statusCode, who).toBe(403);
        expect(errorShapeFault(refused)).toBeNull();
      }
      const drcId = (await sql<Row>`select id from form_submissions where company = 'DRC' order by id limit 1`.execute(db())).rows[0]!.id;
      expect((await call('credit', 'GET', `form/submissions/${drcId}/pdf`)).statusCode).toBe(404);
      expect((await call('credit', 'GET', 'form/submissions/2147483647/pdf')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/form/submissions/${id}/pdf` })).statusCode).toBe(401);
    });

    it('takes an EFT enrolment for the customer’s own account, in the form’s language, from holders of its menu id only', async () => {
      const noCheque = await call('customer', 'POST', 'form/eft/manitoulin/fr', { ...eft, void_cheque: 'cheque.pdf' });
      expect(noCheque.statusCode).toBe(400);
      expect(noCheque.json().errors).toEqual([{ pointer: '/void_cheque', message: 'Field is required' }]);
      const mine = await eftPost('customer', 'form/eft/manitoulin/fr', eft);
      expect(mine.statusCode, mine.body).toBe(200);
      const row = (await sql<Row>`select account_number, language, cmid, company, answers->>'void_cheque' as cheque,
        (select count(*)::int from form_submission_files f where f.submission_id = s.id) as files from form_submissions s where id = ${mine.json().id}`.execute(db())).rows[0]!;
      expect(row).toEqual({ account_number: '100001', language: 'fr', cmid: 'EFT_MANITOULIN_FR', company: 'MANITOULIN', cheque: 'cheque.pdf', files: 1 });
      expect((await lastMails(2))[0]!.subject).toBe(`Adhésion au TEF reçue (référence ${mine.json().id})`);
      const other = await eftPost('customer', 'form/eft/manitoulin/en', { ...eft, account_number: '200002' });
      expect(other.statusCode).toBe(400);
      expect(other.json().errors).toEqual([{ pointer: '/account_number', message: 'A customer can only enrol their own account' }]);
      // The DRC customer holds the DRC forms, not the main brand's.
      expect((await eftPost('drc', 'form/eft/manitoulin/en', eft)).statusCode).toBe(403);
      expect((await eftPost('drc', 'form/eft/drc/en', eft)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/form/eft/drc/en', payload: eft })).statusCode).toBe(401);
    });

    it('shows the queue to the credit staff of the company only', async () => {
      for (const who of ['customer', 'customer2', 'employee', 'drc']) {
        expect((await call(who, 'GET', 'form/submissions')).statusCode, who).toBe(403);
        expect((await call(who, 'GET', 'form/submissions/1')).statusCode, who).toBe(403);
      }
      const list = await call('credit', 'GET', 'form/submissions?limit=100');
      expect(list.statusCode, list.body).toBe(200);
      const companies = (await sql<Row>`select id, company from form_submissions`.execute(db())).rows;
      const manitoulin = companies.filter((r) => r.company === 'MANITOULIN').map((r) => r.id).sort((a, b) => a - b);
      expect(list.json().results.map((r: Row) => r.id).sort((a: number, b: number) => a - b)).toEqual(manitoulin);
      const drcId = companies.find((r) => r.company === 'DRC')!.id;
      expect((await call('credit', 'GET', `form/submissions/${drcId}`)).statusCode).toBe(404);
      const filtered = await call('credit', 'GET', 'form/submissions?status__in=Approved,Rejected&form=credit_application');
      expect(filtered.json().results.every((r: Row) => ['Approved', 'Rejected'].includes(r.status) && r.form === 'credit_application')).toBe(true);
    });

    it('moves a form through review to a decision, refusing the rest with 409 and writing nothing', async () => {
      const res = await visitor('form/registration', { ...registration, business_name: 'Fundy Seafoods' }, { 'accept-language': 'fr' });
      const id = res.json().id as number;
      const review = await call('credit', 'POST', `form/submissions/${id}/review`, {});
      expect(review.statusCode, review.body).toBe(200);
      expect(review.json()).toMatchObject({ status: 'In Review', updated_by: 'credit' });
      expect((await lastMails(1))[0]).toMatchObject({ to_address: contact.email, subject: `Inscription ${id} : En révision` });
      const again = await call('credit', 'POST', `form/submissions/${id}/review`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('FORM_STATE');
      expect((await call('credit', 'POST', `form/submissions/${id}/reject`, {})).statusCode).toBe(400);
      const approve = await call('credit', 'POST', `form/submissions/${id}/approve`, { note: 'Bienvenue ! Vos accès suivent.' });
      expect(approve.statusCode).toBe(200);
      expect(approve.json()).toMatchObject({ status: 'Approved', decided: true, decision_note: 'Bienvenue ! Vos accès suivent.' });
      expect(approve.json().history.map((h: Row) => [h.action, h.status, h.by])).toEqual([['Submitted', 'Submitted', null], ['Taken into review', 'In Review', 'credit'], ['Approved', 'Approved', 'credit']]);
      const mail = (await lastMails(1))[0]!;
      expect(mail.subject).toBe(`Inscription ${id} : Approuvé`);
      expect(mail.body).toContain('Note : Bienvenue ! Vos accès suivent.');
      const [history, mails] = [await count('form_submission_history'), await count('outbox')];
      const late = await call('credit', 'POST', `form/submissions/${id}/reject`, { note: 'Too late' });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('FORM_DECIDED');
      expect([await count('form_submission_history'), await count('outbox')]).toEqual([history, mails]);
      expect((await call('customer', 'POST', `form/submissions/${id}/approve`, {})).statusCode).toBe(403);
    });

    it('lists the exchange rates for customers, newest first, and today’s in both directions', async () => {
      const list = await call('customer', 'GET', 'exchange_rates?limit=5');
      expect(list.statusCode, list.body).toBe(200);
      const dates = list.json().results.map((r: Row) => r.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const current = await call('customer', 'GET', 'exchange_rates/current');
      expect(current.json().results.map((r: Row) => `${r.from_currency}>${r.to_currency}`)).toEqual(['CAD>USD', 'USD>CAD']);
      expect(current.json().results[0].date).toBe(dates[0]);
    });
  });
}
