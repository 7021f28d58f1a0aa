import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/testApp';

const base = inject('baseURL');
const server = serverApi(base);

async function api(username: string, path: string) {
  const res = await fetch(`${base}/api/${path}`, { headers: { authorization: `Token ${await server.token(username)}` } });
  expect(res.status).toBe(200);
  return res.json();
}

/** The dispute's state actions the staff's view offers, in order. */
const STATE_ACTIONS = ['Work on it', 'Send for review', 'Send to sales', 'Resolve'];
const offered = async (page: Page) => {
  const labels = await page.getByRole('link').allTextContents();
  return STATE_ACTIONS.filter((a) => labels.includes(a));
};

const shown = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 15000 }).toBeGreaterThan(0);

describe('disputes in Chromium (issue 15 point 3)', () => {
  const { newPage } = useBrowser();

  it('the customer disputes an invoice, credit staff work on it and resolve it with a credit, the customer sees the outcome', async () => {
    // An open invoice of the customer that nobody disputed yet.
    const invoices = (await api('customer', 'billing/invoices?limit=200&sort=-invoice_date')).results as Record<string, any>[];
    const invoice = invoices.find((i) => !i.disputed && Number(i.balance) >= 20)!;
    expect(invoice).toBeTruthy();
    const probill = invoice.probill as string;

    // The customer: the invoice's charges, "Dispute this invoice", the form, then the dispute itself.
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/PBILLBYNUM_CHG/${probill}`);
    // Actions follow the record's state (a detail action's condition): no dispute yet, nothing to see.
    await page.getByRole('link', { name: 'Dispute this invoice' }).waitFor();
    expect(await page.getByRole('link', { name: 'See the dispute' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Dispute this invoice' }).click();
    await page.waitForURL(new RegExp(`/pages/PBILLBYNUM_CHG/DISPUTE/${probill}$`));
    await page.getByLabel('Reason').selectOption({ label: 'Accessorial' });
    await page.getByLabel('Amount disputed').fill('12.50');
    await page.getByLabel('Why is this invoice wrong?').fill('No tailgate was used at delivery.');
    await page.getByRole('button', { name: 'Submit the dispute' }).click();
    await page.waitForURL(new RegExp(`/pages/PBILLBYNUM_CHG/DISPUTED/${probill}$`), { timeout: 15000 });
    await shown(page, 'Submitted');
    await shown(page, 'No tailgate was used at delivery.');
    // A file for the dispute, kept in the file store.
    await page.getByLabel('Choose file').setInputFiles({ name: 'delivery-receipt.pdf', mimeType: 'application/pdf', buffer: readFileSync(join(repoRoot, 'tests/fixtures/files/bill-of-lading.pdf')) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'delivery-receipt.pdf' }).count(), { timeout: 15000 }).toBe(1);

    // Credit staff: the Disputes menu, the newest dispute first, work on it, then resolve it with a credit.
    const staff = await newPage();
    await signIn(staff.page, base, 'credit');
    await staff.page.waitForURL(/\/pages\//);
    await staff.page.getByRole('button', { name: 'Disputes and claims' }).click();
    await staff.page.getByRole('menuitem', { name: 'Disputed probills', exact: true }).click();
    await staff.page.waitForURL(/\/pages\/AR-DISPUTED-PROS$/);
    await staff.page.getByRole('link', { name: probill }).first().click();
    await staff.page.waitForURL(new RegExp(`/pages/AR-DISPUTED-PROS/VIEW/${probill}$`));
    await shown(staff.page, 'Submitted');
    await expect.poll(() => staff.page.getByRole('listitem').filter({ hasText: 'delivery-receipt.pdf' }).count(), { timeout: 15000 }).toBe(1);
    // Submitted: only "Work on it" of the state actions (README "Disputes": nothing is decided before it is worked on).
    await expect.poll(() => offered(staff.page)).toEqual(['Work on it']);
    await staff.page.getByRole('link', { name: 'Work on it' }).click();
    await staff.page.getByLabel('Note').fill('Checking the delivery receipt.');
    await staff.page.getByRole('button', { name: 'Take in progress' }).click();
    await staff.page.waitForURL(new RegExp(`/pages/AR-DISPUTED-PROS/VIEW/${probill}$`), { timeout: 15000 });
    await shown(staff.page, 'In Progress');
    await expect.poll(() => offered(staff.page)).toEqual(['Send for review', 'Send to sales', 'Resolve']);
    await staff.page.getByRole('link', { name: 'Resolve' }).click();
    await staff.page.getByLabel('Resolution').selectOption({ label: 'Credit issued' });
    await staff.page.getByLabel('Credit amount').fill('12.50');
    await staff.page.getByLabel('Note').fill('Tailgate charge removed.');
    await staff.page.getByRole('button', { name: 'Resolve' }).click();
    await staff.page.waitForURL(new RegExp(`/pages/AR-DISPUTED-PROS/VIEW/${probill}$`), { timeout: 15000 });
    await shown(staff.page, 'Resolved');
    // Resolved is final: no state action is offered any more.
    await expect.poll(() => offered(staff.page)).toEqual([]);
    expect(staff.errors).toEqual([]);

    // The customer sees the outcome on the invoice: resolved, credit issued, the balance 12.50 lower.
    await page.goto(`${base}/MANITOULIN/pages/PBILLBYNUM_CHG/${probill}`);
    await shown(page, 'Resolved');
    await shown(page, 'Credit issued');
    expect(await page.getByRole('link', { name: 'Dispute this invoice' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'See the dispute' }).count()).toBe(1);
    const charges = await api('customer', `billing/probills/${probill}/charges`);
    expect(Math.round(charges.balance * 100)).toBe(Math.round(Number(invoice.balance) * 100) - 1250);
    await page.goto(`${base}/MANITOULIN/pages/PBILLBYNUM_CHG/DISPUTED/${probill}`);
    await shown(page, 'Tailgate charge removed.');
    expect(errors).toEqual([]);
  });
});
