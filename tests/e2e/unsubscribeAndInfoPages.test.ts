import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { seriousViolations } from '../support/axe';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { openDatabase } from '../../src/server/db/openDatabase';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { queueStatusNotices } from '../../src/server/data/notifications/shipmentStatusNotices';

const base = inject('baseURL');
const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 20000 }).toBeGreaterThan(0);

/**
 * The unsubscribe link of a real notification email, followed in Chromium. The email is made
 * as the portal makes it (shipmentStatusNotices writes it to the outbox) on a seeded database
 * of its own, then a server is started on that database and the link taken from the outbox is
 * opened signed out.
 */
describe('the unsubscribe link of a notification email, in Chromium', () => {
  const { newPage } = useBrowser();
  let dataDir: string;
  let server: ServerProcess;
  const links: { en: string; fr: string } = { en: '', fr: '' };
  let subscriptionIds: number[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-unsub-'));
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await migrate(database.db);
    await seedDemo(database.db, { shipments: 30 });
    const shipment = await database.db.selectFrom('shipments').select(['company', 'customer_account', 'probill']).where('customer_account', '=', '100001').orderBy('probill').executeTakeFirstOrThrow();
    const made = await database.db
      .insertInto('shipment_notifications')
      .values([
        { company: 'MANITOULIN', customer_account: '100001', email: 'english@northernlights.example', role: 'Consignee', events: JSON.stringify(['Delivered']), language: 'en', created_by: 'customer' },
        { company: 'MANITOULIN', customer_account: '100001', email: 'francais@northernlights.example', role: 'Consignee', events: JSON.stringify(['Delivered']), language: 'fr', created_by: 'customer' },
      ])
      .returning('id')
      .execute();
    subscriptionIds = made.map((m) => m.id);
    expect((await queueStatusNotices(database.db, shipment, 'Delivered', 'https://portal.example')).length).toBeGreaterThanOrEqual(2);
    for (const [lang, to] of [['en', 'english@northernlights.example'], ['fr', 'francais@northernlights.example']] as const) {
      const mail = await database.db.selectFrom('outbox').select('body').where('to_address', '=', to).executeTakeFirstOrThrow();
      // The link as mailed, on the portal's address; the test server stands in for it.
      links[lang] = /https:\/\/portal\.example(\/\S+)/.exec(mail.body)![1]!;
    }
    await database.close();
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks, unsubscribes in the reader’s language, and refuses a link that was altered', async () => {
    expect(links.en).toMatch(/^\/MANITOULIN\/unsubscribe\?token=S\d{10}[A-Za-z0-9_-]{43}$/);
    expect(links.fr).toMatch(/&lang=fr$/);
    // CSP bypassed for axe-core only (the test's own script), as tests/e2e/accessibility.test.ts does.
    const { page, errors } = await newPage({ bypassCSP: true });

    await page.goto(`${server.url}${links.en}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Unsubscribe' }).count(), { timeout: 20000 }).toBe(1);
    await shows(page, 'Stop the notification emails this link came with?');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 20000 }).toContain('You have been unsubscribed');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server.url}${links.fr}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Se désabonner' }).count(), { timeout: 20000 }).toBe(1);
    await page.getByRole('button', { name: 'Se désabonner' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 20000 }).toContain('Votre abonnement a été annulé');

    // Both subscriptions are off, as their owner sees them.
    const api = serverApi(server.url);
    for (const id of subscriptionIds) expect((await api.call('customer', 'GET', `shipment_notification/${id}`)).body.active).toBe(false);

    // A token whose signature was changed: the server refuses it and the page says so.
    const altered = links.en.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await page.goto(`${server.url}${altered}&lang=en`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20000 }).toContain('This link is not valid');
    // No token at all: said at once, nothing to click.
    await page.goto(`${server.url}/MANITOULIN/unsubscribe`);
    await shows(page, 'This link is not valid');
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('an informational download page, in Chromium', () => {
  const { newPage } = useBrowser();

  it('shows the tariff in the viewer from the customer’s menu, and refuses a staff procedure', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/DL_Tariff100`);
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('aria-label'), { timeout: 30000 }).toMatch(/^tariff-100-rules-and-accessorials\.pdf, page 1 of \d$/);
    // The menu offers it to the customer (Help and information).
    expect(await page.locator('a[href$="/pages/DL_Tariff100"]').count()).toBeGreaterThan(0);
    await page.goto(`${base}/MANITOULIN/pages/S_ROCKSOLID`);
    await shows(page, 'You do not have permissions to access this option');
    expect(errors).toEqual([]);
  });

  it('the demo customer’s account reports are in the library, drawn from their own shipments', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/ACC_REPORTS`);
    await page.getByRole('link', { name: 'Shipments by status, last 90 days' }).click();
    await page.waitForURL(/\/pages\/ACC_REPORTS\/view\/DL/);
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('aria-label'), { timeout: 30000 }).toBe('shipments-by-status.pdf, page 1 of 1');
    expect(errors).toEqual([]);
  });
});

describe('DOCLIB_POLICY and Contact us, in Chromium', () => {
  const { newPage } = useBrowser();
  const api = serverApi(base);

  it('an administrator adds a policy from the form; the list shows it and the library answers by it', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/DOCLIB_POLICY/list`);
    await shows(page, 'Customers read account reports');
    await page.goto(`${base}/MANITOULIN/pages/DOCLIB_POLICY/add`);
    await page.getByLabel('Policy', { exact: true }).fill('Sales may not delete');
    await expect.poll(() => page.getByLabel('Library', { exact: true }).locator('option').count(), { timeout: 20000 }).toBeGreaterThan(2);
    await page.getByLabel('Library', { exact: true }).selectOption({ label: 'Account documents (ACC_LIST)' });
    await page.getByLabel('User type (none for all)', { exact: true }).selectOption({ label: 'Sales person' });
    await page.getByLabel('May add documents', { exact: true }).check();
    await page.getByLabel('Largest file (MB)', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Save policy' }).click();
    await page.waitForURL(/\/pages\/DOCLIB_POLICY\/list$/);
    await shows(page, 'Sales may not delete');
    const saved = (await api.call('admin', 'GET', 'doclib_config')).body.results.find((p: { name: string }) => p.name === 'Sales may not delete');
    expect(saved).toMatchObject({ cmid: 'ACC_LIST', user_type: 'SALES', can_view: true, can_add: true, can_delete: false, max_file_mb: 5, updated_by: 'admin' });
    expect((await api.call('sales', 'GET', 'doclib/configs/ACC_LIST')).body.permissions).toMatchObject({ add: true, delete: false });
    expect(errors).toEqual([]);
  });

  it('a customer writes to customer service from Contact us', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer2');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/CONTACT`);
    await page.getByLabel('Subject', { exact: true }).fill('Delivery appointment');
    await page.getByLabel('Message', { exact: true }).fill('Please call before delivering to our Halifax dock.');
    await page.getByRole('button', { name: 'Send' }).click();
    await shows(page, 'Your message was sent to customer service');
    expect(errors).toEqual([]);
  });
});
