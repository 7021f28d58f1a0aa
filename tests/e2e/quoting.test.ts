import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';

const base = inject('baseURL');
const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 20000 }).toBeGreaterThan(0);

describe('online quoting (custom flow MTONLINEQUOTE) in Chromium', () => {
  const { newPage } = useBrowser();

  it('lets the quote-only user get a quote, see its PDF, and find it in the history', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'quoteonly');
    // The quote-only user lands on the quote itself.
    await page.waitForURL(/\/MANITOULIN\/pages\/MTONLINEQUOTE$/);
    await shows(page, /0 of 5 quotes used in the last 24 hours/);
    await page.locator('input[name="origin_postal"]').fill('M4C 1A1');
    await page.locator('input[name="destination_postal"]').fill('H2X 1Y4');
    await page.locator('input[name="weight_0"]').fill('800');
    await page.getByTestId('item-0').locator('select').first().selectOption('85');
    await page.getByLabel('Tailgate').check();
    await page.getByRole('button', { name: 'Get a quote' }).click();

    const result = page.getByTestId('quote-result');
    await expect.poll(() => result.count(), { timeout: 20000 }).toBe(1);
    const heading = await result.getByRole('heading').innerText();
    const number = /Quote (Q\d{7})/.exec(heading)?.[1];
    expect(number, heading).toBeTruthy();
    expect(await result.innerText()).toMatch(/Freight charge[\s\S]*Fuel surcharge[\s\S]*Tailgate[\s\S]*Total/);
    expect(await page.getByTestId('quote-total').innerText()).toMatch(/CAD/);
    await shows(page, /1 of 5 quotes used/);
    await expect.poll(() => page.getByTestId('quote-history').getByText(number!).count()).toBe(1);

    // Its PDF in the viewer, drawn by pdf.js from the server's document.
    await result.getByRole('link', { name: 'View PDF' }).click();
    await page.waitForURL(new RegExp(`/MANITOULIN/pages/OLQ_doc/${number}$`));
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('data-drawn'), { timeout: 30000 }).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('shows the accessorial rule as boxes are ticked and the server’s refusals at their fields, then makes the quote a bill of lading', async () => {
    const { page } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\/MTDPUDATE$/);
    await page.goto(`${base}/MANITOULIN/pages/MTONLINEQUOTE`);
    await page.locator('input[name="origin_postal"]').fill('M4C 1A1');
    await page.getByLabel('City').first().fill('Ottawa');
    await page.locator('input[name="destination_postal"]').fill('H2X 1Y4');
    await page.locator('input[name="weight_0"]').fill('800');
    await page.getByTestId('item-0').locator('select').first().selectOption('85');
    await page.getByLabel('Flat deck').check();
    await page.getByLabel('Reefer').check();
    await shows(page, 'Flat Deck cannot be combined with Reefer or with Tailgate');
    await page.getByLabel('Reefer').uncheck();
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await shows(page, 'That combination of city, province and postal code does not match our records');

    // Corrected, the quote comes; one click makes it a bill of lading, the form filled from the quote.
    await page.getByLabel('City').first().fill('Toronto');
    await page.getByRole('button', { name: 'Get a quote' }).click();
    const result = page.getByTestId('quote-result');
    await expect.poll(() => result.count(), { timeout: 20000 }).toBe(1);
    const number = /Quote (Q\d{7})/.exec(await result.getByRole('heading').innerText())![1]!;
    await result.getByRole('link', { name: 'Make a bill of lading' }).click();
    await page.waitForURL(new RegExp(`/MANITOULIN/pages/BOL2_edit\\?quote_number=${number}&isFromOLP=1$`));
    const shipper = page.getByRole('group', { name: 'Shipper', exact: true });
    const consignee = page.getByRole('group', { name: 'Consignee', exact: true });
    await expect.poll(() => consignee.getByLabel('Postal/Zip code').inputValue(), { timeout: 15000 }).toBe('H2X 1Y4');
    expect(await page.getByLabel('Weight (lbs)').inputValue()).toBe('800');
    expect(await shipper.getByLabel('Name').inputValue()).toBe('Northern Lights Hardware Ltd.');
    expect(await page.getByLabel('Quote number').inputValue()).toBe(number);

    // Saved, the BOL names the quote it was made from (BOL2_finalized with isFromOLP).
    await page.getByLabel('Ship date').fill(addDays(portalToday(), 3));
    await shipper.getByLabel('Address', { exact: true }).fill('12 Elm St');
    await shipper.getByLabel('Phone').fill('7055550000');
    await consignee.getByLabel('Name').fill('Épicerie Montréal');
    await consignee.getByLabel('Address', { exact: true }).fill('400 Rue Saint-Paul');
    await page.getByLabel('Product description').fill('Hardware, boxed');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/pages\/BOL2_finalized\?bolID=\d+&dateSaved=[^&]+&isFromOLP=1$/);
    const bolId = Number(new URL(page.url()).searchParams.get('bolID'));
    await expect.poll(() => page.getByTestId('bol-from').innerText(), { timeout: 15000 }).toBe(`Made from online quote ${number}`);
    expect((await (await serverApi(base).call('customer', 'GET', `bol/bols/${bolId}`)).body).quote_number).toBe(number);
  });
});
