import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';

/**
 * Debian's Chromium (Playwright cannot download its own browsers here), with
 * the flags that keep it off the closed network.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** Collects page errors so a test can assert the app did not crash. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * One Chromium for the enclosing describe(). Call it inside the describe:
 * it registers the hooks that launch and close the browser.
 */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  // Each test's pages are closed after it, so that pages left polling do not slow the next.
  const open: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  return {
    browser: () => browser,
    /** A page in a fresh context (its own storage), closed after the test. */
    async newPage(options?: BrowserContextOptions) {
      const context = await browser.newContext(options);
      open.push(context);
      const page = await context.newPage();
      return { page, context, errors: watchErrors(page) };
    },
  };
}

/** Fills and submits the sign-in page; the caller waits for wherever it should land. */
export async function signIn(page: Page, base: string, username: string, { company = 'MANITOULIN', password = DEMO_PASSWORD } = {}) {
  await page.goto(`${base}/${company}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
