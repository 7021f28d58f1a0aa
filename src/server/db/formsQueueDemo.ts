import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { menu, type Item } from './billingDemo';
import type { FormKind, FormStatus } from './schemaForms';

type Side = { name: string; items: Item[] };

/** What customers of the main brand fill in (and anyone can open signed out: registration, credit application). */
const CUSTOMER_FORMS: Side[] = [
  {
    name: 'Forms and rates',
    items: [
      ['MT_MANI_Register_A', 'Register for online access'],
      ['MT_Credit_App_A', 'Credit application'],
      ['EFT_MANITOULIN_EN', 'EFT enrolment (English)'],
      ['EFT_MANITOULIN_FR', 'EFT enrolment (French)'],
      ['MTLEXCHANGE', 'Exchange rates'],
    ],
  },
];
/** The DRC brand's EFT forms in both languages. */
const DRC_FORMS: Side[] = [
  {
    name: 'DRC forms and rates',
    items: [
      ['EFT_DRC_EN', 'DRC EFT enrolment (English)'],
      ['EFT_DRC_FR', 'DRC EFT enrolment (French)'],
      ['MT_Credit_App_A', 'Credit application'],
      ['MTLEXCHANGE', 'Exchange rates'],
    ],
  },
];
/** The staff's queue of forms sent in, with the account search and the rates. */
const STAFF_FORMS: Side[] = [
  {
    name: 'Forms queue',
    items: [
      ['FORM-QUEUE', 'Forms queue'],
      ['PICK_ACT', 'Account search'],
      ['MTLEXCHANGE', 'Exchange rates'],
    ],
  },
];

const contact = (first: string, last: string, email: string, phone: string, title?: string) => ({ first_name: first, last_name: last, email, phone, ...(title ? { title } : {}) });
const address = (street: string, city: string, province: string, postal: string, country = 'CA') => ({ street, city, province, postal, country });
const bank = (name: string, institution: string, transit: string, account: string) => ({ bank_name: name, institution_number: institution, transit_number: transit, account_number: account });
const signature = (name: string, title: string, date: string) => ({ signer_name: name, signer_title: title, signed_date: date, authorize: true });

/** The queue's facts of a demo form (as data/forms/formKinds.ts reads them from a submission). */
function factsOf(form: FormKind, a: Record<string, any>) {
  const applicant = { applicant_name: `${a.contact.first_name} ${a.contact.last_name}`, applicant_email: a.contact.email as string };
  if (form === 'credit_application') return { ...applicant, business_name: a.business.legal_name as string, account_number: a.business.account_number ?? null, amount: Number(a.credit.requested_limit).toFixed(2) };
  return { ...applicant, business_name: a.business_name as string, account_number: (a.account_number as string | undefined) ?? null, amount: null };
}

type Demo = { company: string; form: FormKind; cmid: string; language: 'en' | 'fr'; daysAgo: number; by?: string; answers: Record<string, unknown>; steps: [FormStatus, string | null][] };

