import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Download, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { CHROMIUM_OPTIONS } from './chromiumOptions';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The end-to-end run's Chromium (tests/e2e/globalSetup.ts), when it started one. */
    browserWSEndpoint: string | undefined;
  }
}

function sharedChromium(): string | undefined {
  try {
    return inject('browserWSEndpoint');
  } catch {
    return undefined;
  }
}

/**
 * A connection to the end-to-end run's one Chromium (each test file used to launch its own,
 * 2.7-4.2 s a launch against 1.8-2.1 s a connection on the loaded team machine), or a Chromium of
 * its own outside that run or when the shared one does not answer. Closing a connection closes
 * the contexts it opened, not the shared Chromium; every page is in a fresh context either way.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = sharedChromium();
  if (endpoint) {
    try {
      return await chromium.connect(endpoint, { timeout: 30000 });
    } catch (e) {
      console.warn(`The run's Chromium does not answer (${(e as Error).message}): launching one for this file`);
    }
  }
  return chromium.launch(CHROMIUM_OPTIONS);
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

/**
 * A download's bytes. Read through its stream: over the connection to the run's one Chromium,
 * Playwright keeps the file on the browser's side and `download.path()` is not available.
 */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
