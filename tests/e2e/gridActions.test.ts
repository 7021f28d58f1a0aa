import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const PASSWORD = 'Harbour!Lights2031';

const server = serverApi(base);
const api = (method: string, path: string, body?: unknown) => server.call('admin', method, path, body);

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20000 });
const shows = (page: Page, text: string) => poll(() => page.getByText(text).count()).toBeGreaterThan(0);

describe('grid row actions and fixed filters in Chromium', () => {
  const { newPage } = useBrowser();

  it('the admin locks a user from UA-START: gone from it (locked=false), locked on UA-LISTALL, and refused at sign-in', async () => {
    const uid = `e2erowlock${Date.now() % 100000}`;
    const made = await api('POST', 'users/user', {
      uid,
      company: 'MANITOULIN',
      user_type: 'CUSTOMER',
      first_name: 'Rowan',
      last_name: 'Lock',
      email: `${uid}@example.com`,
      default_account: '100002',
      language: 'en',
      password: PASSWORD,
    });
    expect(made.status).toBe(200);

    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/UA-START`);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(uid);
    const row = page.locator('tbody tr[data-row]', { hasText: uid });
    await poll(() => row.count()).toBe(1);

    // Lock asks first; Confirm locks through the catalogue call and reloads the grid.
    await row.getByRole('button', { name: 'Lock', exact: true }).click();
    await shows(page, 'Do you want to lock this user?');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await shows(page, 'User locked');
    await poll(() => row.count()).toBe(0);
    // The click on the action did not open the row.
    expect(page.url()).toMatch(/\/pages\/UA-START/);
    expect((await api('GET', `users/user/${made.body.id}`)).body.locked).toBe(true);

    // UA-LISTALL has no fixed filter: the user is there, locked.
    await page.goto(`${base}/MANITOULIN/pages/UA-LISTALL`);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(uid);
    const listed = page.locator('tbody tr[data-row]', { hasText: uid });
    await poll(() => listed.count()).toBe(1);
    // Its two yes/no cells are Locked and Company administrator: the new user is no administrator.
    await poll(() => listed.getByText('Yes', { exact: true }).count()).toBe(1);
    expect(await listed.getByText('No', { exact: true }).count()).toBe(1);

    const { page: them } = await newPage();
    await signIn(them, base, uid, { password: PASSWORD });
    await shows(them, 'Your account is locked. Please contact your administrator.');
    expect(them.url()).toMatch(/\/login/);

    expect((await api('DELETE', `users/user/${made.body.id}`)).status).toBe(200);
    expect(errors).toEqual([]);
  });
});
