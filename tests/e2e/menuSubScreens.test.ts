import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from '../support/browser';

const base = inject('baseURL');

// Sub-screens of TM-START (its subScreens map): /COPY shows TM-COPY, /ALLMENUS shows TM-ALLMENUS.
describe('menu sub-screens in Chromium', () => {
  const { newPage } = useBrowser();

  it('copies a menu at TM-START/COPY and finds the copy at TM-START/ALLMENUS', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\/MTDPUDATE/);
    await page.goto(`${base}/MANITOULIN/pages/TM-START/COPY`);
    await expect.poll(() => page.getByRole('heading', { name: 'Copy a menu' }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    const source = page.getByRole('combobox', { name: 'Menu to copy' });
    await expect.poll(() => source.locator('option', { hasText: 'Tracing' }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    await source.selectOption({ label: 'Tracing' });
    await page.locator('#root_TMVNAM').fill('Tracing (copied)');
    await page.getByRole('button', { name: 'Copy menu' }).click();
    // The form's afterSave is the other sub-screen, still under TM-START's route.
    await page.waitForURL(/\/MANITOULIN\/pages\/TM-START\/ALLMENUS$/);
    await expect.poll(() => page.getByRole('heading', { name: 'All menus' }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('tbody tr', { hasText: 'Tracing (copied)' }).count(), { timeout: 15000 }).toBe(1);

    // A row opens TM-START/APPEND/{id}: one side menu of another top menu appended to the copy.
    // Not on the name, whose cell links to TM-EDITTOP.
    await page.locator('tbody tr', { hasText: 'Tracing (copied)' }).locator('td').nth(2).click();
    await expect.poll(() => page.url(), { timeout: 15000 }).toMatch(/\/MANITOULIN\/pages\/TM-START\/APPEND\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Append side menus' }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    // minItems 1: the form starts with one side menu to choose.
    const side = page.locator('#root_sidemenu_ids_0');
    // Exactly this label: other top menus' Claims side menus ("Disputes and claims / Claims ...") contain the text.
    await expect.poll(() => side.locator('option', { hasText: /^Claims \/ Claims$/ }).count(), { timeout: 15000 }).toBe(1);
    await side.selectOption({ label: 'Claims / Claims' });
    await page.getByRole('button', { name: 'Append side menus' }).click();
    await page.waitForURL(/\/MANITOULIN\/pages\/TM-START\/ALLMENUS$/);
    const copied = page.locator('tbody tr', { hasText: 'Tracing (copied)' });
    await expect.poll(() => copied.locator('td').nth(3).textContent(), { timeout: 15000 }).toBe('2');
    expect(page.url()).not.toContain('403-forbidden');
    expect(errors).toEqual([]);
  });

  it('links TM-START to All menus in its toolbar, routed inside the app', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\/MTDPUDATE/);
    await page.goto(`${base}/MANITOULIN/pages/TM-START`);
    const all = page.getByRole('link', { name: 'All menus' });
    await expect.poll(() => all.count(), { timeout: 15000 }).toBe(1);
    expect(await page.getByRole('link', { name: 'Copy a menu' }).getAttribute('href')).toBe('/MANITOULIN/pages/TM-START/COPY');
    await all.click();
    await page.waitForURL(/\/MANITOULIN\/pages\/TM-START\/ALLMENUS$/);
    await expect.poll(() => page.getByRole('heading', { name: 'All menus' }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("opens the side menus of one top menu at TM-START/EDITSIDE/{id}, and a row opens the side menu's form", async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\/MTDPUDATE/);
    await page.goto(`${base}/MANITOULIN/pages/TM-START`);
    // The Claims top menu: its side menu count, then its id from the row's link to TM-EDITTOP/{id}.
    const row = page.locator('tbody tr').filter({ has: page.locator('td', { hasText: /^Claims$/ }) });
    await expect.poll(() => row.count(), { timeout: 15000 }).toBe(1);
    const count = Number(await row.locator('td').nth(3).textContent());
    expect(count).toBeGreaterThan(0);
    await row.locator('td').first().click();
    await page.waitForURL(/\/pages\/TM-EDITTOP\/\d+$/);
    const id = /TM-EDITTOP\/(\d+)$/.exec(page.url())![1];

    await page.goto(`${base}/MANITOULIN/pages/TM-START/EDITSIDE/${id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Side menus of the menu' }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    const rows = page.locator('tbody tr');
    // Only that menu's side menus: every row's top menu is Claims (TM-SIDE/list shows them all).
    // Polled: the table shows a Loading row until the answer comes.
    await expect.poll(() => rows.locator('td:first-child').allTextContents(), { timeout: 15000 }).toEqual(Array(count).fill('Claims'));
    await rows.first().locator('td').nth(1).click();
    await expect.poll(() => page.url(), { timeout: 15000 }).toMatch(new RegExp(`/MANITOULIN/pages/TM-START/EDITSIDE/${id}/\\d+$`));
    await expect.poll(() => page.getByRole('button', { name: 'Save side menu' }).count(), { timeout: 15000 }).toBe(1);
    expect(page.url()).not.toContain('403-forbidden');
    expect(errors).toEqual([]);
  });

  it('refuses the sub-screens to a customer', async () => {
    const { page } = await newPage();
    await signIn(page, base, 'customer2');
    await page.waitForURL(/\/pages\/MTDPUDATE/);
    await page.goto(`${base}/MANITOULIN/pages/TM-START/COPY`);
    await page.waitForURL(/\/403-forbidden/);
  });
});
