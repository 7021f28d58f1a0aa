import { describe, expect, inject, it } from 'vitest';
import { downloadBytes, signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);
const poll = <T>(fn: () => T | Promise<T>, timeout = 20000) => expect.poll(fn, { timeout });

/** The e2e server's threshold (tests/e2e/globalSetup.ts): exports of more rows run in the background. */
const THRESHOLD = 200;

describe('exports too long for a request, in Chromium', () => {
  const { newPage } = useBrowser();

  it('a grid export over the threshold shows the notice; the file appears in My exports and downloads', async () => {
    const { status, body } = await server.call('admin', 'GET', 'probill/pickup_date?limit=1&count=exact');
    expect(status).toBe(200);
    const total = body.count as number;
    // The admin's shipments are more than the threshold: the grid's own export is queued, not streamed.
    expect(total).toBeGreaterThan(THRESHOLD);

    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);
    await poll(() => page.getByText(`${total} rows`, { exact: true }).count(), 60000).toBe(1);
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const confirm = page.getByRole('alertdialog');
    await poll(() => confirm.getByText(`Do you want to export ${total} rows to CSV?`).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    // No failed download: the notice, with its link to My exports.
    await poll(() => page.getByText('Your export is being prepared. You will find it in My exports.').count()).toBe(1);
    expect(await page.getByText('Shipments by pickup date (CSV) Download: Error').count()).toBe(0);
    // The notice's own button (the main menu has a "My exports" menu too).
    await page.getByRole('region', { name: /^Notifications/ }).getByRole('button', { name: 'My exports' }).click();
    await page.waitForURL(/\/pages\/EXPORT_FILES$/);

    // The queue's worker writes it: reload until the newest export is ready.
    const row = page.locator('tbody tr[data-row]').first();
    await poll(
      async () => {
        await row.waitFor({ timeout: 30000 });
        if (await row.getByText('Ready').count()) return 1;
        await page.reload();
        await row.waitFor({ timeout: 30000 });
        return row.getByText('Ready').count();
      },
      90000,
    ).toBe(1);
    await row.getByRole('link', { name: 'Shipments by pickup date.csv' }).click();
    await page.waitForURL(/\/pages\/EXPORT_FILES\/FILE\/\d+$/);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(file.suggestedFilename()).toBe('Shipments by pickup date.csv');
    const lines = (await downloadBytes(file)).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Probill');
    expect(lines).toHaveLength(total + 1);
    expect(errors).toEqual([]);
  }, 240_000);
});
