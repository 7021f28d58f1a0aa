import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);
const poll = (fn: () => Promise<unknown>) => expect.poll(fn, { timeout: 20000 });

describe('custom report requests in Chromium (issue 16 point 5)', () => {
  const { newPage } = useBrowser();

  it('a customer files a request from the Reports menu; staff assign and complete it; the customer sees Completed, and Terminée in French', async () => {
    const description = `Pallets delivered to the Laval warehouse ${Date.now()}`;
    const wanted = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

    const customer = await newPage();
    const page = customer.page;
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.getByRole('button', { name: 'Reports', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Request a custom report', exact: true }).click();
    await page.waitForURL(/\/pages\/CR_RequestReport$/);
    await page.getByLabel('What do you need?').fill(description);
    await page.getByLabel('Data', { exact: true }).selectOption({ label: 'Billing' });
    await page.getByLabel('Columns or fields wanted').fill('Invoice, probill, delivery date, charges');
    await page.getByLabel('Frequency').selectOption({ label: 'Monthly' });
    await page.getByLabel('Output format').selectOption({ label: 'PDF' });
    await page.getByLabel('Delivery email(s)').fill('logistics@acme.example, ap@acme.example');
    await page.getByLabel('Wanted by').fill(wanted);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(/\/pages\/CR_RequestReport\/list$/, { timeout: 20000 });
    const row = (p: Page) => p.locator('tbody tr[data-row]', { hasText: description });
    await poll(() => row(page).count()).toBe(1);
    expect(await row(page).innerText()).toContain('New');

    const mine = (await server.call('customer', 'GET', 'reporting_logs/report_requests?limit=100')).body.results as { id: number; description: string }[];
    const id = mine.find((r) => r.description === description)!.id;

    const staff = await newPage();
    await signIn(staff.page, base, 'admin');
    await staff.page.waitForURL(/\/pages\//);
    await staff.page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Portal usage', exact: true }).click();
    await staff.page.getByRole('menuitem', { name: 'Custom report requests', exact: true }).click();
    await staff.page.waitForURL(/\/pages\/Admin_CustomRptReq$/);
    await staff.page.getByRole('link', { name: String(id), exact: true }).click();
    await staff.page.waitForURL(new RegExp(`/pages/Admin_CustomRptReq/VIEW/${id}$`));
    await poll(() => staff.page.getByText(description, { exact: true }).count()).toBeGreaterThan(0);
    await staff.page.getByRole('link', { name: 'Work on this request' }).click();
    await staff.page.waitForURL(new RegExp(`/pages/Admin_CustomRptReq/EDIT/${id}$`));
    await staff.page.getByLabel('Status').selectOption({ label: 'In progress' });
    await staff.page.getByLabel('Assigned to').fill('employee');
    await staff.page.getByRole('button', { name: 'Save' }).click();
    await staff.page.waitForURL(new RegExp(`/pages/Admin_CustomRptReq/VIEW/${id}$`), { timeout: 20000 });
    await poll(() => staff.page.getByText('employee', { exact: true }).count()).toBeGreaterThan(0);

    await staff.page.getByRole('link', { name: 'Work on this request' }).click();
    await staff.page.waitForURL(new RegExp(`/pages/Admin_CustomRptReq/EDIT/${id}$`));
    await staff.page.getByLabel('Status').selectOption({ label: 'Completed' });
    await staff.page.getByLabel('Staff notes').fill('Saved as a monthly billing report in your Reports menu.');
    await staff.page.getByRole('button', { name: 'Save' }).click();
    await staff.page.waitForURL(new RegExp(`/pages/Admin_CustomRptReq/VIEW/${id}$`), { timeout: 20000 });
    await poll(() => staff.page.getByText('Saved as a monthly billing report in your Reports menu.', { exact: true }).count()).toBeGreaterThan(0);
    expect(staff.errors).toEqual([]);
    expect((await server.call('admin', 'GET', `reporting_logs/report_requests/${id}`)).body).toMatchObject({ status: 'Completed', assigned_to: 'employee' });

    await page.reload();
    await poll(async () => (await row(page).innerText()).includes('Completed')).toBe(true);
    // The FR switch is the user's language on the server: put English back whatever happens.
    await page.getByRole('button', { name: 'FR', exact: true }).click();
    try {
      await poll(async () => (await row(page).innerText()).includes('Terminée')).toBe(true);
      expect(await row(page).innerText()).toContain('Mensuel');
    } finally {
      await page.getByRole('button', { name: 'EN', exact: true }).click();
    }
    expect(customer.errors).toEqual([]);
  });
});
