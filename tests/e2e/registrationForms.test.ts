import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { repoRoot } from '../support/testApp';
import { portalToday } from '../../src/shared/calendar/calendarDates';

const base = inject('baseURL');
const server = serverApi(base);

const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 15000 }).toBeGreaterThan(0);

/**
 * Registration and credit application in Chromium (issue 15 point 7): a signed-out visitor follows the
 * sign-in page's links, fills the public forms with real answers, sends them and reads the confirmation
 * with its reference; the credit staff find each in the forms queue, open it and its PDF.
 */
describe('registration and credit application in Chromium', () => {
  const { newPage } = useBrowser();

  it('a visitor applies for credit; the consent is theirs to give; credit staff find the application in the queue, open it and its PDF', async () => {
    const business = `Scierie Boréale ${Date.now() % 100000}`;
    const { page, errors } = await newPage();
    await page.goto(`${base}/MANITOULIN`);
    await page.getByRole('link', { name: 'Apply for credit' }).click();
    await page.waitForURL(/\/MANITOULIN\/pages\/MT_Credit_App_A$/);
    await page.getByRole('heading', { name: 'Credit application' }).waitFor();
    // The terms of 02-business.md §9 stand under the credit asked for.
    await shows(page, 'Terms are net 30 days; overdue invoices bear interest of 2% per month (24% per year).');
    // The references say what is asked in the screen's words (not the catalogue's description of the field).
    await shows(page, 'Two or three suppliers who extend you credit');
    expect(await page.getByText('two or three trade references').count()).toBe(0);

    const group = (name: string) => page.getByRole('group', { name, exact: true });
    const b = group('Business');
    await b.getByLabel('Legal name').fill(business);
    await b.getByLabel('Operating name').fill('Boréale');
    await b.getByLabel('Type of business').selectOption({ label: 'Corporation' });
    await b.getByLabel('Years in business').fill('12');
    await b.getByLabel('GST/HST business number').fill('123456789RT0001');
    const a = group('Business address');
    await a.getByLabel('Street address').fill('410 chemin du Lac');
    await a.getByLabel('City').fill('Rouyn-Noranda');
    await a.getByLabel('Province/State').fill('QC');
    await a.getByLabel('Postal/Zip code').fill('J9X 5B3');
    await a.getByLabel('Country').selectOption({ label: 'Canada' });
    const c = group('Contact');
    await c.getByLabel('First name').fill('Émilie');
    await c.getByLabel('Last name').fill('Gagnon');
    await c.getByLabel('Title').fill('Controller');
    await c.getByLabel('Email').fill('egagnon@boreale.example');
    await c.getByLabel('Phone').pressSequentially('8195550142');
    const ap = group('Accounts payable contact');
    await ap.getByLabel('Name').fill('Marc Dubé');
    await ap.getByLabel('Email').fill('ap@boreale.example');
    await ap.getByLabel('Phone').pressSequentially('8195550143');
    const cr = group('Credit requested');
    await cr.getByLabel('Credit limit requested').fill('25000.55');
    await cr.getByLabel('Estimated monthly freight').fill('4200.10');
    await cr.getByLabel('Currency').selectOption({ label: 'CAD' });
    await cr.getByLabel('Invoices by').selectOption({ label: 'Email' });
    const bank = group('Banking');
    await bank.getByLabel('Bank name').fill('Caisse Desjardins');
    await bank.getByLabel('Institution number').fill('815');
    await bank.getByLabel('Transit number').fill('20061');
    await bank.getByLabel('Bank account number').fill('0045712');
    const refs = page.getByRole('group', { name: /^references-\d$/ });
    await expect.poll(() => refs.count()).toBe(2);
    for (const [i, [company, contact, phone]] of [['Quincaillerie Abitibi', 'Luc Roy', '8195550150'], ['Bois Nord inc.', 'Julie Caron', '8195550151']].entries()) {
      const ref = refs.nth(i);
      await ref.getByLabel('Company').fill(company!);
      await ref.getByLabel('Contact name').fill(contact!);
      await ref.getByLabel('Phone').pressSequentially(phone!);
    }
    await page.locator('input[type=file]').setInputFiles({ name: 'etats-financiers-2025.pdf', mimeType: 'application/pdf', buffer: readFileSync(join(repoRoot, 'tests/fixtures/files/bill-of-lading.pdf')) });
    const sig = group('Signature');
    await sig.getByLabel('Signed by').fill('Émilie Gagnon');
    await sig.getByLabel("Signer's title").fill('Controller');
    await sig.getByLabel('Date signed').fill(portalToday());
    // The applicant authorizes the checks themselves: the box starts unchecked and the form is refused without it.
    const consent = sig.getByRole('checkbox');
    expect(await consent.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Send my application' }).click();
    await expect.poll(() => sig.getByText(/Field is required|Invalid value/).count(), { timeout: 15000 }).toBeGreaterThan(0);
    await consent.check();
    await page.getByRole('button', { name: 'Send my application' }).click();

    // The screen's confirmation, with the reference the queue knows it by.
    await shows(page, /Thank you\. Your credit application was received under reference \d+/);
    const id = Number((await page.getByText(/under reference \d+/).first().innerText()).match(/reference (\d+)/)![1]);
    expect(id).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    const stored = (await server.call('credit', 'GET', `form/submissions/${id}`)).body;
    expect(stored).toMatchObject({ form: 'credit_application', status: 'Submitted', business_name: business, applicant_email: 'egagnon@boreale.example', amount: 25000.55, files: 1 });
    expect(stored.answers.signature.authorize).toBe(true);
    expect(stored.answers.references).toHaveLength(2);

    // Credit staff: the Forms queue, the new application on it, its detail, then its PDF.
    const staff = await newPage();
    const s = staff.page;
    await signIn(s, base, 'credit');
    await s.waitForURL(/\/pages\//);
    await s.goto(`${base}/MANITOULIN/pages/FORM-QUEUE`);
    const row = s.locator('tbody tr', { hasText: business });
    await expect.poll(() => row.count(), { timeout: 15000 }).toBe(1);
    await row.getByRole('link', { name: String(id), exact: true }).first().click();
    await s.waitForURL(new RegExp(`/pages/FORM-QUEUE/credit_application/${id}$`));
    for (const text of [business, 'Rouyn-Noranda', 'Quincaillerie Abitibi', 'Julie Caron', 'Caisse Desjardins', 'etats-financiers-2025.pdf']) await shows(s, text);
    // Submitted: review, approve and reject are offered, with the PDF.
    for (const action of ['Take into review', 'Approve', 'Reject', 'Form PDF']) await s.getByRole('link', { name: action, exact: true }).waitFor();
    await s.getByRole('link', { name: 'Take into review', exact: true }).click();
    await s.getByRole('button', { name: 'Take into review', exact: true }).click();
    await expect.poll(async () => (await server.call('credit', 'GET', `form/submissions/${id}`)).body.status, { timeout: 15000 }).toBe('In Review');
    await s.goto(`${base}/MANITOULIN/pages/FORM-QUEUE/credit_application/${id}`);
    await s.getByRole('link', { name: 'Approve', exact: true }).waitFor();
    // In review: no second review is offered.
    expect(await s.getByRole('link', { name: 'Take into review', exact: true }).count()).toBe(0);

    const pdfAnswer = s.waitForResponse((r) => r.url().includes(`/api/form/submissions/${id}/pdf`));
    await s.getByRole('link', { name: 'Form PDF', exact: true }).click();
    await s.waitForURL(new RegExp(`/pages/FORM-QUEUE/PDF/${id}$`));
    const pdf = await pdfAnswer;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The viewer draws its pages (pdf.js in the page), not an error.
    await expect.poll(() => s.locator('[data-testid="document-frame"] canvas').getAttribute('data-drawn'), { timeout: 20000 }).toBeTruthy();
    expect(staff.errors).toEqual([]);
  });

  it('a visitor registers for online access and sees the confirmation; it lands in the queue', async () => {
    const business = `Pêcheries Fundy ${Date.now() % 100000}`;
    const { page, errors } = await newPage();
    await page.goto(`${base}/MANITOULIN`);
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.waitForURL(/\/MANITOULIN\/pages\/MT_MANI_Register_A$/);
    await page.getByLabel('Business name').fill(business);
    const c = page.getByRole('group', { name: 'Contact', exact: true });
    await c.getByLabel('First name').fill('Nadia');
    await c.getByLabel('Last name').fill('Cormier');
    await c.getByLabel('Title').fill('Shipping manager');
    await c.getByLabel('Email').fill('ncormier@fundy.example');
    await c.getByLabel('Phone').pressSequentially('5065550148');
    const a = page.getByRole('group', { name: 'Business address', exact: true });
    await a.getByLabel('Street address').fill('77 rue Main');
    await a.getByLabel('City').fill('Moncton');
    await a.getByLabel('Province/State').fill('NB');
    await a.getByLabel('Postal/Zip code').fill('E1C 4M3');
    await a.getByLabel('Country').selectOption({ label: 'Canada' });
    await page.getByRole('checkbox', { name: 'Tracing' }).check();
    await page.getByRole('checkbox', { name: 'Invoices and statements' }).check();
    await page.getByLabel('Shipments per month').selectOption({ label: '11-50' });
    await page.getByLabel('Comments').fill('Two trailers a week to Halifax.');
    await page.getByRole('button', { name: 'Send my registration' }).click();
    await shows(page, /Thank you\. Your registration was received under reference \d+/);
    const id = Number((await page.getByText(/under reference \d+/).first().innerText()).match(/reference (\d+)/)![1]);
    expect(errors).toEqual([]);

    const list = (await server.call('credit', 'GET', `form/submissions?id=${id}`)).body;
    expect(list.results).toEqual([expect.objectContaining({ id, form: 'registration', status: 'Submitted', business_name: business, language: 'en' })]);
    const detail = (await server.call('credit', 'GET', `form/submissions/${id}`)).body;
    expect(detail.answers).toMatchObject({ services: ['Tracing', 'Invoices and statements'], shipments_per_month: '11-50', contact: { phone: '5065550148' } });
  });
});
