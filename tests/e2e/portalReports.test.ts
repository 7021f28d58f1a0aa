import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);
const poll = (fn: () => Promise<unknown>) => expect.poll(fn, { timeout: 15000 });

describe('portal usage reports in Chromium (issue 16 point 5)', () => {
  const { newPage } = useBrowser();

  it('an administrator opens Emailed reports from the Portal usage menu and sees the bounced report email', async () => {
    const seeded = await server.call('admin', 'GET', 'reporting_logs/email_reports?status=failed');
    const bounced = seeded.body.results[0] as { report_name: string };
    expect(bounced.report_name).toBeTruthy();

    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Portal usage', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Emailed reports', exact: true }).click();
    await page.waitForURL(/\/pages\/ADMIN_EmailRpt$/);
    const row = page.locator('tbody tr[data-row]', { hasText: 'Recipient address rejected' });
    await poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(bounced.report_name);
    expect(await row.innerText()).toContain('Failed');
    expect(errors).toEqual([]);
  });

  it('a salesperson opens Online customers from the Portal usage menu and sees their own accounts only', async () => {
    const mine = (await server.call('sales', 'GET', 'reporting_logs/online_customers?limit=100')).body.results as { customer_account: string; sales_code: string }[];
    const all = (await server.call('admin', 'GET', 'reporting_logs/online_customers?limit=100')).body.results as { customer_account: string; sales_code: string | null }[];
    const others = all.filter((r) => r.sales_code !== 'S104');
    expect(mine.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);

    const { page, errors } = await newPage();
    await signIn(page, base, 'sales');
    await page.waitForURL(/\/pages\//);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Portal usage', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Online customers', exact: true }).click();
    await page.waitForURL(/\/pages\/REPORT_OC$/);
    await poll(() => page.locator('tbody tr[data-row]').count()).toBe(mine.length);
    const text = await page.locator('tbody').innerText();
    for (const r of mine) expect(text).toContain(r.customer_account);
    for (const r of others) expect(text).not.toContain(r.customer_account);
    expect(errors).toEqual([]);
  });
});
