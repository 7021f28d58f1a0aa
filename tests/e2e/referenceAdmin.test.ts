import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');

const server = serverApi(base);
const api = async (method: string, path: string, body?: unknown) => (await server.call('admin', method, path, body)).body;

const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 15000 }).toBeGreaterThan(0);
const value = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

describe('the reference data administration screens in Chromium', () => {
  const { newPage } = useBrowser();

  it('CU-ADD adds a customer the server accepts, and CU-START lists it', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    const account = String(500000 + (Date.now() % 99999));
    await page.goto(`${base}/MANITOULIN/pages/CU-ADD`);
    await page.getByLabel('Customer account').fill('100002');
    await page.getByLabel('Name', { exact: true }).fill('Aurora Supplies');
    await page.getByLabel('City').fill('Timmins');
    await page.getByLabel('Province').fill('ON');
    await page.getByRole('button', { name: 'Save customer' }).click();
    // Only the server knows the account is taken.
    await shows(page, 'Customer already exists');
    expect(page.url()).toMatch(/\/pages\/CU-ADD$/);

    await page.getByLabel('Customer account').fill(account);
    await page.getByRole('button', { name: 'Save customer' }).click();
    await page.waitForURL(new RegExp(`/pages/CU-ADD/${account}$`));
    await page.reload();
    await expect.poll(() => value(page, 'Name')).toBe('Aurora Supplies');

    await page.goto(`${base}/MANITOULIN/pages/CU-START`);
    await expect.poll(() => page.locator('tbody tr', { hasText: 'Aurora Supplies' }).count(), { timeout: 15000 }).toBe(1);
    await expect.poll(() => page.locator('tbody tr', { hasText: account }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('MC-START opens an entry in MC-ADD, whose new value is saved', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MC-START`);
    const row = page.locator('tbody tr', { hasText: 'GOOGLE_ANALYTICS_ID_CUSTOMER' });
    await expect.poll(() => row.count(), { timeout: 15000 }).toBe(1);
    await row.click();
    await page.waitForURL(/\/pages\/MC-ADD\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect.poll(() => value(page, 'Value')).toBe('G-CUSTOMER01');
    await page.getByLabel('Value', { exact: true }).fill('G-CUSTOMER02');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await shows(page, 'Entry GOOGLE_ANALYTICS_ID_CUSTOMER saved');
    expect((await api('GET', `masterconfigs/${id}`)).mc_value).toBe('G-CUSTOMER02');
    expect(errors).toEqual([]);
  });

  it('opens every other screen of the family; a secret is edited without being shown', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    const secret = await api('POST', 'environment', { name: `E2E_TOKEN_${Date.now() % 100000}`, value: 'very-secret-value', secret: true });
    const visits: [string, string][] = [
      ['CO-START', 'Manitoulin Transport'],
      ['CO-ADD/MANITOULIN', 'Save company'],
      ['CU-LISTONLY', 'Northern Lights Hardware Ltd.'],
      ['ENV-START', secret.name],
      ['LANG-LIST', 'Supported in the portal'],
      ['TRANS-UPDATE', 'Save translation'],
      ['TRANS-UPDATE/list', 'English text (key)'],
    ];
    for (const [path, text] of visits) {
      await page.goto(`${base}/MANITOULIN/pages/${path}`);
      await expect.poll(() => page.getByText(text).count(), { timeout: 15000, message: `${path}: ${text} ${errors.join(' | ')}` }).toBeGreaterThan(0);
    }
    expect(await page.content()).not.toContain('very-secret-value');
    // The language names are edited in place (rowUpdate): four rows, inputs in the Name column.
    await page.goto(`${base}/MANITOULIN/pages/LANG-LIST`);
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15000 }).toBe(4);

    await page.goto(`${base}/MANITOULIN/pages/ENV-ADD/${secret.id}`);
    await expect.poll(() => value(page, 'Description')).toBe('');
    expect(await value(page, 'Value')).toBe('');
    await page.getByLabel('Description', { exact: true }).fill('Carrier API token');
    await page.getByRole('button', { name: 'Save variable' }).click();
    await shows(page, `Variable ${secret.name} saved`);
    const after = await api('GET', `environment/${secret.id}`);
    expect(after).toMatchObject({ description: 'Carrier API token', secret: true, value: null });
    expect(errors).toEqual([]);
  });

  it('shows the screens in French, with the translations administered on TRANS-UPDATE on top', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/CU-START?lang=fr`);
    await shows(page, 'Compte de groupe');
    await shows(page, 'Ville');

    const saved = await api('POST', 'languages/translations', { key: 'Group account', en_us: 'Group account', fr: 'Compte regroupé' });
    expect(saved.fr).toBe('Compte regroupé');
    await page.reload();
    await shows(page, 'Compte regroupé');
    expect(await page.getByText('Compte de groupe').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
