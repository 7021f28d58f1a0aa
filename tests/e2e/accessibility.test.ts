import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { serverApi } from '../support/serverApi';

/**
 * Issue 10 point 6: axe-core finds no critical and no serious violation on the
 * login page of each brand, and on a grid, a form and a detail screen in the
 * light and the dark theme (WCAG 2.1 AA colour contrast included).
 */
const base = inject('baseURL');
const server = serverApi(base);
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20000 });

/** A page drawn and settled: its main content there, no request in flight. */
async function settle(page: Page, ready: () => Promise<unknown>) {
  await ready();
  await page.waitForLoadState('networkidle');
}

async function expectNoSerious(page: Page, where: string) {
  const found = await seriousViolations(page);
  expect(found, `${where}:\n${JSON.stringify(found, null, 1)}`).toEqual([]);
}

async function chooseTheme(page: Page, theme: 'Light theme' | 'Dark theme') {
  await page.getByTestId('user-name').click();
  await page.getByRole('menuitemradio', { name: theme === 'Dark theme' ? /^(Dark theme|Thème sombre)$/ : /^(Light theme|Thème clair)$/ }).click();
  await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'Dark theme');
  await page.keyboard.press('Escape');
}

describe('accessibility (axe-core) in Chromium', () => {
  // The portal's Content-Security-Policy refuses injected scripts; axe is the test's own.
  const { newPage } = useBrowser();

  it('finds nothing critical or serious on the login page of each brand', async () => {
    const { page, errors } = await newPage({ bypassCSP: true });
    for (const brand of ['MANITOULIN', 'NEARNORTHCUSTOMS', 'DRC', 'MGF', 'MULTIMODAL']) {
      for (const lang of ['en', 'fr']) {
        await page.goto(`${base}/${brand}/login?lang=${lang}`);
        await settle(page, () => page.locator('form button[type="submit"]').waitFor());
        await expectNoSerious(page, `${brand} login (${lang})`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('finds nothing critical or serious on a grid, a form and a detail screen, in the light and the dark theme', async () => {
    const { page, errors } = await newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    const claim = (await server.call('customer', 'GET', 'claims?limit=1')).body.results[0];
    const screens: [string, string, () => Promise<unknown>][] = [
      ['grid', '/MANITOULIN/pages/MTDPUDATE', () => page.locator('tbody tr[data-row]').first().waitFor()],
      ['form', '/MANITOULIN/pages/CLAIM-ADD', () => page.locator('form').getByRole('button', { name: 'Submit claim' }).waitFor()],
      ['detail', `/MANITOULIN/pages/CLAIM-VIEW/${claim.claim_number}`, () => page.getByText(claim.claim_number, { exact: true }).first().waitFor()],
    ];
    try {
      for (const theme of ['Light theme', 'Dark theme'] as const) {
        await page.goto(`${base}/MANITOULIN/home`);
        await page.getByTestId('user-name').waitFor();
        await chooseTheme(page, theme);
        for (const [kind, path, ready] of screens) {
          await page.goto(`${base}${path}`);
          await settle(page, ready);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), `${kind} ${theme}`).toBe(theme === 'Dark theme');
          await expectNoSerious(page, `${kind} screen, ${theme}`);
        }
      }
    } finally {
      // The theme is the user's on the server: give the demo customer back the light one.
      await page.goto(`${base}/MANITOULIN/home`);
      await page.getByTestId('user-name').waitFor();
      if (await page.evaluate(() => document.documentElement.classList.contains('dark'))) await chooseTheme(page, 'Light theme');
    }
    expect(errors).toEqual([]);
  });
});
