import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const PASSWORD = 'Harbour!Lights2031';

const server = serverApi(base);
const api = (method: string, path: string, body?: unknown) => server.call('admin', method, path, body);

const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 15000 }).toBeGreaterThan(0);

describe('the user administration screens in Chromium', () => {
  const { newPage } = useBrowser();

  it('UA-START opens a user whom the admin locks: they cannot sign in; then the admin deletes them', async () => {
    const uid = `e2elock${Date.now() % 100000}`;
    const made = await api('POST', 'users/user', { uid, company: 'MANITOULIN', user_type: 'CUSTOMER', first_name: 'Lena', last_name: 'Lock', email: `${uid}@example.com`, default_account: '100002', language: 'en', password: PASSWORD });
    expect(made.status).toBe(200);

    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/UA-START`);
    const row = page.locator('tbody tr', { hasText: uid });
    await expect.poll(() => row.count(), { timeout: 15000 }).toBe(1);
    // The user ID cell (the email cell is a mail link).
    await row.getByText(uid, { exact: true }).click();
    await page.waitForURL(new RegExp(`/pages/UA-ADD/${made.body.id}$`));
    await expect.poll(() => page.getByLabel('User ID').inputValue(), { timeout: 15000 }).toBe(uid);
    await page.getByLabel('Locked (cannot sign in)').check();
    await page.getByRole('button', { name: 'Save user' }).click();
    await shows(page, `User ${uid} saved`);
    expect((await api('GET', `users/user/${made.body.id}`)).body.locked).toBe(true);

    const them = await newPage();
    await signIn(them.page, base, uid, { password: PASSWORD });
    await shows(them.page, 'Your account is locked. Please contact your administrator.');
    expect(them.page.url()).toMatch(/\/login/);

    // The form's Delete asks first, removes the user and goes back to the users.
    await page.getByRole('button', { name: 'Delete' }).click();
    await shows(page, 'Do you want to delete this record?');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/pages\/UA-START$/);
    expect((await api('GET', `users/user/${made.body.id}`)).status).toBe(404);
    expect(errors).toEqual([]);
  });

  it('UA-DEFAULT adds a preset the server keeps, listed on its list; UAT-START shows the built-in types', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    const name = `E2E preset ${Date.now() % 100000}`;
    await page.goto(`${base}/MANITOULIN/pages/UA-DEFAULT/add`);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await expect.poll(() => page.getByLabel('User type').locator('option', { hasText: 'CUSTOMER' }).count(), { timeout: 15000 }).toBe(1);
    await page.getByLabel('User type').selectOption({ label: 'CUSTOMER' });
    await page.getByLabel('Default menu group').selectOption({ label: 'Customers' });
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'French' });
    await page.getByRole('button', { name: 'Save preset' }).click();
    await shows(page, `Preset ${name} saved`);
    await page.waitForURL(/\/pages\/UA-DEFAULT\/edit\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const kept = await api('GET', `users/userpreset/${id}`);
    expect(kept.body).toMatchObject({ name, user_type: 'CUSTOMER', language: 'fr', company: 'MANITOULIN' });

    await page.goto(`${base}/MANITOULIN/pages/UA-DEFAULT/list`);
    await expect.poll(() => page.locator('tbody tr', { hasText: name }).count(), { timeout: 15000 }).toBe(1);

    await page.goto(`${base}/MANITOULIN/pages/UAT-START`);
    await expect.poll(() => page.locator('tbody tr', { hasText: 'Anonymous visitor' }).count(), { timeout: 15000 }).toBe(1);
    expect(errors).toEqual([]);
  });

  it("UA-ANALYTIC, from the Administration menu, shows the sign-in log: a wrong password, then the admin's own sign-in on top", async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'employee', { password: 'Wrong!Password2026' });
    await shows(page, 'Invalid username or password entered');
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Administration', exact: true }).click();
    // Offered on the menu; opened by its address (a long drop-down can lose a click on a loaded machine).
    await expect.poll(() => page.getByRole('menuitem', { name: 'Sign-in log' }).count(), { timeout: 15000 }).toBe(1);
    await page.goto(`${base}/MANITOULIN/pages/UA-ANALYTIC`);
    const newest = page.locator('tbody tr').first();
    await expect.poll(() => newest.innerText(), { timeout: 15000 }).toMatch(/\badmin\b[\s\S]*Signed in/);
    const refused = page.locator('tbody tr', { hasText: 'Wrong user ID or password' }).filter({ hasText: 'employee' });
    await expect.poll(() => refused.count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
