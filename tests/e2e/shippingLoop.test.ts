import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser, downloadBytes } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { pdfBarcodes } from '../support/pdfBarcodes';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';
import { holidayOn } from '../../src/shared/calendar/canadianHolidays';

const base = inject('baseURL');
const server = serverApi(base);
const api = async (username: string, path: string) => (await server.call(username, 'GET', path)).body;
const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 15000 }).toBeGreaterThan(0);

/** Bookable days (not holidays), the first from `from` days ahead. */
function bookable(from: number): string {
  for (let i = from; i <= 14; i++) if (!holidayOn(addDays(portalToday(), i))) return addDays(portalToday(), i);
  throw new Error('no bookable day');
}

describe('the shipping loop in Chromium: BOL, labels, pickup', () => {
  const { newPage } = useBrowser();

  it('a BOL is made and finalised, its labels print with a barcode of its number, its pickup is booked, listed, rescheduled and cancelled', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);

    // Booking a pickup, the user first makes its BOL from the pickup form; the shipper starts as the customer's account.
    await page.goto(`${base}/MANITOULIN/pages/MTLPU`);
    await page.getByRole('link', { name: 'Make a bill of lading' }).click();
    await page.waitForURL(/\/pages\/BOL2_edit\?isFromPickup=1$/);
    const shipper = page.getByRole('group', { name: 'Shipper', exact: true });
    const consignee = page.getByRole('group', { name: 'Consignee', exact: true });
    await expect.poll(() => shipper.getByLabel('Name').inputValue(), { timeout: 15000 }).toBe('Northern Lights Hardware Ltd.');
    await page.getByLabel('Ship date').fill(bookable(1));
    await shipper.getByLabel('Address', { exact: true }).fill('12 Elm St');
    await shipper.getByLabel('Postal/Zip code').fill('P3A 1A1');
    await shipper.getByLabel('Phone').fill('7055550000');
    await consignee.getByLabel('Name').fill('Épicerie Montréal');
    await consignee.getByLabel('Address', { exact: true }).fill('400 Rue Saint-Paul');
    await consignee.getByLabel('City').fill('Montreal');
    await consignee.getByLabel('Province/State').fill('QC');
    await consignee.getByLabel('Postal/Zip code').fill('H2Y 1H3');
    await page.getByLabel('Pieces').fill('2');
    await page.getByLabel('Weight (lbs)').fill('640');
    await page.getByLabel('Product description').fill('Hardware, boxed');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/pages\/BOL2_finalized\?bolID=\d+&dateSaved=[^&]+&isFromPickup=1$/);
    const bolId = Number(new URL(page.url()).searchParams.get('bolID'));
    await shows(page, 'Made while booking a pickup: finalise it, then go back to the pickup to book it with this BOL');

    // Finalised: a BOL number, then its PDF, labels and pickup are offered.
    await page.getByRole('button', { name: 'Finalize' }).click();
    await expect.poll(() => page.getByTestId('bol-number').count(), { timeout: 15000 }).toBe(1);
    const { probill } = await api('customer', `bol/bols/${bolId}`);
    expect(probill).toMatch(/^\d{10}$/);
    await shows(page, `BOL number ${probill}`);
    // Come from the pickup form, the BOL leads back to it, filled from the BOL.
    expect(await page.getByRole('link', { name: 'Back to the pickup' }).getAttribute('href')).toBe(`/MANITOULIN/pages/MTLPU?bol_id=${bolId}`);

    await page.getByLabel('Number of labels').fill('3');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print labels' }).click()]);
    expect(file.suggestedFilename()).toBe(`Labels-${probill}.pdf`);
    const labels = (await downloadBytes(file));
    expect((await pdfBarcodes(labels)).flat()).toEqual([probill]);

    await page.getByRole('link', { name: 'View and download the BOL' }).click();
    await page.waitForURL(new RegExp(`/pages/BOL2_doc/${bolId}\\?isFromPickup=1$`));
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('data-drawn'), { timeout: 20000 }).toBeTruthy();
    // The document's back link keeps where the BOL came from: the pickup being booked.
    await page.getByRole('link', { name: 'Back to the bill of lading' }).click();
    await page.waitForURL(new RegExp(`/pages/BOL2_finalized\\?bolID=${bolId}&isFromPickup=1$`));

    // The pickup form opens filled from the BOL.
    await page.getByRole('link', { name: 'Back to the pickup' }).click();
    await page.waitForURL(new RegExp(`/pages/MTLPU\\?bol_id=${bolId}$`));
    const location = page.getByRole('group', { name: 'Pickup location' });
    await expect.poll(() => location.getByLabel('Company').inputValue(), { timeout: 15000 }).toBe('Northern Lights Hardware Ltd.');
    expect(await page.getByRole('group', { name: 'Destination' }).getByLabel('City').inputValue()).toBe('Montreal');
    expect(await page.getByLabel('Pieces').inputValue()).toBe('2');
    const requester = page.getByRole('group', { name: 'Requested by' });
    await requester.getByLabel('Name').fill('Claire Roy');
    await requester.getByLabel('Phone').fill('7055551234');
    await requester.getByLabel('Email').fill('claire@example.com');
    await page.getByLabel('Pickup date').fill(bookable(2));
    await page.getByLabel('Ready time').fill('09:00');
    await page.getByLabel('Closing time').fill('16:00');
    await page.getByRole('button', { name: 'Request pickup' }).click();
    await page.waitForURL(/\/pages\/MTLPU\/view\/PU\d+$/);
    const pickupNumber = page.url().split('/').pop()!;
    // The confirmation shows everything submitted, the requester and the account included.
    for (const text of [pickupNumber, 'Claire Roy', 'claire@example.com', 'Northern Lights Hardware Ltd.', '100001']) await shows(page, text);
    expect((await api('customer', `bol/bols/${bolId}`)).pickup_number).toBe(pickupNumber);

    // Listed, rescheduled, cancelled.
    await page.goto(`${base}/MANITOULIN/pages/ListMyPickups`);
    await shows(page, pickupNumber);
    await page.goto(`${base}/MANITOULIN/pages/RM_Pickup`);
    const row = page.locator('tbody tr', { hasText: pickupNumber });
    await row.getByRole('link', { name: pickupNumber }).first().click();
    await page.waitForURL(new RegExp(`/pages/RM_Pickup/RESCHEDULE/${pickupNumber}$`));
    const moved = bookable(3);
    await expect.poll(() => page.getByLabel('Ready time').inputValue(), { timeout: 15000 }).toBe('09:00');
    await page.getByLabel('Pickup date').fill(moved);
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await page.waitForURL(/\/pages\/ListMyPickups$/);
    expect(await api('customer', `online_pickup/pickups/${pickupNumber}`)).toMatchObject({ status: 'Rescheduled', pickup_date: moved });

    await page.goto(`${base}/MANITOULIN/pages/RM_Pickup`);
    await page.locator('tbody tr', { hasText: pickupNumber }).getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await shows(page, 'Pickup cancelled');
    await expect.poll(async () => (await api('customer', `online_pickup/pickups/${pickupNumber}`)).status, { timeout: 10000 }).toBe('Void');
    expect(errors).toEqual([]);
  });
});
