import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { startFakeSmtp, type FakeSmtp } from '../support/fakeSmtp';
import { serverApi } from '../support/serverApi';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { repoRoot } from '../support/testApp';

const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 20000 }).toBeGreaterThan(0);
const EMAIL = 'vera@visitor.example';
const PASSWORD = 'Vera!Visitor2026';

/**
 * A new visitor, end to end: the quote page sends them to sign in, where
 * online quoting's access page registers them (a skeleton account and a
 * pending limited user); the activation mail reaches a real SMTP listener, its
 * link and the password chosen activate the account and sign the visitor in to
 * their first quote.
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
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(/\/online-quoting-activation\?company=MANITOULIN&username=veravisitor$/);

    // The mail came through SMTP with its link; the link fills the code, the visitor chooses the password.
    await expect.poll(() => smtp.received.filter((m) => m.recipients.includes(EMAIL)).length, { timeout: 20000 }).toBe(1);
    const mail = smtp.received.find((m) => m.recipients.includes(EMAIL))!.data;
    const link = /(http:\/\/\S+\/online-quoting-activation\?\S+)/.exec(mail)?.[1];
    expect(link, mail).toBeTruthy();
    expect(link!.startsWith(`${base}/online-quoting-activation?company=MANITOULIN&username=veravisitor&code=`)).toBe(true);
    await page.goto(link!);
    expect(await page.getByLabel('Activation code', { exact: true }).inputValue()).toMatch(/^\d{6}$/);
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activate', exact: true }).click();

    // Activated and signed in, the new limited account lands on the quote, with its daily limit, and quotes.
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

  it('lets an administrator reopen a locked prospect from OQ-SKACC-MANAGE, and sales quote for a prospect (MTONLINEQUOTESK)', async () => {
    const base = server.url;
    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/OQ-SKACC-MANAGE`);
    const row = page.locator('tbody tr', { hasText: 'Prairie Farm Supply' });
    await expect.poll(() => row.count(), { timeout: 20000 }).toBe(1);
    expect(await row.innerText()).toMatch(/Locked/);
    await row.getByText('Prairie Farm Supply', { exact: true }).click();
    await page.waitForURL(/\/pages\/OQ-SKACC-MANAGE\/edit\/\d+$/);
    await expect.poll(() => page.getByLabel('Business name').inputValue(), { timeout: 15000 }).toBe('Prairie Farm Supply');
    await page.getByLabel('Status').selectOption({ label: 'Active' });
    await page.getByRole('button', { name: 'Save' }).click();
    await shows(page, 'Skeleton account Prairie Farm Supply saved');
    await page.waitForURL(/\/pages\/OQ-SKACC-MANAGE$/);
    await expect.poll(() => page.locator('tbody tr', { hasText: 'Prairie Farm Supply' }).innerText(), { timeout: 15000 }).toMatch(/Active/);

    // Reopened, the prospect's user signs in to its quote.
    const prospect = await newPage();
    await signIn(prospect.page, base, 'prairiesupply');
    await prospect.page.waitForURL(/\/MANITOULIN\/pages\/MTONLINEQUOTE$/);

    // Sales quote for a prospect chosen by name; the quote counts under it.
    const sales = await newPage();
    await signIn(sales.page, base, 'sales');
    await sales.page.waitForURL(/\/pages\//);
    await sales.page.goto(`${base}/MANITOULIN/pages/MTONLINEQUOTESK`);
    const prospects = sales.page.getByLabel('Prospect');
    await expect.poll(() => prospects.locator('option', { hasText: 'Pêcheries Gaspésie' }).count(), { timeout: 20000 }).toBe(1);
    await prospects.selectOption({ label: 'Pêcheries Gaspésie (Luc Arsenault, Québec)' });
    await sales.page.locator('input[name="origin_postal"]').fill('M4C 1A1');
    await sales.page.locator('input[name="destination_postal"]').fill('H2X 1Y4');
    await sales.page.locator('input[name="weight_0"]').fill('1200');
    await sales.page.getByTestId('item-0').locator('select').first().selectOption('100');
    await sales.page.getByRole('button', { name: 'Get a quote' }).click();
    await expect.poll(() => sales.page.getByTestId('quote-result').count(), { timeout: 20000 }).toBe(1);
    const number = /Quote (Q\d{7})/.exec(await sales.page.getByTestId('quote-result').getByRole('heading').innerText())![1]!;
    const listed = await serverApi(base).call('admin', 'GET', 'online_quoting/skeleton_accounts?company_name__iexact=P%C3%AAcheries%20Gasp%C3%A9sie');
    expect(listed.body.results).toEqual([expect.objectContaining({ quotes_total: 1 })]);
    expect((await serverApi(base).call('sales', 'GET', `online_quoting/quotes/${number}`)).body.skeleton_account_id).toBe(listed.body.results[0].id);
    expect([...errors, ...prospect.errors, ...sales.errors]).toEqual([]);
  });
});
