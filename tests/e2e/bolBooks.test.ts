import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser, downloadBytes } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { pdfBarcodes } from '../support/pdfBarcodes';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';

const base = inject('baseURL');
const server = serverApi(base);
const api = async (username: string, method: string, path: string, body?: unknown) => (await server.call(username, method, path, body)).body;
const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 15000 }).toBeGreaterThan(0);

/** A BOL's party as a label's address. */
const place = (p: { name: string; address: string; city: string; province: string; postal_code: string; country: string }) => ({ name: p.name, address: p.address, city: p.city, province: p.province, postal_code: p.postal_code, country: p.country });

/** The option of a pick select whose label starts with the text. */
async function pick(page: Page, select: ReturnType<Page['getByLabel']>, startsWith: string) {
  await expect.poll(() => select.locator('option').allTextContents(), { timeout: 15000 }).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${startsWith}`))]));
  const label = (await select.locator('option').allTextContents()).find((o) => o.startsWith(startsWith))!;
  await select.selectOption({ label });
}

describe('the BOL books in Chromium: template, address book, product descriptions, labels printed from the saved list', () => {
  const { newPage } = useBrowser();

  it('a customer fills a BOL from a template and the address book, finalises it, keeps it as a template, and prints its label from Labels_ListEdit', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);

    await page.goto(`${base}/MANITOULIN/pages/BOL2_edit`);
    const shipper = page.getByRole('group', { name: 'Shipper', exact: true });
    const consignee = page.getByRole('group', { name: 'Consignee', exact: true });
    await expect.poll(() => shipper.getByLabel('Name').inputValue(), { timeout: 15000 }).toBe('Northern Lights Hardware Ltd.');

    // The account's template fills the whole form: parties and items.
    await pick(page, page.getByLabel('Fill from a template'), 'Weekly to Montreal');
    await expect.poll(() => consignee.getByLabel('Name').inputValue()).toBe('Quincaillerie Côté');
    expect(await shipper.getByLabel('Postal/Zip code').inputValue()).toBe('P3A 1A1');
    expect(await page.getByLabel('Product description', { exact: true }).inputValue()).toBe('Hardware, boxed');

    // Another consignee from the address book, a product from the saved ones.
    await pick(page, consignee.getByLabel('From the address book'), 'Fromagerie Belle-Rive');
    await expect.poll(() => consignee.getByLabel('City').inputValue()).toBe('Gatineau');
    expect(await consignee.getByLabel('Postal/Zip code').inputValue()).toBe('J8X 2K1');
    await pick(page, page.getByLabel('From the saved products'), 'Paint, latex, in pails');
    await expect.poll(() => page.getByLabel('Product description', { exact: true }).inputValue()).toBe('Paint, latex, in pails');
    expect(await page.getByLabel('NMFC').inputValue()).toBe('149980-2');

    await page.getByLabel('Ship date').fill(addDays(portalToday(), 1));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/pages\/BOL2_finalized\?bolID=\d+/);
    const bolId = Number(new URL(page.url()).searchParams.get('bolID'));
    await page.getByRole('button', { name: 'Finalize' }).click();
    await expect.poll(() => page.getByTestId('bol-number').count(), { timeout: 15000 }).toBe(1);
    const bol = await api('customer', 'GET', `bol/bols/${bolId}`);
    expect(bol).toMatchObject({ status: 'finalized', consignee: { name: 'Fromagerie Belle-Rive', city: 'Gatineau' }, items: [{ description: 'Paint, latex, in pails', class: '55', nmfc: '149980-2', pieces: 2, weight: 400 }] });

    // Kept as a template for the next one.
    await page.getByLabel('Template name').fill('Gatineau paint');
    await page.getByRole('button', { name: 'Save as template' }).click();
    await shows(page, 'Template Gatineau paint saved');
    const templates = await api('customer', 'GET', 'bol/templates');
    expect(templates.find((x: { name: string }) => x.name === 'Gatineau paint')).toMatchObject({ access: 'personal', data: { consignee: { name: 'Fromagerie Belle-Rive' } } });

    // A saved label of this shipment, selected in Labels_ListEdit and printed.
    const label = await api('customer', 'POST', 'label/labels', { name: `BOL ${bol.probill}`, probill: bol.probill, shipper: place(bol.shipper), consignee: place(bol.consignee), pieces: 2, weight: 400, format: 'AVERY5164' });
    expect(label.id).toBeGreaterThan(0);
    await page.goto(`${base}/MANITOULIN/pages/Labels_ListEdit/list`);
    const row = page.locator('tbody tr', { hasText: `BOL ${bol.probill}` });
    await row.getByRole('checkbox').check();
    await page.getByRole('link', { name: 'Print labels' }).click();
    await page.waitForURL(new RegExp(`/pages/Labels_ListEdit/PRINT/${label.id}$`));
    await shows(page, `Labels to print: BOL ${bol.probill}`);
    await expect.poll(() => page.getByLabel('Label format').inputValue(), { timeout: 15000 }).toBe('AVERY5164');

    await page.getByLabel('Number of labels').fill('1000');
    await page.getByRole('button', { name: 'Print labels' }).click();
    await shows(page, 'Invalid number of labels');

    await page.getByLabel('Number of labels').fill('3');
    await page.getByRole('button', { name: 'Print labels' }).click();
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('data-drawn'), { timeout: 20000 }).toBeTruthy();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(file.suggestedFilename()).toBe(`Labels-BOL ${bol.probill}.pdf`);
    expect((await pdfBarcodes((await downloadBytes(file)))).flat()).toEqual([bol.probill]);

    // The address book and the product descriptions are kept on their own screens.
    await page.goto(`${base}/MANITOULIN/pages/BOL2_addresses/list`);
    await shows(page, 'Fromagerie Belle-Rive');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/\/pages\/BOL2_addresses\/add$/);
    // The list is replaced by the add form: its inputs, not the grid's filters of the same names.
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Boulangerie Saint-Roch');
    await page.getByLabel('Address', { exact: true }).fill('300 Rue Saint-Joseph E');
    await page.getByLabel('City', { exact: true }).fill('Québec');
    await page.getByLabel('Province/State', { exact: true }).fill('QC');
    await page.getByLabel('Postal/Zip code', { exact: true }).fill('G1K 3B2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/pages\/BOL2_addresses\/list$/);
    await shows(page, 'BOULANGEG1K');
    await page.goto(`${base}/MANITOULIN/pages/ProductDesc_List/list`);
    await shows(page, 'Paint, flammable');
    await shows(page, 'UN1263');
    expect(errors).toEqual([]);
  });

  it('the author renames, re-shares and deletes a template from the templates screen reached from BOL2_index', async () => {
    const { page, errors } = await newPage();
    const made = await api('customer', 'POST', 'bol/templates', { name: 'Sudbury run', access: 'personal', data: { consignee: { name: 'Algoma Steel Supply', address: '105 West St', city: 'Sault Ste. Marie', province: 'ON', postal_code: 'P6A 5P2', country: 'CA' } } });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/BOL2_index`);
    await page.getByRole('link', { name: 'Templates', exact: true }).click();
    await page.waitForURL(/\/pages\/BOL2_index\/TEMPLATES$/);

    const row = page.getByTestId(`template-${made.id}`);
    await expect.poll(() => row.getByLabel('Template name').inputValue(), { timeout: 15000 }).toBe('Sudbury run');
    await row.getByLabel('Template name').fill('Sault Ste. Marie, Fridays');
    await row.getByLabel('Shared with').selectOption('company');
    await row.getByRole('button', { name: 'Save' }).click();
    await shows(page, 'Template Sault Ste. Marie, Fridays saved');
    const kept = (await api('customer', 'GET', 'bol/templates')).find((x: { id: number }) => x.id === made.id);
    expect(kept).toMatchObject({ name: 'Sault Ste. Marie, Fridays', access: 'company', data: { consignee: { name: 'Algoma Steel Supply' } } });

    await page.getByTestId(`template-${made.id}`).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await shows(page, 'Template Sault Ste. Marie, Fridays deleted');
    await expect.poll(() => page.getByTestId(`template-${made.id}`).count()).toBe(0);
    expect((await api('customer', 'GET', 'bol/templates')).map((x: { id: number }) => x.id)).not.toContain(made.id);
    expect(errors).toEqual([]);
  });
});
