import { describe, expect, inject, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn, useBrowser } from '../support/browser';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
/**
 * A screen opened by a full page load: the app starts, asks for the definition, then loads its
 * kind's component (a lazy chunk of its own); on a loaded machine this takes more than a second.
 */
const SCREEN_READY = { timeout: 15000 };
const screensDir = inject('screensDir');

const apiToken = serverApi(base).token;

describe('the portal in Chromium', () => {
  const { newPage } = useBrowser();

  it('shows each company its own branding on the sign-in page', async () => {
    const { page } = await newPage();
    await page.goto(`${base}/MANITOULIN/login`);
    await expect.poll(() => page.getByRole('img', { name: /Manitoulin/i }).count()).toBeGreaterThan(0);
    const manitoulinColour = await page.getByRole('button', { name: 'Sign in' }).evaluate((b) => getComputedStyle(b).backgroundColor);
    await page.goto(`${base}/DRC/login`);
    await expect.poll(() => page.getByRole('img', { name: /DRC/i }).count()).toBeGreaterThan(0);
    const drcColour = await page.getByRole('button', { name: 'Sign in' }).evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(drcColour).not.toBe(manitoulinColour);
    await page.goto(`${base}/DRC`);
    await page.waitForURL(`${base}/DRC/login`);
  });

  it('signs a customer in to a grid of their own shipments only', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/MANITOULIN\/pages\/MTDPUDATE/);
    await expect.poll(() => page.getByRole('heading', { name: 'Shipments by pickup date' }).count(), SCREEN_READY).toBeGreaterThan(0);
    await page.getByRole('columnheader', { name: /Probill/ }).first().waitFor();
    await page.locator('tbody tr').first().waitFor();

    const headers = { authorization: `Token ${await apiToken('customer')}` };
    const mine = await (await fetch(`${base}/api/probill/pickup_date?limit=1`, { headers })).json();
    await expect.poll(() => page.getByText(`${mine.count} rows`).count()).toBeGreaterThan(0);
    const firstRow = await page.locator('tbody tr').first().innerText();
    expect(firstRow).toContain(mine.results[0].probill);

    // A shipment of customer2 cannot be found from customer's grid.
    const theirs = await (await fetch(`${base}/api/probill/pickup_date?limit=1`, { headers: { authorization: `Token ${await apiToken('customer2')}` } })).json();
    await page.getByLabel('Search').fill(theirs.results[0].probill);
    await expect.poll(() => page.getByText('No records found').count(), { timeout: 10000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('files a claim through the generic form: fails, is fixed, saves, and shows in the claims grid', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\/MTDPUDATE/);
    await page.getByRole('button', { name: 'Claims' }).click();
    await page.getByRole('menuitem', { name: 'File a claim' }).click();
    await page.waitForURL(/\/pages\/CLAIM-ADD/);

    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect.poll(() => page.getByText('Field is required').count()).toBeGreaterThan(0);

    await page.getByLabel(/Probill number/).fill('12345');
    await page.getByLabel(/Claim amount/).fill('250.75');
    await page.getByLabel(/Email/).fill('not-an-email');
    await page.getByLabel(/Description of loss or damage/).fill('Pallet arrived crushed');
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect.poll(() => page.getByText('Invalid Probill Number').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Invalid email address').count()).toBeGreaterThan(0);

    const headers = { authorization: `Token ${await apiToken('customer')}` };
    const shipment = (await (await fetch(`${base}/api/probill/pickup_date?limit=1`, { headers })).json()).results[0];
    await page.getByLabel(/Probill number/).fill(shipment.probill);
    await page.getByLabel(/Email/).fill('claire@example.com');
    await page.getByRole('button', { name: 'Submit claim' }).click();

    await page.waitForURL(/\/pages\/CLAIM-LIST/);
    await page.reload();
    await expect.poll(() => page.locator('tbody tr', { hasText: shipment.probill }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows the server’s refusal on the field when the browser cannot know (another customer’s probill)', async () => {
    const { page } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\/MTDPUDATE/);
    const theirs = (await (await fetch(`${base}/api/probill/pickup_date?limit=1`, { headers: { authorization: `Token ${await apiToken('customer2')}` } })).json()).results[0];
    await page.goto(`${base}/MANITOULIN/pages/CLAIM-ADD`);
    await page.getByLabel(/Probill number/).fill(theirs.probill);
    await page.getByLabel(/Claim amount/).fill('10');
    await page.getByLabel(/Email/).fill('claire@example.com');
    await page.getByLabel(/Description of loss or damage/).fill('Not mine');
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect.poll(() => page.getByText('Number not found or customer is not allowed to view the probill').count()).toBeGreaterThan(0);
    expect(page.url()).toContain('/pages/CLAIM-ADD');
  });

  it('refuses a wrong password and a locked user with the spec message', async () => {
    const { page } = await newPage();
    await signIn(page, base, 'customer', { password: 'wrong-password' });
    await expect.poll(() => page.getByText('Logging in failed').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Invalid username or password entered').count()).toBeGreaterThan(0);
    await signIn(page, base, 'locked');
    await expect.poll(() => page.getByText(/locked/).count()).toBeGreaterThan(0);
    expect(page.url()).toContain('/MANITOULIN/login');
  });

  it('speaks French, screen definitions included', async () => {
    const { page } = await newPage();
    await page.goto(`${base}/MANITOULIN/login?lang=fr`);
    await page.getByLabel("Nom d'utilisateur").fill('customer');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.waitForURL(/\/pages\/MTDPUDATE/);
    await expect.poll(() => page.getByRole('heading', { name: 'Expéditions par date de cueillette' }).count(), SCREEN_READY).toBeGreaterThan(0);
  });

  it('shows an invalid dropped-in definition as its faults, and serves a valid one without restart', async () => {
    writeFileSync(join(screensDir, 'E2E-BROKEN.json'), JSON.stringify({ cmid: 'E2E-BROKEN', kind: 'grid', title: 'Broken', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [] }));
    writeFileSync(join(screensDir, 'E2E-NEW.json'), JSON.stringify({ cmid: 'E2E-NEW', kind: 'grid', title: 'Dropped-in shipments', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ name: 'probill', field: 'probill', label: 'Probill', type: 'text', searchable: true }] }));
    writeFileSync(join(screensDir, 'E2E-ODD.json'), JSON.stringify({ cmid: 'E2E-ODD', kind: 'kanban', title: 'Odd kind' }));
    const { page } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/E2E-BROKEN`);
    await expect.poll(() => page.getByText('screens/E2E-BROKEN.json').count(), SCREEN_READY).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('/columns').count(), SCREEN_READY).toBeGreaterThan(0);
    await page.goto(`${base}/MANITOULIN/pages/E2E-NEW`);
    await expect.poll(() => page.getByRole('heading', { name: 'Dropped-in shipments' }).count(), SCREEN_READY).toBeGreaterThan(0);
    await page.locator('tbody tr').first().waitFor();
    await page.goto(`${base}/MANITOULIN/pages/E2E-ODD`);
    await expect.poll(() => page.getByText(/kanban/).count(), SCREEN_READY).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/E2E-ODD/).count(), SCREEN_READY).toBeGreaterThan(0);
  });

  it('sends a user without the menu id to the forbidden page, and an anonymous one to sign in', async () => {
    const { page } = await newPage();
    await page.goto(`${base}/MANITOULIN/pages/CLAIM-LIST`);
    await page.waitForURL(/\/MANITOULIN\/login\?redirect=/);
    await signIn(page, base, 'quoteonly');
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    await page.goto(`${base}/MANITOULIN/pages/CLAIM-LIST`);
    await page.waitForURL(/\/403-forbidden\?redirect=/);
    await expect.poll(() => page.getByText('You do not have permissions to access this option').count()).toBeGreaterThan(0);
  });

  it('signs out: the token is dead and pages ask to sign in again', async () => {
    const { page } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\/MTDPUDATE/);
    const token = await page.evaluate(() => {
      const raw = Object.values({ ...localStorage }).find((v) => typeof v === 'string' && v.includes('token'));
      return raw ? (JSON.stringify(JSON.parse(raw)).match(/"token":"([^"]+)"/)?.[1] ?? null) : null;
    });
    expect(token).toBeTruthy();
    await page.goto(`${base}/MANITOULIN/logout`);
    await page.waitForURL(/\/MANITOULIN\/login/);
    const refresh = await fetch(`${base}/api/users/refresh`, { headers: { authorization: `Token ${token}` } });
    expect(refresh.status).toBe(401);
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);
    await page.waitForURL(/\/MANITOULIN\/login\?redirect=/);
  });
});
