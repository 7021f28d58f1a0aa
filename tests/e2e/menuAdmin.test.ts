import { describe, expect, inject, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn, useBrowser } from '../support/browser';

const base = inject('baseURL');
const screensDir = inject('screensDir');

describe('menu administration in Chromium', () => {
  const { newPage } = useBrowser();

  it("puts a dropped-in screen on the menu of the customer's group from the browser, and the customer opens it", async () => {
    // A new definition, dropped into the running server's screens folder.
    writeFileSync(
      join(screensDir, 'LANE-NEWS.json'),
      JSON.stringify({
        cmid: 'LANE-NEWS',
        kind: 'grid',
        title: 'Lane news',
        dataSource: 'GET probill/pickup_date',
        rowKey: 'probill',
        columns: [{ name: 'probill', field: 'probill', label: 'Probill', type: 'text', searchable: true }],
        translations: { fr: { 'Lane news': 'Nouvelles des voies', Probill: 'Probill' } },
      }),
    );

    const admin = await newPage();
    await signIn(admin.page, base, 'admin');
    await admin.page.waitForURL(/\/pages\/MTDPUDATE/);
    // The command, from the Administration menu (CMID-START opens its list), then its add intent.
    await admin.page.getByRole('button', { name: 'Administration', exact: true }).click();
    await admin.page.getByRole('menuitem', { name: 'Commands', exact: true }).click();
    await admin.page.waitForURL(/\/pages\/CMID-START\/list/);
    await expect.poll(() => admin.page.locator('tbody tr', { hasText: 'ANO-ADD' }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    await admin.page.goto(`${base}/MANITOULIN/pages/CMID-START/ADD`);
    await admin.page.getByLabel('Menu id').fill('LANE-NEWS');
    await admin.page.getByLabel('Title').fill('Lane news');
    await admin.page.getByLabel('Opens').fill('LANE-NEWS');
    await admin.page.getByRole('button', { name: 'Save command' }).click();
    await admin.page.waitForURL(/\/pages\/CMID-START\/edit\/LANE-NEWS/);

    // A new top menu with a side menu, from the Menus screens.
    await admin.page.getByRole('button', { name: 'Administration', exact: true }).click();
    await admin.page.getByRole('menuitem', { name: 'Menus', exact: true }).click();
    await admin.page.waitForURL(/\/pages\/TM-START/);
    await admin.page.getByRole('button', { name: 'Add' }).click();
    await admin.page.waitForURL(/\/pages\/TM-ADD/);
    await admin.page.locator('#root_TMVNAM').fill('Lane tools');
    await admin.page.locator('#root_sequence').fill('9');
    await admin.page.getByRole('button', { name: 'Save menu' }).click();
    await admin.page.waitForURL(/\/pages\/TM-EDITTOP\/\d+/);
    await admin.page.goto(`${base}/MANITOULIN/pages/TM-SIDE/add`);
    await expect.poll(() => admin.page.getByRole('combobox', { name: 'Top menu' }).locator('option', { hasText: 'Lane tools' }).count(), { timeout: 15000 }).toBe(1);
    await admin.page.getByRole('combobox', { name: 'Top menu' }).selectOption({ label: 'Lane tools' });
    await admin.page.locator('#root_name').fill('Lanes');
    await admin.page.getByRole('button', { name: 'Save side menu' }).click();
    await admin.page.waitForURL(/\/pages\/TM-SIDE\/edit\/\d+\/\d+/);

    // The command as an item of that side menu.
    // The Administration menu offers it (navigation by menu is covered by the portal tests).
    await admin.page.getByRole('button', { name: 'Administration', exact: true }).click();
    await expect.poll(() => admin.page.getByRole('menuitem', { name: 'Menu items', exact: true }).count(), { timeout: 15000 }).toBe(1);
    await admin.page.goto(`${base}/MANITOULIN/pages/TM-ITEMS/add`);
    await expect.poll(() => admin.page.getByRole('combobox', { name: 'Side menu' }).locator('option', { hasText: 'Lane tools / Lanes' }).count(), { timeout: 15000 }).toBe(1);
    await admin.page.getByRole('combobox', { name: 'Side menu' }).selectOption({ label: 'Lane tools / Lanes' });
    await admin.page.getByRole('combobox', { name: 'Command' }).selectOption({ label: 'LANE-NEWS (Lane news)' });
    await admin.page.locator('#root_CMTITLE').fill('Lane news');
    await admin.page.getByRole('button', { name: 'Save item' }).click();
    await admin.page.waitForURL(/\/pages\/TM-ITEMS\/list/);
    await admin.page.getByLabel('Search').fill('LANE-NEWS');
    await expect.poll(() => admin.page.locator('tbody tr', { hasText: 'LANE-NEWS' }).count(), { timeout: 15000 }).toBe(1);

    // The top menu given to the customer's group.
    await admin.page.getByRole('button', { name: 'Administration', exact: true }).click();
    await admin.page.getByRole('menuitem', { name: 'Group menus', exact: true }).click();
    await admin.page.waitForURL(/\/pages\/GR-MENUS\/list/);
    await admin.page.getByRole('button', { name: 'Add' }).click();
    await admin.page.waitForURL(/\/pages\/GR-MENUS\/add/);
    await expect.poll(() => admin.page.getByRole('combobox', { name: 'Top menu' }).locator('option', { hasText: 'Lane tools' }).count(), { timeout: 15000 }).toBe(1);
    await admin.page.getByRole('combobox', { name: 'Menu group' }).selectOption({ label: 'Customer administrators' });
    await admin.page.getByRole('combobox', { name: 'Top menu' }).selectOption({ label: 'Lane tools' });
    await admin.page.locator('#root_sequence').fill('9');
    await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.page.waitForURL(/\/pages\/GR-MENUS\/list/);
    expect(admin.errors).toEqual([]);

    // The customer signs in and finds it on the menu.
    const customer = await newPage();
    await signIn(customer.page, base, 'customer');
    await customer.page.waitForURL(/\/pages\/MTDPUDATE/);
    await customer.page.getByRole('button', { name: 'Lane tools' }).click();
    await customer.page.getByRole('menuitem', { name: 'Lane news' }).click();
    await customer.page.waitForURL(/\/MANITOULIN\/pages\/LANE-NEWS/);
    await expect.poll(() => customer.page.getByRole('heading', { name: 'Lane news' }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    await expect.poll(() => customer.page.locator('tbody tr').count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect(customer.page.url()).not.toContain('403-forbidden');
    expect(customer.errors).toEqual([]);
  });

  it('refuses the menu administration screens to a customer', async () => {
    const { page } = await newPage();
    await signIn(page, base, 'customer2');
    await page.waitForURL(/\/pages\/MTDPUDATE/);
    await page.goto(`${base}/MANITOULIN/pages/TM-ITEMS/list`);
    await page.waitForURL(/\/403-forbidden/);
  });
});
