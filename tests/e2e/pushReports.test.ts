import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser, downloadBytes } from '../support/browser';

const base = inject('baseURL');
const poll = <T>(fn: () => T | Promise<T>, timeout = 20000) => expect.poll(fn, { timeout });
const shows = (page: Page, text: string) => poll(() => page.getByText(text).count()).toBeGreaterThan(0);

describe('push reports in Chromium', () => {
  const { newPage } = useBrowser();

  // The new tab must be signed in as the grid's tab: it was not while the control opened it with 'noopener', which
  // leaves the tab without the grid tab's sessionStorage (its current session), so it landed on the sign-in page.
  it('a customer makes a push report from a grid, runs it now, sees the run and downloads its file', async () => {
    const title = `Pickups report ${Date.now() % 100000}`;
    const { page, context, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);

    // The grid's push report button opens PUSHREPORT_ADD in a new tab with the grid's configuration.
    // The count shows once the grid has asked for it: the control is then ready.
    const control = page.getByRole('button', { name: /^Push reports: \d+$/ });
    await poll(() => control.count(), 60000).toBe(1);
    await control.click();
    const item = page.getByRole('menuitem', { name: 'New push report' });
    await item.waitFor();
    const [tab] = await Promise.all([context.waitForEvent('page', { timeout: 60000 }), item.click()]);
    await tab.waitForURL(/\/pages\/PUSHREPORT_ADD\?cmid=MTDPUDATE&data=/);
    const tabErrors: string[] = [];
    tab.on('pageerror', (e) => tabErrors.push(e.message));
    // The form starts from the decoded configuration: the grid's title, PDF, the user's own address.
    const titleInput = tab.getByLabel('Title');
    await poll(() => titleInput.inputValue()).not.toBe('');
    // The select's values are the options' indexes (rjsf): what the user sees is the chosen option's text.
    await poll(async () => (await tab.getByLabel('Output type').locator('option:checked').textContent()) ?? '').toBe('PDF');
    await titleInput.fill(title);
    await tab.getByLabel('Output type').selectOption({ label: 'CSV' });
    await tab.getByRole('button', { name: 'Save the push report' }).click();
    await shows(tab, `Push report ${title} saved`);

    // The list: Run now queues a run; the title opens its runs.
    await tab.waitForURL(/\/pages\/PUSHREPORT$/);
    const row = tab.locator('tbody tr[data-row]', { hasText: title });
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Run now', exact: true }).click();
    await shows(tab, 'The report was queued');
    await row.getByRole('link', { name: title }).click();
    await tab.waitForURL(/\/pages\/PUSHREPORTR\/\d+$/);

    // PUSHREPORTR/{id} reads GET pushreport/{id}/results: the run, completed by the queue's worker.
    const run = tab.locator('tbody tr[data-row]', { hasText: title });
    // The list is read once: reload until the worker has finished, each time counting only once the reloaded grid
    // shows the run's row again (counted at once after a reload, an empty grid was reloaded again, for ever).
    await poll(
      async () => {
        if (await run.getByText('Completed').count()) return 1;
        await tab.reload();
        await run.waitFor({ timeout: 30000 });
        return run.getByText('Completed').count();
      },
      90000,
    ).toBe(1);
    await run.getByRole('link', { name: `${title}.csv` }).click();

    // PUSHREPORTR/{id}/{run}: a CSV is not drawn in the page; it is offered for download.
    await tab.waitForURL(/\/pages\/PUSHREPORTR\/\d+\/\d+$/);
    await shows(tab, `This file is not shown in the page: ${title}.csv`);
    const [file] = await Promise.all([tab.waitForEvent('download'), tab.getByRole('button', { name: 'Download' }).click()]);
    expect(file.suggestedFilename()).toBe(`${title}.csv`);
    const lines = (await downloadBytes(file)).toString('utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    expect(tabErrors).toEqual([]);
  }, 180_000);
});
