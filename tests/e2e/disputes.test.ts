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
  it('from open items through every state: in progress, review, send to sales, resolve; each state offers only its actions; the server refuses the rest with 409', async () => {
    // Another open, undisputed invoice of the customer (the first test took the newest).
    // The first page of the grid as it opens (its default sort), so the probill is on screen.
    const items = (await api('customer', 'statements_portal/open_items?limit=20&sort=-days_past_due')).results as Record<string, any>[];
    const item = items.find((i) => !i.disputed && !i.dispute_status && Number(i.balance) >= 40)!;
    expect(item).toBeTruthy();
    const probill = String(item.probill);

    // The customer starts from open items: the probill opens its charges, where the invoice is disputed.
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/AR-OPEN-ITEMS`);
    await page.getByRole('link', { name: probill, exact: true }).first().click();
    await page.waitForURL(new RegExp(`/pages/PBILLBYNUM_CHG/${probill}$`));
    await page.getByRole('link', { name: 'Dispute this invoice' }).click();
    await page.waitForURL(new RegExp(`/pages/PBILLBYNUM_CHG/DISPUTE/${probill}$`));
    await page.getByLabel('Reason').selectOption({ label: 'Rate' });
    await page.getByLabel('Amount disputed').fill('31.17');
    await page.getByLabel('Why is this invoice wrong?').fill('The quoted rate was lower.');
    await page.getByRole('button', { name: 'Submit the dispute' }).click();
    await page.waitForURL(new RegExp(`/pages/PBILLBYNUM_CHG/DISPUTED/${probill}$`), { timeout: 15000 });
    await shown(page, 'Submitted');
    expect(errors).toEqual([]);

    const staff = await newPage();
    const s = staff.page;
    await signIn(s, base, 'credit');
    await s.waitForURL(/\/pages\//);
    /** Opens the dispute from a staff list and waits for its status. */
    const open = async (list: 'AR-DISPUTED-PROS' | 'AR-DISPUTED-INPRG', status: string) => {
      await s.goto(`${base}/MANITOULIN/pages/${list}`);
      await s.getByRole('link', { name: probill, exact: true }).first().click();
      await s.waitForURL(new RegExp(`/pages/${list}/VIEW/${probill}$`));
      await shown(s, status);
    };
    const act = async (action: string, fill: () => Promise<void>, button: string) => {
      await s.getByRole('link', { name: action, exact: true }).click();
      await fill();
      await s.getByRole('button', { name: button, exact: true }).click();
      await s.waitForURL(new RegExp(`/pages/AR-DISPUTED-PROS/VIEW/${probill}$`), { timeout: 15000 });
    };
    const refused = async (path: string, body: object, code: string) => {
      const res = await server.call('credit', 'POST', `statements_portal/disputes/${probill}/${path}`, body);
      expect(res.status, path).toBe(409);
      expect((res.body as { code: string }).code, path).toBe(code);
    };

    // Submitted: only work on it; review, sales and resolve are refused by the server too.
    await open('AR-DISPUTED-PROS', 'Submitted');
    await expect.poll(() => offered(s)).toEqual(['Work on it']);
    await refused('review', { comment: 'x' }, 'DISPUTE_STATE');
    await refused('resolve', { resolution: 'No adjustment', comment: 'x' }, 'DISPUTE_STATE');
    await act('Work on it', () => s.getByLabel('Note').fill('Pulling the rate confirmation.'), 'Take in progress');

    // In Progress: it is on the in-progress list, which opens it with review, sales and resolve.
    await open('AR-DISPUTED-INPRG', 'In Progress');
    await expect.poll(() => offered(s)).toEqual(['Send for review', 'Send to sales', 'Resolve']);
    await refused('inprogress', {}, 'DISPUTE_STATE');
    await act('Send for review', () => s.getByLabel('Note').fill('Rate looks right, please check.'), 'Send for review');
    await shown(s, 'Review');
    await expect.poll(() => offered(s)).toEqual(['Work on it', 'Send to sales', 'Resolve']);
    await refused('review', { comment: 'again' }, 'DISPUTE_STATE');

    // Review: to sales, with the account's sales code.
    await act('Send to sales', async () => {
      await s.getByLabel('Sales code').fill('S104');
      await s.getByLabel('Note').fill('Sales promised a lower rate?');
    }, 'Send to sales');
    await shown(s, 'Sent to sales');
    await expect.poll(() => offered(s)).toEqual(['Work on it', 'Resolve']);
    await refused('send_to_sales', { comment: 'again', sales_code: 'S104' }, 'DISPUTE_STATE');
    await refused('review', { comment: 'x' }, 'DISPUTE_STATE');
    // It left the in-progress list.
    await s.goto(`${base}/MANITOULIN/pages/AR-DISPUTED-INPRG`);
    await expect.poll(() => s.locator('tbody tr').count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect(await s.getByRole('link', { name: probill, exact: true }).count()).toBe(0);

    // Sent to sales: resolve; then nothing more, and every action is refused as resolved.
    await open('AR-DISPUTED-PROS', 'Sent to sales');
    await act('Resolve', async () => {
      await s.getByLabel('Resolution').selectOption({ label: 'No adjustment' });
      await s.getByLabel('Note').fill('The invoiced rate is the quoted one.');
    }, 'Resolve');
    await shown(s, 'Resolved');
    await expect.poll(() => offered(s)).toEqual([]);
    for (const [path, body] of [['inprogress', {}], ['review', { comment: 'x' }], ['send_to_sales', { comment: 'x', sales_code: 'S104' }], ['resolve', { resolution: 'No adjustment', comment: 'x' }]] as const) {
      await refused(path, body, 'DISPUTE_RESOLVED');
    }
    // The history holds each move once, in order.
    const dispute = await api('credit', `statements_portal/disputes/${probill}`);
    expect(dispute.history.map((h: { status: string }) => h.status)).toEqual(['Submitted', 'In Progress', 'Review', 'Sent to sales', 'Resolved']);
    expect(staff.errors).toEqual([]);

    // The customer sees the outcome on their dispute page.
    await page.goto(`${base}/MANITOULIN/pages/PBILLBYNUM_CHG/DISPUTED/${probill}`);
    await shown(page, 'Resolved');
    await shown(page, 'The invoiced rate is the quoted one.');
    expect(errors).toEqual([]);
  });
});