function demos(day: (n: number) => string): Demo[] {
  return [
    { company: 'MANITOULIN', form: 'registration', cmid: 'MT_MANI_Register_A', language: 'en', daysAgo: 1, steps: [],
      answers: { business_name: 'Huronia Building Supply', contact: contact('Megan', 'Clarke', 'mclarke@huronia-supply.example', '7055550142', 'Shipping manager'), address: address('88 Bayfield St', 'Barrie', 'ON', 'L4M 3A9'), services: ['Tracing', 'Rate quotes', 'Pickups'], shipments_per_month: '11-50', comments: 'We ship to northern Ontario twice a week.' } },
    { company: 'MANITOULIN', form: 'registration', cmid: 'MT_MANI_Register_A', language: 'fr', daysAgo: 3, steps: [['In Review', 'Compte 100003 à confirmer avec les ventes']],
      answers: { business_name: 'Quincaillerie Saguenay inc.', account_number: '100003', contact: contact('Étienne', 'Bouchard', 'ebouchard@quinc-saguenay.example', '4185550187', 'Directeur des achats'), address: address('1450 boul. Talbot', 'Chicoutimi', 'QC', 'G7H 4B7'), services: ['Tracing', 'Invoices and statements'], shipments_per_month: '1-10' } },
    { company: 'MANITOULIN', form: 'credit_application', cmid: 'MT_Credit_App_A', language: 'en', daysAgo: 9, steps: [['In Review', null], ['Approved', 'Approved at 15,000.00 CAD, net 30']],
      answers: { business: { legal_name: 'Georgian Bay Marine Ltd.', business_type: 'Corporation', years_in_business: 14, gst_number: '812345678RT0001' }, address: address('12 Marina Rd', 'Midland', 'ON', 'L4R 4K3'), contact: contact('Paul', 'Desjardins', 'paul@gbmarine.example', '7055550111', 'Controller'),
        accounts_payable: { name: 'Lisa Moreau', email: 'ap@gbmarine.example', phone: '7055550112' }, credit: { requested_limit: 15000, monthly_freight: 6200.5, currency: 'CAD', invoice_delivery: 'Email' }, bank: bank('Royal Bank of Canada', '003', '02462', '1048756'),
        references: [{ company_name: 'Lakehead Paints', contact_name: 'Joe Pruitt', phone: '8075550100' }, { company_name: 'Simcoe Fasteners', contact_name: 'Amy Chen', phone: '7055550190', email: 'amy@simcoefast.example' }], signature: signature('Paul Desjardins', 'Controller', day(9)) } },
    { company: 'MANITOULIN', form: 'credit_application', cmid: 'MT_Credit_App_A', language: 'fr', daysAgo: 2, steps: [],
      answers: { business: { legal_name: 'Les Entreprises Rimouski ltée', business_type: 'Corporation', years_in_business: 6 }, address: address('310 rue Saint-Germain E', 'Rimouski', 'QC', 'G5L 1B9'), contact: contact('Julie', 'Gagnon', 'jgagnon@ent-rimouski.example', '4185550133', 'Présidente'),
        accounts_payable: { name: 'Marc Lévesque', email: 'comptes@ent-rimouski.example', phone: '4185550134' }, credit: { requested_limit: 7500, monthly_freight: 2400, currency: 'CAD', invoice_delivery: 'Email' }, bank: bank('Desjardins', '815', '20245', '0456789'),
        references: [{ company_name: 'Transport Matane', contact_name: 'Luc Roy', phone: '4185550160' }, { company_name: 'Papeterie Bas-Saint-Laurent', contact_name: 'Anne Côté', phone: '4185550161' }], signature: signature('Julie Gagnon', 'Présidente', day(2)) } },
    { company: 'MANITOULIN', form: 'credit_application', cmid: 'MT_Credit_App_A', language: 'en', daysAgo: 20, steps: [['Rejected', 'Trade references could not be reached; please reapply with current references.']],
      answers: { business: { legal_name: 'Prairie Cold Storage Inc.', business_type: 'Corporation', years_in_business: 1 }, address: address('402 Industrial Ave', 'Saskatoon', 'SK', 'S7K 0J5'), contact: contact('Ravi', 'Patel', 'ravi@prairiecold.example', '3065550199', 'Owner'),
        accounts_payable: { name: 'Ravi Patel', email: 'ravi@prairiecold.example', phone: '3065550199' }, credit: { requested_limit: 25000, monthly_freight: 9000, currency: 'CAD', invoice_delivery: 'Mail' }, bank: bank('TD Canada Trust', '004', '83602', '52003471'),
        references: [{ company_name: 'North Sask Produce', contact_name: 'Kim Lee', phone: '3065550101' }, { company_name: 'Regina Ice Co.', contact_name: 'Tom Hart', phone: '3065550102' }], signature: signature('Ravi Patel', 'Owner', day(20)) } },
    { company: 'MANITOULIN', form: 'eft', cmid: 'EFT_MANITOULIN_EN', language: 'en', daysAgo: 4, by: 'customer', steps: [],
      answers: { account_number: '100001', business_name: 'Northern Lights Hardware Ltd.', contact: contact('Claire', 'Roy', 'customer@example.com', '7055550123', 'Office manager'), remittance_email: 'ap@northernlights.example', currency: 'CAD', bank: bank('Bank of Montreal', '001', '03752', '8812345'), signature: signature('Claire Roy', 'Office manager', day(4)) } },
    { company: 'DRC', form: 'eft', cmid: 'EFT_DRC_FR', language: 'fr', daysAgo: 6, by: 'drc', steps: [['In Review', null]],
      answers: { account_number: '300003', business_name: 'Rocky Mountain Outfitters', contact: contact('Dana', 'Richards', 'drc@example.com', '4035550155'), remittance_email: 'comptes@rmoutfitters.example', currency: 'CAD', bank: bank('ATB Financial', '219', '07149', '100234567'), signature: signature('Dana Richards', 'Propriétaire', day(6)) } },
    { company: 'DRC', form: 'registration', cmid: 'MT_MANI_Register_A', language: 'en', daysAgo: 12, steps: [['Approved', 'Portal access set up under account 300003']],
      answers: { business_name: 'Bow Valley Outdoor', account_number: '300003', contact: contact('Sean', 'Whitford', 'sean@bowvalley.example', '4035550177'), address: address('220 Bear St', 'Banff', 'AB', 'T1L 1A1'), services: ['Tracing', 'Bills of lading'], shipments_per_month: '1-10' } },
  ];
}

