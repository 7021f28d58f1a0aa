import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const PASSWORD = 'Nova!Freight2031';

const server = serverApi(base);
const adminCall = (method: string, path: string, body?: unknown) => server.call('admin', method, path, body);

/** The company-code calls the page sends, to see that built-in brands never ask the server. */
function companyCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/globals/company/')) seen.push(r.url());
  });
  return seen;
}

describe('a company created by an administrator, in Chromium', () => {
  const browser = useBrowser();
  /** Also records the company-code calls of the page, from its first request. */
  async function newPage() {
    const opened = await browser.newPage();
    return { ...opened, calls: companyCalls(opened.page) };
  }

  it('has a working login page under its own name; its users sign in against it', async () => {
    const made = await adminCall('POST', 'companies', { code: 'NEWCO', name: 'Nova Freight Lines', city: 'Sudbury', province: 'ON', phone: '7055550100', skin: 'standard' });
    expect(made.status).toBe(200);
    // Administrators add users to their own company only, so the company's first user registers through the public access page call.
    const registered = await fetch(`${base}/api/users/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service: 'online_quoting', has_account: false, username: 'novauser', company: 'NEWCO', password: PASSWORD, confirm_password: PASSWORD,
        first_name: 'Nora', last_name: 'Nova', email: 'nora@nova.example', phone: '7055550101', business_name: 'Nova Goods',
        city: 'Sudbury', province: 'ON', postal: 'P3A 1A1', country: 'CA', recaptcha_token: 'e2e',
      }),
    });
    expect(registered.status, JSON.stringify(await registered.json())).toBe(200);

    const { page, errors, calls } = await newPage();
    await page.goto(`${base}/NEWCO/login`);
    await expect.poll(() => page.getByRole('img', { name: 'Nova Freight Lines' }).count(), { timeout: 15000 }).toBe(1);
    await expect.poll(() => page.getByText('Customer Service: 7055550100').count()).toBe(1);
    expect(calls).toEqual([`${base}/api/globals/company/NEWCO`]);

    // A wrong password is refused by the server for this company.
    await page.getByLabel('Username').fill('novauser');
    await page.getByLabel('Password').fill('Wrong!Password1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Logging in failed').count(), { timeout: 15000 }).toBeGreaterThan(0);

    // The right one is accepted for NEWCO: the new (not yet activated) user goes on to the activation of their service.
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/online-quoting-activation\?company=NEWCO&username=novauser$/);
    expect(errors).toEqual([]);
  });

  it('keeps the built-in brands free of the server check and refuses unknown codes', async () => {
    const { page, calls } = await newPage();
    await page.goto(`${base}/DRC/login`);
    await expect.poll(() => page.getByRole('img', { name: 'DRC Transport' }).count(), { timeout: 15000 }).toBe(1);
    expect(calls).toEqual([]);

    await page.goto(`${base}/NOSUCHCO/login`);
    await expect.poll(() => page.getByText('Page not found').count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect(await page.getByLabel('Password').count()).toBe(0);
    expect(calls).toEqual([`${base}/api/globals/company/NOSUCHCO`]);
  });
});
