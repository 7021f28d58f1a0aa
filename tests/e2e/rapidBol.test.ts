import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser, downloadBytes } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';

const base = inject('baseURL');
const server = serverApi(base);
const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 15000 }).toBeGreaterThan(0);

describe('rapid bill of lading in Chromium: a prospect allowed BOLs', () => {
  const { newPage } = useBrowser();

  it('signs in, makes a BOL from its menu as its own business, finalises it and downloads its PDF; staff see it under its name', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    // The BOL list's toolbar links to screens off the prospect's menus: the server is asked, and those refused are not offered.
    const flaggedAsked = page.waitForResponse((r) => r.url().includes('/api/globals/access/cmid') && r.url().includes('cmid=Flagged_BOL_List'));
    await signIn(page, base, 'northbaybuild');
    // The prospect's group lands on its bills of lading (its only group: the BOL menu is the one shown).
    await page.waitForURL(/\/pages\/BOL2_index/);
    expect((await (await flaggedAsked).json()).access).toBe(false);
    await expect
      .poll(async () => [await page.getByRole('link', { name: 'Templates', exact: true }).count(), await page.getByRole('link', { name: 'Flagged', exact: true }).count()], { timeout: 15000 })
      .toEqual([1, 0]);
    // The prospect's own top menu, as every menu: its button opens the side menu's items.
    await page.getByRole('button', { name: 'Rapid bill of lading', exact: true }).click();
    await page.getByRole('menuitem', { name: 'New bill of lading', exact: true }).click();
    await page.waitForURL(/\/pages\/BOL2_edit/);
    const shipper = page.getByRole('group', { name: 'Shipper', exact: true });
    const consignee = page.getByRole('group', { name: 'Consignee', exact: true });
    // The shipper starts as the business the prospect registered (its skeleton account), not a customer account.
    await expect.poll(() => shipper.getByLabel('Name').inputValue(), { timeout: 15000 }).toBe('North Bay Building Centre');
    await page.getByLabel('Ship date').fill(addDays(portalToday(), 1));
    await shipper.getByLabel('Address', { exact: true }).fill('150 Main St W');
    await shipper.getByLabel('Phone').fill('7055550178');
    await consignee.getByLabel('Name').fill('Chantier Laurentides');
    await consignee.getByLabel('Address', { exact: true }).fill('35 Rue Principale');
    await consignee.getByLabel('City').fill('Saint-Sauveur');
    await consignee.getByLabel('Province/State').fill('QC');
    await consignee.getByLabel('Postal/Zip code').fill('J0R 1R0');
    await page.getByLabel('Pieces').fill('3');
    await page.getByLabel('Weight (lbs)').fill('900');
    await page.getByLabel('Product description').fill('Drywall sheets');
    // Whether the user holds the pickup form: the prospect does not, so the server is asked (and says no).
    const pickupAsked = page.waitForResponse((r) => r.url().includes('/api/globals/access/cmid') && r.url().includes('cmid=MTLPU'));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/pages\/BOL2_finalized\?bolID=\d+/);
    const bolId = Number(new URL(page.url()).searchParams.get('bolID'));

    await page.getByRole('button', { name: 'Finalize' }).click();
    await expect.poll(() => page.getByTestId('bol-number').count(), { timeout: 15000 }).toBe(1);
    const { probill, customer_account } = (await server.call('northbaybuild', 'GET', `bol/bols/${bolId}`)).body;
    expect([probill, customer_account]).toEqual([expect.stringMatching(/^\d{10}$/), null]);
    await shows(page, `BOL number ${probill}`);
    // Labels are offered; a pickup is not (the server refuses a prospect's pickup: bolScopes.test.ts).
    await shows(page, 'View and download the BOL');
    expect((await (await pickupAsked).json()).access).toBe(false);
    expect(await page.getByRole('link', { name: 'Schedule a pickup' }).count()).toBe(0);

    await page.getByRole('link', { name: 'View and download the BOL' }).click();
    await page.waitForURL(new RegExp(`/pages/BOL2_doc/${bolId}`));
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('data-drawn'), { timeout: 20000 }).toBeTruthy();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    const pdf = (await downloadBytes(file));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/FontFile2/);

    // Another account never sees it; staff see it in the finalised report, named after the prospect.
    expect((await server.call('customer', 'GET', `bol/bols/${bolId}`)).status).toBe(404);
    const report = (await server.call('employee', 'GET', 'bol/reports/finalized?limit=500')).body.results as { bol_id: number; account_name: string }[];
    expect(report.find((r) => r.bol_id === bolId)?.account_name).toBe('North Bay Building Centre');
    expect(errors).toEqual([]);
  });

  it('a prospect not allowed BOLs is told so by the server, on the page it lands on, and still quotes', async () => {
    const message = 'Your account is not yet allowed to make bills of lading. Please contact us to have them turned on.';
    const res = await server.call('rockiesoutdoor', 'GET', 'bol/company_info');
    expect([res.status, res.body.detail]).toEqual([403, message]);
    const { page } = await newPage();
    await signIn(page, base, 'rockiesoutdoor');
    await page.waitForURL(/\/pages\/BOL2_index/);
    await shows(page, message);
    await page.getByRole('button', { name: 'Quoting', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Get a quote', exact: true }).click();
    await page.waitForURL(/\/pages\/MTONLINEQUOTE/);
  });
});
