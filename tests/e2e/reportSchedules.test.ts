import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';

const base = inject('baseURL');
const poll = <T>(fn: () => T | Promise<T>, timeout = 20000) => expect.poll(fn, { timeout });

/** The text of a row's cell under the column headed `label`. */
async function cellOf(page: Page, rowText: string, label: string): Promise<string> {
  const headers = (await page.locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(label));
  if (index < 0) throw new Error(`no column ${label} in ${headers.join(' | ')}`);
  return (await page.locator('tbody tr[data-row]', { hasText: rowText }).first().locator('td').nth(index).innerText()).trim();
}

describe('scheduled reports in Chromium', () => {
  const { newPage } = useBrowser();

  it('a customer opens Scheduled reports from the Reports menu, edits a schedule and sees its next run change', async () => {
    const report = 'Delivered shipments by lane';
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.getByRole('button', { name: 'Reports', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Scheduled reports', exact: true }).click();
    await page.waitForURL(/\/pages\/CR_SchedReports$/);

    // The demo schedule: weekly on Monday at 7:00 Eastern, active.
    const row = page.locator('tbody tr[data-row]', { hasText: report });
    await poll(() => row.count(), 60000).toBe(1);
    await poll(() => cellOf(page, report, 'Status')).toBe('Active');
    const before = await cellOf(page, report, 'Next run');
    expect(before).not.toBe('');

    await row.locator('a[href*="CR_Edit_Schedule/"]').click();
    await page.waitForURL(/\/pages\/CR_Edit_Schedule\/\d+$/);
    const day = page.getByLabel('Day of week (weekly)');
    const hour = page.getByLabel('Hour (0-23, Eastern)');
    await poll(() => day.inputValue()).not.toBe('');
    // Another day and hour than the current ones (a retry finds the first attempt's).
    const weekday = (await day.locator('option:checked').innerText()).trim() === 'Wednesday' ? 'Thursday' : 'Wednesday';
    const newHour = (await hour.inputValue()) === '9' ? '10' : '9';
    await day.selectOption({ label: weekday });
    await hour.fill(newHour);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => page.getByText(`Schedule of ${report} saved`).count()).toBeGreaterThan(0);

    // Back on the list: the next run moved to the new day and hour (shown in the browser's time zone).
    await page.waitForURL(/\/pages\/CR_SchedReports$/);
    await poll(() => row.count(), 30000).toBe(1);
    await poll(() => cellOf(page, report, 'Hour')).toBe(newHour);
    await poll(() => cellOf(page, report, 'Next run')).not.toBe(before);
    const after = await cellOf(page, report, 'Next run');
    const shownWeekday = await page.evaluate((text) => new Date(text.replace(' ', 'T')).toLocaleDateString('en-US', { weekday: 'long' }), after);
    expect(shownWeekday).toBe(weekday);
    expect(errors).toEqual([]);
  }, 180_000);
});
