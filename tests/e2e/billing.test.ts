import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);

const drawn = (page: Page) => expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('data-drawn'), { timeout: 30000 }).toBeTruthy();

async function api(path: string) {
  const res = await fetch(`${base}/api/${path}`, { headers: { authorization: `Token ${await server.token('customer')}` } });
  expect(res.status).toBe(200);
  return res.json();
}

describe('customer billing in Chromium (issue 15 point 2)', () => {
  const { newPage } = useBrowser();

  it('opens a statement from the Billing menu, its invoices, an invoice’s charges and its PDF, and the statement’s PDF', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);

    // The newest statement, as the server has it.
    const [statement] = (await api('billing/statements?limit=1&sort=-statement_date')).results;
    const invoices = (await api(`billing/statements/${statement.statement_number}/invoices?limit=100&sort=invoice_date`)).results;
    expect(invoices.length).toBe(statement.invoices);
    // Its invoices add up to it, to the cent (issue 15, done when).
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    expect(invoices.reduce((sum: number, i: { balance: unknown }) => sum + cents(i.balance), 0)).toBe(cents(statement.balance));

    await page.getByRole('button', { name: 'Billing' }).click();
    await page.getByRole('menuitem', { name: 'Statements', exact: true }).click();
    await page.waitForURL(/\/pages\/mtdstatement$/);
    const row = page.locator('tbody tr').filter({ has: page.locator('td', { hasText: statement.statement_number }) }).first();
    await row.waitFor({ timeout: 15000 });

    // A statement opens its invoices: as many rows as it has, the first one's probill shown.
    await row.locator('td').first().click();
    await page.waitForURL(new RegExp(`/pages/mtdinvoice_byStmnt/${statement.statement_number}$`));
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15000 }).toBe(Math.min(invoices.length, 20));
    const first = invoices[0];
    const invoiceRow = page.locator('tbody tr').filter({ has: page.locator('td', { hasText: first.probill }) }).first();

    // Its probill opens the charges (lines and totals), and the charges the invoice's PDF in the viewer.
    await invoiceRow.getByRole('link', { name: first.probill }).first().click();
    await page.waitForURL(new RegExp(`/pages/PBILLBYNUM_CHG/${first.probill}$`));
    await expect.poll(() => page.getByText('Freight', { exact: true }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Invoice PDF' }).click();
    await page.waitForURL(new RegExp(`/pages/INVOICE-DOC/${first.probill}$`));
    await drawn(page);

    // And the statement's own PDF.
    await page.goto(`${base}/MANITOULIN/pages/STATEMENT-DOC/${statement.statement_number}`);
    await drawn(page);
    expect(errors).toEqual([]);
  });
});
