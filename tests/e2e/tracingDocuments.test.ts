import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);

const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 20000 }).toBeGreaterThan(0);

/** Searches a grid by its search box and opens the row holding `text` (its rowLink). */
async function openRow(page: Page, search: string, text: string) {
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(search);
  const row = page.locator('tbody tr[data-row]').filter({ hasText: text });
  await expect.poll(() => row.count(), { timeout: 20000 }).toBeGreaterThan(0);
  await row.first().click();
}

describe('proof of delivery search and shipment images in Chromium', () => {
  const { newPage } = useBrowser();

  it('a customer searches proofs of delivery and opens one in the PDF viewer', async () => {
    const pods = await server.call('customer', 'GET', 'probill/pod_search?limit=3');
    expect(pods.status).toBe(200);
    const pod = pods.body.results[0] as { probill: string; image_id: string };
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/PODSearch`);
    await shows(page, 'Proof of delivery search');
    await openRow(page, pod.probill, pod.probill);
    await page.waitForURL(new RegExp(`/pages/SHOWIMG/${pod.probill}/${pod.image_id}/display$`));
    const canvas = page.locator('[data-testid="document-frame"] canvas');
    await expect.poll(() => canvas.getAttribute('data-drawn'), { timeout: 30000 }).toBe('1/0/0');
    // The proof of delivery is a real two-page PDF.
    await shows(page, 'of 2');
    expect(errors).toEqual([]);
  });

  it('a customer lists a shipment’s images by type and views every page of its dimensioner scan (TIFF)', async () => {
    const scans = await server.call('customer', 'GET', 'probill/image_search?type__in=DIMENSIONER&limit=1');
    const scan = scans.body.results[0] as { probill: string; id: string };
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/IMGSELECT`);
    await shows(page, 'Shipment images');
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(scan.probill);
    // Every image of the shipment, its type shown by its label.
    for (const label of ['Bill of lading', 'Dimensioner image']) {
      await expect.poll(() => page.locator('tbody tr[data-row]').filter({ hasText: label }).count(), { timeout: 20000 }).toBeGreaterThan(0);
    }
    await openRow(page, scan.probill, 'Dimensioner image');
    await page.waitForURL(new RegExp(`/pages/SHOWIMG/${scan.probill}/${scan.id}/display$`));
    const canvas = page.locator('[data-testid="document-frame"] canvas');
    await expect.poll(() => canvas.getAttribute('data-drawn'), { timeout: 30000 }).toBe('1/0/0');
    // Both pages of the TIFF, converted to PDF on the server.
    await shows(page, 'of 2');
    expect(errors).toEqual([]);
  });

  it('a customer subscribes to a shipment’s status notices from its detail', async () => {
    const shipment = (await server.call('customer', 'GET', 'probill/pickup_date?status=In%20Transit&limit=1')).body.results[0] as { probill: string };
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDSPPBILL/${shipment.probill}`);
    await shows(page, 'Trace history');
    const button = page.getByRole('button', { name: 'Subscribe to notifications' });
    await button.click();
    await shows(page, "You will be notified of this shipment's status changes");
    const subs = await server.call('customer', 'GET', `shipment_notification?probill__iexact=${shipment.probill}`);
    expect(subs.body.results).toEqual([expect.objectContaining({ probill: shipment.probill, email: 'customer@example.com', active: true })]);
    expect(errors).toEqual([]);
  });

  it('an employee records a shipment’s status event from its detail; a customer is not offered it', async () => {
    const shipment = (await server.call('customer', 'GET', 'probill/pickup_date?status=In%20Transit&limit=1')).body.results[0] as { probill: string };
    const { page, errors } = await newPage();
    await signIn(page, base, 'employee');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDSPPBILL/${shipment.probill}`);
    await shows(page, 'Trace history');
    await page.getByRole('link', { name: 'Record an event' }).click();
    await page.waitForURL(new RegExp(`/pages/PBILL-EVENT/add/${shipment.probill}$`));
    await page.getByLabel('Status').selectOption('Out for delivery');
    await page.getByLabel('Comment').fill('Loaded on the morning route');
    await page.getByRole('button', { name: 'Record the event' }).click();
    // Back on the shipment, the event at the end of its history and its status the shipment's.
    await page.waitForURL(new RegExp(`/pages/MTDSPPBILL/${shipment.probill}$`));
    await shows(page, 'Loaded on the morning route');
    const detail = await server.call('customer', 'GET', `probill/${shipment.probill}`);
    expect(detail.body.status).toBe('Out for delivery');
    expect(errors).toEqual([]);

    // The customer sees the shipment's actions without this one.
    const customer = await newPage();
    await signIn(customer.page, base, 'customer');
    await customer.page.waitForURL(/\/pages\//);
    await customer.page.goto(`${base}/MANITOULIN/pages/MTDSPPBILL/${shipment.probill}`);
    await shows(customer.page, 'Subscribe to notifications');
    // What decides the button: the server says the customer does not hold the screen, and the employee does.
    expect((await server.call('customer', 'GET', 'globals/access/cmid?cmid=PBILL-EVENT')).body.access).toBe(false);
    expect((await server.call('employee', 'GET', 'globals/access/cmid?cmid=PBILL-EVENT')).body.access).toBe(true);
    expect(await customer.page.getByRole('link', { name: 'Record an event' }).count()).toBe(0);
  });
});
