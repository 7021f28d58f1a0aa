import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

/**
 * What a new user meets first (issue 10 point 5): screens that follow an account
 * switch, refused and missing pages inside the shell, logos that fit, the
 * breadcrumb, coded values and amounts in the user's language, the theme switch,
 * and a landing with something to do for every demo user.
 */
const base = inject('baseURL');
const server = serverApi(base);
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20000 });
const BRANDS = ['MANITOULIN', 'NEARNORTHCUSTOMS', 'DRC', 'MGF', 'MULTIMODAL'];

async function api(username: string, path: string): Promise<any> {
  const { status, body } = await server.call(username, 'GET', path);
  expect(status, path).toBe(200);
  return body;
}

async function signedIn(page: Page, username: string, company = 'MANITOULIN') {
  await signIn(page, base, username, { company });
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 30000 });
}

const firstProbill = (page: Page) => page.locator('tbody tr[data-row]').first().locator('td').filter({ hasText: /^\d{10}$/ }).first().innerText();
/** The header and the menu bar of the shell are on the page. */
const inShell = async (page: Page) => (await page.getByTestId('user-name').isVisible()) && (await page.getByRole('navigation', { name: 'Main menu' }).isVisible());

describe('the first impression in Chromium', () => {
  const { newPage } = useBrowser();

  it('every open screen follows an account switch in the header, without a refresh', async () => {
    const { page, errors } = await newPage();
    // What each account's first row is, asked of the server as an employee (who sees every account).
    const first = async (account: string) => (await api('employee', `probill/pickup_date?limit=1&customer_account=${account}`)).results[0].probill as string;
    const [mine, other] = [await first('100001'), await first('100002')];
    expect(mine).not.toBe(other);

    await signedIn(page, 'customer');
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);
    await poll(() => firstProbill(page)).toBe(mine);
    await page.getByLabel('Account', { exact: true }).selectOption('100002');
    await poll(() => firstProbill(page)).toBe(other);
    // And back: nothing of the other account stays on screen.
    await page.getByLabel('Account', { exact: true }).selectOption('100001');
    await poll(() => firstProbill(page)).toBe(mine);
    expect(errors).toEqual([]);
  });

  it('shows 403, 404 and "no screen" inside the shell, and the same 403 for a cmid that exists and one that does not', async () => {
    const { page, errors } = await newPage();
    await signedIn(page, 'customer');
    for (const cmid of ['UA-START', 'NO-SUCH-SCREEN']) {
      await page.goto(`${base}/MANITOULIN/pages/${cmid}`);
      await page.waitForURL(/\/403-forbidden\?redirect=/);
      await poll(() => page.getByRole('heading', { level: 1, name: 'Access denied' }).count()).toBe(1);
      expect(await inShell(page), cmid).toBe(true);
    }
    await page.goto(`${base}/MANITOULIN/no-such-page`);
    await poll(() => page.getByRole('heading', { level: 1, name: 'Page not found' }).count()).toBe(1);
    expect(await inShell(page)).toBe(true);

    const admin = await newPage();
    await signedIn(admin.page, 'admin');
    await admin.page.goto(`${base}/MANITOULIN/pages/NO-SUCH-SCREEN`);
    await poll(() => admin.page.getByText('No screen is defined for NO-SUCH-SCREEN.').count()).toBe(1);
    expect(await inShell(admin.page)).toBe(true);
    expect([...errors, ...admin.errors]).toEqual([]);
  });

  it('fits each brand logo inside its login card', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    for (const brand of BRANDS) {
      await page.goto(`${base}/${brand}/login`);
      const card = page.locator('.portal-login-card').first();
      const logo = card.locator('svg[role="img"]').first();
      await logo.waitFor();
      const [l, c] = [(await logo.boundingBox())!, (await card.boundingBox())!];
      expect(l.x, brand).toBeGreaterThanOrEqual(c.x);
      expect(l.x + l.width, brand).toBeLessThanOrEqual(c.x + c.width);
      expect(l.height, brand).toBeGreaterThan(20);
    }
  });

  it('reads the breadcrumb from the menu to the page, and shows statuses and amounts in French', async () => {
    const { page, errors } = await newPage();
    await signedIn(page, 'customer');
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);
    const crumb = page.getByTestId('page-title-bar');
    await poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toMatch(/^Tracing\s*›\s*Shipments by pickup date$/);

    // The FR switch is the user's MT_LANG on the server: put English back whatever happens.
    await page.getByRole('button', { name: 'FR', exact: true }).click();
    try {
      await poll(() => crumb.innerText()).toMatch(/^Suivi\s*›\s*Expéditions par date de cueillette$/);
      const statuses = async () => (await page.locator('tbody tr[data-row]').allInnerTexts()).join('\n');
      await poll(async () => /\bLivrée\b/.test(await statuses())).toBe(true);
      expect(await statuses()).not.toMatch(/\bDelivered\b|\bIn Transit\b/);

      const claim = (await api('customer', 'claims?limit=20')).results.find((c: any) => c.status === 'In Progress');
      await page.goto(`${base}/MANITOULIN/pages/CLAIM-VIEW/${claim.claim_number}`);
      await poll(() => page.getByText('En cours', { exact: true }).count()).toBeGreaterThan(0);
      const amount = new Intl.NumberFormat('fr-CA', { minimumFractionDigits: 2 }).format(claim.amount);
      await poll(() => page.getByText(amount, { exact: true }).count()).toBe(1);
    } finally {
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await poll(async () => (await server.call('customer', 'GET', 'users/refresh')).body?.profile?.MT_LANG).toBe('en');
    }
    expect(errors).toEqual([]);
  });

  it("shows an open item's dispute details by the user's locale", async () => {
    const { page, errors } = await newPage();
    const disputed = (await api('employee', 'statements_portal/open_items?limit=1&disputed=true&sort=-balance')).results[0];
    await signedIn(page, 'employee');
    await page.goto(`${base}/MANITOULIN/pages/AR-OPEN-ITEMS?lang=fr&gridFilter=${encodeURIComponent(JSON.stringify({ probill: disputed.probill }))}`);
    const row = page.locator('tbody tr[data-row]').first();
    await poll(() => row.innerText()).toContain(disputed.probill);
    await row.getByRole('button', { name: /Afficher les détails|Show details/ }).click();
    const balance = new Intl.NumberFormat('fr-CA', { minimumFractionDigits: 2 }).format(disputed.row_details.Balance);
    await poll(() => page.getByText(balance, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.locator('tbody').innerText()).not.toContain(String(disputed.row_details.Balance));
    expect(errors).toEqual([]);
  });

  it('switches to the dark theme from the user menu, kept as MT_THEME for the next sign-in', async () => {
    const { page, errors } = await newPage();
    await signedIn(page, 'customer2');
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await dark()).toBe(false);
    await page.getByTestId('user-name').click();
    await page.getByRole('menuitemradio', { name: 'Dark theme' }).click();
    await poll(dark).toBe(true);
    await poll(async () => (await server.call('customer2', 'GET', 'users/refresh')).body?.profile?.MT_THEME).toBe('dark');

    const again = await newPage();
    await signedIn(again.page, 'customer2');
    await poll(() => again.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await again.page.getByTestId('user-name').click();
    await again.page.getByRole('menuitemradio', { name: 'Light theme' }).click();
    await poll(() => again.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await poll(async () => (await server.call('customer2', 'GET', 'users/refresh')).body?.profile?.MT_THEME).toBe('light');
    expect([...errors, ...again.errors]).toEqual([]);
  });

  it('lands every demo user on a page with something to do', async () => {
    const users: [string, string][] = [
      ['admin', 'MANITOULIN'],
      ['employee', 'MANITOULIN'],
      ['sales', 'MANITOULIN'],
      ['customer', 'MANITOULIN'],
      ['customer2', 'MANITOULIN'],
      ['quoteonly', 'MANITOULIN'],
      ['drc', 'DRC'],
    ];
    for (const [username, company] of users) {
      const { page, errors } = await newPage();
      await signedIn(page, username, company);
      if (username === 'quoteonly') {
        // The quoting account lands on its quote form, the one thing it may do.
        await page.waitForURL(/\/MANITOULIN\/pages\/MTONLINEQUOTE$/);
        await poll(() => page.getByRole('button', { name: 'Get a quote' }).count()).toBe(1);
      } else {
        await page.waitForURL(/\/pages\/MTDPUDATE$/);
        await poll(() => page.locator('tbody tr[data-row]').count()).toBeGreaterThan(0);
      }
      expect(errors, username).toEqual([]);
    }
  });

  it('labels the icon-only buttons outside the grid, for screen readers and on hover', async () => {
    const { page, errors } = await newPage();
    await signedIn(page, 'customer');
    /** Every visible button in which nothing reads as a word has a name, shown on hover as a tooltip or title. */
    const checkIconButtons = async (where: string) => {
      const buttons = page.locator('button:visible').filter({ hasNotText: /\p{L}{2,}/u });
      const n = await buttons.count();
      let checked = 0;
      for (let i = 0; i < n; i++) {
        const b = buttons.nth(i);
        // Notices are not the page's: their close button is named (aria-label) but has no tooltip yet.
        if (await b.evaluate((e) => !!e.closest('[data-scope="toast"]'))) continue;
        const name = ((await b.getAttribute('aria-label')) ?? '').trim();
        expect(name, `${where} button ${i}`).not.toBe('');
        await b.hover();
        if ((await b.getAttribute('title')) !== name) await poll(() => page.locator('[data-scope="tooltip"][data-part="content"]', { hasText: name }).count()).toBeGreaterThan(0);
        checked++;
      }
      return checked;
    };
    for (const path of ['/MANITOULIN/home', '/MANITOULIN/pages/CLAIM-ADD']) {
      await page.goto(`${base}${path}`);
      await page.getByTestId('user-name').waitFor();
      await checkIconButtons(path);
    }

    // A claim with an attachment: its remove button (✕) and the upload notice's close button are icons.
    const claim = (await api('customer', 'claims?limit=50')).results.find((c: any) => c.status === 'In Progress');
    await page.goto(`${base}/MANITOULIN/pages/CLAIM-VIEW/${claim.claim_number}`);
    await poll(() => page.getByText('No attachments').count()).toBe(1);
    const png = Buffer.from(
      await page.evaluate(() => {
        const c = document.createElement('canvas');
        c.width = c.height = 8;
        return c.toDataURL('image/png').split(',')[1]!;
      }),
      'base64',
    );
    await page.getByLabel('Choose file').setInputFiles({ name: 'label-check.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload' }).click();
    try {
      await poll(() => page.getByRole('listitem').filter({ hasText: 'label-check.png' }).count()).toBe(1);
      expect(await checkIconButtons('CLAIM-VIEW')).toBeGreaterThanOrEqual(1);
    } finally {
      // Other tests expect this claim without attachments.
      await page.getByRole('button', { name: 'Remove label-check.png' }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await poll(() => page.getByText('No attachments').count()).toBe(1);
    }
    expect(errors).toEqual([]);
  });
});
