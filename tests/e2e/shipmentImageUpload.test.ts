import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { startFakeSmtp, type FakeSmtp } from '../support/fakeSmtp';
import { repoRoot } from '../support/testApp';

const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 20000 }).toBeGreaterThan(0);
const SUBSCRIBER = 'dock-photos@northernlights.example';

/** A real JPEG photo and a real one-page PDF, made here as a scanner would send them. */
async function realFiles() {
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 180, g: 120, b: 60 } } }).jpeg().toBuffer();
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText('Commercial invoice', { x: 72, y: 700, size: 24, font: await doc.embedFont(StandardFonts.Helvetica) });
  return { jpeg, pdf: Buffer.from(await doc.save()) };
}

/**
 * Staff attach a scanned image to a shipment through the generic form's file input
 * (PBILL-IMAGE, multipart/form-data): the shipment's detail shows it and opens it in the
 * viewer, and the account's image subscriber is mailed (through the outbox, delivered to a real
 * SMTP listener). A customer user is refused by the server. Its own server, mailing through
 * the listener, on the app globalSetup built.
 */
describe('attaching a shipment image from the form’s file input, in Chromium', () => {
  const { newPage } = useBrowser();
  let smtp: FakeSmtp;
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-images-'));
    const port = new URL(smtp.url).port;
    server = await startServerProcess({ DATA_DIR: dataDir, SCREENS_DIR: join(repoRoot, 'screens'), DATABASE_URL: '', DEMO_SHIPMENTS: '50', SMTP_HOST: '127.0.0.1', SMTP_PORT: port }, 600_000);
  }, 660_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('staff attach a JPEG and a PDF; the detail shows and opens them, the subscriber is mailed, a customer is refused', async () => {
    const base = server.url;
    const api = serverApi(base);
    const { jpeg, pdf } = await realFiles();
    // A shipment of the customer's account 100001 without freight photos or customs documents yet.
    const rows = (await api.call('customer', 'GET', 'probill/pickup_date?customer_account=100001&limit=50')).body.results as { probill: string }[];
    let probill = '';
    for (const row of rows) {
      const images = (await api.call('customer', 'GET', `probill/${row.probill}/images`)).body as { type: string }[];
      if (!images.some((i) => i.type === 'FREIGHT' || i.type === 'CUSTOMS')) {
        probill = row.probill;
        break;
      }
    }
    expect(probill).not.toBe('');
    const made = await api.call('customer', 'POST', 'image_emails/subscriptions', { customer_account: '100001', emails: [SUBSCRIBER], image_types: ['Freight images'], role: 'Consignee', frequency: 'Daily', format: 'PDF' });
    expect(made.status).toBe(200);

    const { page, errors } = await newPage();
    await signIn(page, base, 'employee');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDSPPBILL/${probill}`);
    await shows(page, 'Documents and images');
    await page.getByRole('link', { name: 'Attach an image' }).click();
    await page.waitForURL(new RegExp(`/pages/PBILL-IMAGE/add/${probill}$`));
    await shows(page, 'Accepted: PDF, PNG, JPEG or TIFF; at most 25.0 MB');

    // A file of another type is dropped with its message before anything is sent.
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a scan') });
    await shows(page, 'File type is not accepted');

    await page.getByLabel('Image type').selectOption('Freight images');
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'dock photo.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await shows(page, /dock photo\.jpg \([\d.]+ (Bytes|KB)\)/);
    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await page.waitForURL(new RegExp(`/pages/MTDSPPBILL/${probill}$`));
    await shows(page, 'Image attached');
    const freight = page.locator('tr').filter({ hasText: 'Freight photo' });
    await expect.poll(() => freight.count(), { timeout: 20000 }).toBe(1);

    // The PDF, as a customs document, the same way.
    await page.getByRole('link', { name: 'Attach an image' }).click();
    await page.waitForURL(new RegExp(`/pages/PBILL-IMAGE/add/${probill}$`));
    await page.getByLabel('Image type').selectOption('Customs');
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await page.waitForURL(new RegExp(`/pages/MTDSPPBILL/${probill}$`));
    await expect.poll(() => page.locator('tr').filter({ hasText: 'Customs invoice' }).count(), { timeout: 20000 }).toBe(1);

    // The photo opens in the viewer, drawn from the bytes that were sent.
    await freight.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(new RegExp(`/pages/SHOWIMG/${probill}/[^/]+/display$`));
    const canvas = page.locator('[data-testid="document-frame"] canvas');
    await expect.poll(() => canvas.getAttribute('data-drawn'), { timeout: 30000 }).toBe('1/0/0');
    const stored = (await api.call('customer', 'GET', `probill/${probill}/images`)).body as { id: string; type: string; content_type: string }[];
    expect(stored.filter((i) => i.type === 'FREIGHT' || i.type === 'CUSTOMS').map((i) => [i.type, i.content_type]).sort()).toEqual([['CUSTOMS', 'application/pdf'], ['FREIGHT', 'image/jpeg']]);
    expect(errors).toEqual([]);

    // The freight subscriber got the photo's notice (and not the customs document's), by SMTP from the outbox.
    await expect.poll(() => smtp.received.filter((m) => m.recipients.includes(SUBSCRIBER)).length, { timeout: 20000 }).toBe(1);
    const mail = smtp.received.find((m) => m.recipients.includes(SUBSCRIBER))!.data;
    expect(mail).toContain(`Shipment ${probill}: new FREIGHT image`);
    expect(mail).toContain('dock photo.jpg');

    // A customer is neither offered the form nor let through by the server.
    const customer = await newPage();
    await signIn(customer.page, base, 'customer');
    await customer.page.waitForURL(/\/pages\//);
    await customer.page.goto(`${base}/MANITOULIN/pages/MTDSPPBILL/${probill}`);
    await shows(customer.page, 'Documents and images');
    expect(await customer.page.getByRole('link', { name: 'Attach an image' }).count()).toBe(0);
    const form = new FormData();
    form.append('type', 'POD');
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'pod.jpg');
    const refused = await fetch(`${base}/api/probill/${probill}/images`, { method: 'POST', headers: { authorization: `Token ${await api.token('customer')}` }, body: form });
    expect([refused.status, (await refused.json()).code]).toEqual([403, 'FORBIDDEN']);
    expect(((await api.call('customer', 'GET', `probill/${probill}/images`)).body as unknown[]).length).toBe(stored.length);
  }, 240_000);
});