/**
 * The forms queue in the demo (issue 15 points 7 and 8): registrations, credit applications and
 * EFT enrolments of both brands in English and French, in each status with the history that led
 * there (customer 100001's and the DRC customer's EFT enrolments are theirs), and the menus:
 * forms and rates for the customers of each brand, the queue for credit staff and administrators.
 * Menu titles are translated by the shell's French (src/shell/i18n/fr.json).
 */
export async function seedFormsQueueDemo(db: Kysely<DB>): Promise<void> {
  const today = new Date();
  const day = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
  const users = new Map((await db.selectFrom('users').select(['id', 'username', 'company']).where('username', 'in', ['admin', 'credit', 'customer', 'drc']).execute()).map((u) => [u.username, u.id]));
  const staff = users.get('credit') ?? users.get('admin')!;
  for (const d of demos(day)) {
    const at = new Date(today.getTime() - d.daysAgo * 86_400_000);
    const last = d.steps[d.steps.length - 1];
    const { id } = await db
      .insertInto('form_submissions')
      .values({ company: d.company, form: d.form, cmid: d.cmid, language: d.language, status: last?.[0] ?? 'Submitted', ...factsOf(d.form, d.answers), answers: JSON.stringify(d.answers),
        submitted_by: d.by ? (users.get(d.by) ?? null) : null, submitted_at: at.toISOString(), updated_by: last ? staff : null, updated_at: last ? new Date(at.getTime() + d.steps.length * 3_600_000).toISOString() : null,
        decision_note: last && last[0] !== 'In Review' ? last[1] : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const labels: Record<string, string> = { 'In Review': 'Taken into review', Approved: 'Approved', Rejected: 'Rejected' };
    await db.insertInto('form_submission_history').values([
      { submission_id: id, action: 'Submitted', status: 'Submitted', changed_by: d.by ? (users.get(d.by) ?? null) : null, changed_at: at.toISOString() },
      ...d.steps.map(([status, note], i) => ({ submission_id: id, action: labels[status]!, status, note, changed_by: staff, changed_at: new Date(at.getTime() + (i + 1) * 3_600_000).toISOString() })),
    ]).execute();
  }
  await menu(db, 'Forms and rates', CUSTOMER_FORMS, ['Customers', 'Customer administrators', 'Employees', 'Sales']);
  await menu(db, 'DRC forms and rates', DRC_FORMS, ['DRC customers']);
  await menu(db, 'Forms queue', STAFF_FORMS, ['Credit and collections', 'Administrators']);
}
