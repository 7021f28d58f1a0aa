import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from '../support/browser';

const base = inject('baseURL');

describe('assigning a report in Chromium (issue 16 point 3, CR_Assign_Rpt)', () => {
  const { newPage } = useBrowser();

  it('an employee copies the general report to a customer user, who then owns it on their saved reports', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'employee');
    await page.waitForURL(/\/pages\//);
    await page.getByRole('button', { name: 'Report assignment', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Assign reports', exact: true }).click();
    await page.waitForURL(/\/pages\/CR_Assign_Rpt$/);

    // The report list comes from the server: the employee's general report is there.
    const report = page.getByLabel('Report', { exact: true });
    await expect.poll(() => report.locator('option', { hasText: 'Late deliveries' }).count(), { timeout: 15000 }).toBe(1);
    await report.selectOption({ label: 'Late deliveries (General, employee)' });
    await page.getByLabel('Assign to', { exact: true }).selectOption('user');
    await page.getByLabel('Search', { exact: true }).fill('colin');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('button', { name: 'Add customer2', exact: true }).click();
    await expect.poll(() => page.getByText('Users: customer2', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Assign report', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Report assigned: 1 copies made' }).count(), { timeout: 15000 }).toBe(1);
    expect(errors).toEqual([]);

    // customer2 now owns a copy (and still sees the employee's general one); the assign page is not theirs.
    const other = await newPage();
    await signIn(other.page, base, 'customer2');
    await other.page.waitForURL(/\/pages\//);
    await other.page.goto(`${base}/MANITOULIN/pages/CR_SavedReports`);
    const rows = other.page.getByRole('row').filter({ hasText: 'Late deliveries' });
    await expect.poll(() => rows.filter({ hasText: 'customer2' }).count(), { timeout: 15000 }).toBe(1);
    expect(await rows.filter({ hasText: 'employee' }).count()).toBe(1);
    expect(await other.page.getByRole('button', { name: 'Report assignment', exact: true }).count()).toBe(0);
    expect(other.errors).toEqual([]);
  });
});
