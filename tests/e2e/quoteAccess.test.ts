import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { startFakeSmtp, type FakeSmtp } from '../support/fakeSmtp';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { repoRoot } from '../support/testApp';

const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 20000 }).toBeGreaterThan(0);
const EMAIL = 'vera@visitor.example';
const PASSWORD = 'Vera!Visitor2026';

/**
 * A new visitor, end to end: the quote page sends them to sign in, where
 * online quoting's access page registers them (a skeleton account and a
 * pending limited user); the activation mail reaches a real SMTP listener, its
 * link activates the account, and the visitor signs in to their first quote.
 * Its own server, mailing through the listener (the shared one keeps mail in its
 * outbox), on the app globalSetup built.
 */
describe('online quoting access and activation for a new visitor, in Chromium', () => {
  const { newPage } = useBrowser();
  let smtp: FakeSmtp;
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-access-'));
    const port = new URL(smtp.url).port;
    server = await startServerProcess({ DATA_DIR: dataDir, SCREENS_DIR: join(repoRoot, 'screens'), DATABASE_URL: '', DEMO_SHIPMENTS: '50', SMTP_HOST: '127.0.0.1', SMTP_PORT: port });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers, activates from the mailed link, signs in and gets a first quote', async () => {
    const base = server.url;
    const { page, errors } = await newPage();
    await page.goto(`${base}/MANITOULIN/pages/MTONLINEQUOTE`);
    await page.waitForURL(/\/MANITOULIN\/login\?redirect=/);
    await page.getByRole('link', { name: 'Online quoting' }).click();
    await page.waitForURL(/\/online-quoting-access\?company=MANITOULIN$/);
    await page.getByRole('link', { name: 'No, I am a new customer' }).click();
    const fields: [string, string][] = [
      ['First name', 'Vera'], ['Last name', 'Visitor'], ['Email', EMAIL], ['Phone', '705 555 0199'], ['Business name', 'Vera Outfitters'],
      ['City', 'Sudbury'], ['Province/State', 'ON'], ['Postal/Zip Code', 'P3A 1A1'], ['Username', 'veravisitor'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(/\/online-quoting-activation\?company=MANITOULIN&username=veravisitor$/);

    // The mail came through SMTP with its link; the link fills the code.
    await expect.poll(() => smtp.received.filter((m) => m.recipients.includes(EMAIL)).length, { timeout: 20000 }).toBe(1);
    const mail = smtp.received.find((m) => m.recipients.includes(EMAIL))!.data;
    const link = /(http:\/\/\S+\/online-quoting-activation\?\S+)/.exec(mail)?.[1];
    expect(link, mail).toBeTruthy();
    expect(link!.startsWith(`${base}/online-quoting-activation?company=MANITOULIN&username=veravisitor&code=`)).toBe(true);
    await page.goto(link!);
    expect(await page.getByLabel('Activation code', { exact: true }).inputValue()).toMatch(/^\d{6}$/);
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.waitForURL(/\/MANITOULIN\/login\?username=veravisitor$/);
    expect(await page.getByLabel('Username').inputValue()).toBe('veravisitor');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The new limited account lands on the quote, with its daily limit, and quotes.
    await page.waitForURL(/\/MANITOULIN\/pages\/MTONLINEQUOTE$/);
    await shows(page, /0 of 5 quotes used in the last 24 hours/);
    await page.locator('input[name="origin_postal"]').fill('P3A 1A1');
    await page.locator('input[name="destination_postal"]').fill('M4C 1A1');
    await page.locator('input[name="weight_0"]').fill('450');
    await page.getByTestId('item-0').locator('select').first().selectOption('70');
    await page.getByRole('button', { name: 'Get a quote' }).click();
    const result = page.getByTestId('quote-result');
    await expect.poll(() => result.count(), { timeout: 20000 }).toBe(1);
    expect(await result.getByRole('heading').innerText()).toMatch(/Quote Q\d{7}/);
    await shows(page, /1 of 5 quotes used/);
    expect(errors).toEqual([]);
  });
});
