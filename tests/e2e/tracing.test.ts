import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);

const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 20000 }).toBeGreaterThan(0);

/** The customer's delivered shipments, newest delivery first, and another account's shipment. */
async function numbers() {
  const mine = await server.call('customer', 'GET', 'probill/delivery_date?status=Delivered&limit=5');
  const theirs = await server.call('customer2', 'GET', 'probill/delivery_date?limit=1');
  expect(mine.status).toBe(200);
  return { mine: mine.body.results.map((r: any) => r.probill) as string[], theirs: theirs.body.results[0].probill as string };
}

describe('tracing in Chromium', () => {
  const { newPage } = useBrowser();

  it('a customer traces three numbers at once, opens a shipment and its proof of delivery in the viewer', async () => {
    const { mine, theirs } = await numbers();
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDMLTTRC`);
    await page.getByLabel('Numbers').fill(`${mine[0]}\n${mine[1]}, ${theirs}`);
    await page.getByRole('button', { name: 'Trace' }).click();
    const result = page.getByTestId('form-result');
    await shows(page, 'Shipments found');
    // A row per number found, the spec's message for the other account's number.
    await expect.poll(() => result.getByRole('row').count(), { timeout: 15000 }).toBe(3);
    for (const p of [mine[0]!, mine[1]!]) await expect.poll(() => result.getByRole('cell', { name: p, exact: true }).count()).toBeGreaterThan(0);
    await shows(page, `${theirs}: Number not found or customer is not allowed to view the probill`);

    await result.getByRole('row').filter({ hasText: mine[0]! }).getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(new RegExp(`/pages/MTDSPPBILL/${mine[0]}$`));
    await shows(page, 'Trace history');
    await shows(page, 'Picked Up');
    await expect.poll(() => page.getByRole('link', { name: 'File a claim' }).getAttribute('href')).toBe(`/MANITOULIN/pages/CLAIM-ADD?probill=${mine[0]}`);
    await page.getByRole('row').filter({ hasText: 'Proof of delivery' }).getByRole('link', { name: 'View' }).click();
    await page.waitForURL(new RegExp(`/pages/SHOWIMG/${mine[0]}/${mine[0]}-POD/display$`));
    const canvas = page.locator('[data-testid="document-frame"] canvas');
    await expect.poll(() => canvas.getAttribute('data-drawn'), { timeout: 30000 }).toBe('1/0/0');
    // The proof of delivery is a real two-page PDF.
    await shows(page, 'of 2');
    expect(errors).toEqual([]);

    // Another account's shipment by its address: the same answer as one that does not exist.
    await page.goto(`${base}/MANITOULIN/pages/MTDSPPBILL/${theirs}`);
    await shows(page, 'Number not found or customer is not allowed to view the probill');
  });

  it('a signed-out visitor traces one probill and sees its status, dates and cities only', async () => {
    const { mine } = await numbers();
    const detail = await server.call('customer', 'GET', `probill/${mine[0]}`);
    const { page, errors } = await newPage();
    await page.goto(`${base}/MANITOULIN/pages/PROBILL?probill=${mine[0]}`);
    await shows(page, 'Track a shipment');
    await shows(page, 'Trace history');
    await shows(page, detail.body.consignee.city);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Delivered');
    for (const secret of [detail.body.shipper.name, detail.body.consignee.name, detail.body.signed_by]) expect(text).not.toContain(secret);
    // Another number typed in the form.
    await page.getByLabel('Probill number').fill('9999999999');
    await page.getByRole('button', { name: 'Trace' }).click();
    await shows(page, 'Number not found or customer is not allowed to view the probill');
    expect(errors).toEqual([]);
  });
});
