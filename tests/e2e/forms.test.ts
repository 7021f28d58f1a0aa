import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser, downloadBytes } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';
import { holidayOn } from '../../src/shared/calendar/canadianHolidays';

const base = inject('baseURL');

const server = serverApi(base);
const api = async (username: string, path: string) => (await server.call(username, 'GET', path)).body;

const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 15000 }).toBeGreaterThan(0);
const value = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();
/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

function bookableDay(): string {
  for (let i = 2; i <= 14; i++) if (!holidayOn(addDays(portalToday(), i))) return addDays(portalToday(), i);
  throw new Error('no bookable day');
}

describe('the reference form screens in Chromium', () => {
  const { newPage } = useBrowser();

  it('ANO-ADD: rich text, dates in order; saved, reloaded, listed and deleted', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/ANO-ADD`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await shows(page, 'Field is required');

    await page.getByLabel('Title', { exact: true }).fill('Holiday hours');
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Terminals close at noon');
    await page.keyboard.press('Control+A');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.getByLabel('Starting date').fill('2030-06-10');
    await page.getByLabel('Ending date').fill('2030-06-01');
    await page.getByLabel('Priority').selectOption({ label: 'Warning' });
    await page.getByLabel('User types (none for all)').fill('CUSTOMER, EMPLOYEE');
    await page.getByRole('button', { name: 'Publish' }).click();
    await shows(page, 'Ending Date must be later than Starting Date');
    expect(page.url()).toMatch(/\/pages\/ANO-ADD$/);

    await page.getByLabel('Ending date').fill('2030-06-30');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/pages\/ANO-ADD\/\d+$/);
    const id = page.url().split('/').pop();
    await page.reload();
    await expect.poll(() => value(page, 'Title')).toBe('Holiday hours');
    await expect.poll(() => page.getByRole('textbox', { name: 'Content' }).innerHTML()).toBe('<b>Terminals close at noon</b>');
    expect(await value(page, 'Ending date')).toBe('2030-06-30');
    expect(await value(page, 'User types (none for all)')).toBe('CUSTOMER, EMPLOYEE');
    expect(await page.getByLabel('Priority').inputValue()).not.toBe('');

    await page.getByRole('button', { name: 'Preview' }).click();
    expect(await page.getByTestId('rich-text-preview').innerHTML()).toBe('<b>Terminals close at noon</b>');

    await page.goto(`${base}/MANITOULIN/pages/ANO-ADD/list`);
    await page.locator('tbody tr', { hasText: 'Holiday hours' }).click();
    await page.waitForURL(new RegExp(`/pages/ANO-ADD/${id}$`));
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/pages\/ANO-ADD\/list$/);
    const left = await api('admin', `announcements/announcement?id=${id}`);
    expect(left.count).toBe(0);
    expect(errors).toEqual([]);
  });

  it('UA-ADD: the server refuses what the form cannot know; saved, reloaded and edited', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/UA-ADD`);
    await page.getByRole('button', { name: 'Save user' }).click();
    await shows(page, 'Field is required');

    await page.getByLabel('User ID').fill('Customer');
    await page.getByLabel('First name').fill('Gail');
    await page.getByLabel('Last name').fill('Brown');
    await page.getByLabel('Email').fill('gail.brown@example.com');
    await page.getByLabel('Desk phone').fill('4165550101');
    await page.getByLabel('User type').selectOption({ label: 'CUSTOMER' });
    await page.getByLabel('Menu group').selectOption({ label: 'Customers' });
    await page.getByRole('button', { name: 'Save user' }).click();
    // A customer user needs an account: the form says so before sending.
    await shows(page, 'Field is required');
    await page.getByLabel('Customer account').fill('100002');
    await page.getByRole('button', { name: 'Save user' }).click();
    // Only the server knows the user ID is taken.
    await shows(page, 'User already exists');
    expect(page.url()).toMatch(/\/pages\/UA-ADD$/);

    const uid = `gbrown${Date.now() % 100000}`;
    await page.getByLabel('User ID').fill(uid);
    await page.getByRole('button', { name: 'Save user' }).click();
    await page.waitForURL(/\/pages\/UA-ADD\/\d+$/);
    await page.reload();
    await expect.poll(() => value(page, 'User ID')).toBe(uid);
    expect(await value(page, 'Customer account')).toBe('100002');
    await expect.poll(async () => (await page.getByLabel('Menu group').locator('option:checked').textContent()) ?? '').toBe('Customers');

    await page.getByLabel('Last name').fill('Browne');
    await page.getByLabel('Locked (cannot sign in)').check();
    await page.getByRole('button', { name: 'Save user' }).click();
    await shows(page, `User ${uid} saved`);
    await page.reload();
    await expect.poll(() => value(page, 'Last name')).toBe('Browne');
    expect(await page.getByLabel('Locked (cannot sign in)').isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('MTLPU: every pickup rule in the browser; booked, then shown again after a reload', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTLPU`);
    const requester = page.getByRole('group', { name: 'Requested by' });
    const location = page.getByRole('group', { name: 'Pickup location' });
    const destination = page.getByRole('group', { name: 'Destination' });

    await page.getByLabel('Pickup date').fill(addDays(portalToday(), -1));
    await page.getByLabel('Ready time').fill('15:30');
    await page.getByLabel('Closing time').fill('16:00');
    await requester.getByLabel('Name').fill('Claire Roy');
    await requester.getByLabel('Phone').fill('7055551234');
    await requester.getByLabel('Email').fill('claire@example.com');
    await location.getByLabel('Company').fill('Northern Lights Hardware');
    await location.getByLabel('Address').fill('12 Elm St');
    await location.getByLabel('City').fill('Sudbury');
    await location.getByLabel('Province/State').fill('ONT');
    await location.getByLabel('Postal/Zip code').fill('P3A1A1');
    await location.getByLabel('Contact').fill('Dock office');
    await location.getByLabel('Phone').fill('7055550000');
    await destination.getByLabel('City').fill('Montreal');
    await destination.getByLabel('Province/State').fill('QC');
    await destination.getByLabel('Postal/Zip code').fill('H2X 1Y4');
    await page.getByLabel('Pieces').fill('3');
    await page.getByLabel('Weight (lbs)').fill('850');
    await page.getByLabel('Flat deck').check();
    await page.getByLabel('Reefer').check();
    await page.getByLabel('Special pickup instructions').fill('Ring the bell at door four please');
    await page.getByRole('button', { name: 'Request pickup' }).click();
    for (const message of ['Date cannot be in the past', 'Times must be at least an hour apart', 'Invalid format', 'Flat Deck cannot be combined with Reefer or with Tailgate', 'Maximum 27 characters']) {
      await shows(page, message);
    }
    expect(page.url()).toMatch(/\/pages\/MTLPU$/);

    const day = bookableDay();
    await page.getByLabel('Pickup date').fill(day);
    await page.getByLabel('Closing time').fill('17:00');
    await location.getByLabel('Province/State').fill('ON');
    await page.getByLabel('Reefer').uncheck();
    await page.getByLabel('Special pickup instructions').fill('Ring at door 4');
    await page.getByRole('button', { name: 'Request pickup' }).click();
    await page.waitForURL(/\/pages\/MTLPU\/view\/PU\d+$/);
    const pickupNumber = page.url().split('/').pop()!;
    await page.reload();
    await shows(page, pickupNumber);
    for (const text of [day, '15:30', '17:00', 'Northern Lights Hardware', 'P3A1A1', 'Ring at door 4', 'FLAT_DECK']) await shows(page, text);
    const stored = await api('customer', `online_pickup/pickups/${pickupNumber}`);
    expect(stored).toMatchObject({ customer_account: '100001', closing_time: '17:00', accessorials: ['FLAT_DECK'] });
    expect(errors).toEqual([]);
  });

  it('CLAIM-VIEW: attachments of an open claim: over the limit refused, uploaded scaled down, listed, downloaded, removed', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    const claims = await api('customer', 'claims?limit=50');
    const open = claims.results.find((c: { status: string }) => c.status === 'In Progress');
    const closed = claims.results.find((c: { status: string }) => c.status === 'Closed');

    await page.goto(`${base}/MANITOULIN/pages/CLAIM-LIST`);
    // The claim number's cell: the row's middle is the claimant's mailto link since the grid fits its width.
    await page.locator('tbody tr', { hasText: open.claim_number }).getByText(open.claim_number, { exact: true }).click();
    await page.waitForURL(new RegExp(`/pages/CLAIM-VIEW/${open.claim_number}$`));
    await shows(page, 'Reviewed by claims');
    await shows(page, 'No attachments');

    const chooser = page.getByLabel('Choose file');
    await chooser.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(25 * 1024 * 1024 + 1) });
    await shows(page, 'File size is over limit');
    expect(await page.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);

    // A 3000x1500 photo, drawn by the browser itself.
    const png = Buffer.from(
      await page.evaluate(() => {
        const c = document.createElement('canvas');
        c.width = 3000;
        c.height = 1500;
        const g = c.getContext('2d')!;
        g.fillStyle = '#c33';
        g.fillRect(0, 0, 3000, 1500);
        return c.toDataURL('image/png').split(',')[1]!;
      }),
      'base64',
    );
    await chooser.setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload' }).click();
    await shows(page, 'Uploaded successfully');
    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: 'damage.png' });
    await expect.poll(() => row.count(), { timeout: 15000 }).toBe(1);
    const thumb = row.locator('img');
    expect(await thumb.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, img.getBoundingClientRect().width])).toEqual([30, 30, 30]);
    expect(await row.innerText()).toMatch(/customer · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'damage.png', exact: true }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('damage.png');
    expect(pngSize((await downloadBytes(file)))).toEqual({ width: 2000, height: 1000 });

    await row.getByRole('button', { name: 'Remove damage.png' }).click();
    await shows(page, 'Do you want to remove the attachment?');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await shows(page, 'No attachments');
    await page.reload();
    await shows(page, 'No attachments');

    await page.goto(`${base}/MANITOULIN/pages/CLAIM-VIEW/${closed.claim_number}`);
    await shows(page, 'Claim attachments only allowed when status is Open, In Progress, or Requires Customer Information');
    expect(await page.getByLabel('Choose file').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('EMAILMESSAGE: Cc behind its button, To and subject required, then sent', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/EMAILMESSAGE`);
    expect(await page.getByLabel('Cc', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await shows(page, 'Field is required');
    await page.getByLabel('To', { exact: true }).fill('ops@example.com  desk@example.com,');
    await page.getByRole('button', { name: 'Cc', exact: true }).click();
    await page.getByLabel('Cc', { exact: true }).fill('lead@example.com');
    await page.getByLabel('Subject').fill('Dock schedule');
    await page.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Door 4 is closed today.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await shows(page, 'Your email is on its way');
    expect(errors).toEqual([]);
  });
});
