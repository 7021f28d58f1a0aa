import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser, downloadBytes } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { readPdf } from '../support/readPdf';

const base = inject('baseURL');
const server = serverApi(base);

const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 15000 }).toBeGreaterThan(0);

/** A real multi-page PDF: the portal's own export of the customer's shipments. */
async function exportedPdf(): Promise<Buffer> {
  const res = await fetch(`${base}/api/export`, {
    method: 'POST',
    headers: { authorization: `Token ${await server.token('customer')}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      api_url: 'api/probill/pickup_date',
      title: 'Shipments by pickup date',
      output_type: 'PDF',
      query_params: { sort: 'probill' },
      columns: [{ field: 'probill', label: 'Probill' }, { field: 'shipper_city', label: 'City' }, { field: 'pickup_date', label: 'Pickup date' }],
      timezone: 'America/Toronto',
    }),
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Uploads files to a claim's attachments as the browser's uploader does (multipart, part 'file'). */
async function attach(probill: string, claimNumber: string, files: { name: string; type: string; data: Buffer }[]) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = await fetch(`${base}/api/claims/attachments/${probill}?claim_number=${claimNumber}`, { method: 'POST', headers: { authorization: `Token ${await server.token('customer')}` }, body: form });
  expect(res.status).toBe(200);
  return (await res.json()).files as { id: number; filename: string }[];
}

/** The drawn canvas: what it shows (page/rotation/zoom step) and its size on screen in CSS pixels. */
async function drawn(page: Page, expected: string) {
  const canvas = page.locator('[data-testid="document-frame"] canvas');
  await expect.poll(() => canvas.getAttribute('data-drawn'), { timeout: 20000 }).toBe(expected);
  return canvas.evaluate((c: HTMLCanvasElement) => ({ width: parseFloat(c.style.width), height: parseFloat(c.style.height), blank: !c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 !== 3 && v < 250) }));
}

/** Reports Content-Security-Policy violations from the first script on. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

describe('the PDF viewer (custom flow CLAIM-DOC) in Chromium', () => {
  const { newPage } = useBrowser();

  it('shows a claim’s PDF and JPEG attachments: pages, rotation, zoom, download and print, under the policy; a missing file fails with the loader’s message', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    const violations = await watchPolicy(page);
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);

    // A JPEG encoded by the browser itself: 400 x 200, dark on the left half.
    const jpeg = Buffer.from(
      await page.evaluate(() => {
        const c = document.createElement('canvas');
        c.width = 400;
        c.height = 200;
        const g = c.getContext('2d')!;
        g.fillStyle = '#fff';
        g.fillRect(0, 0, 400, 200);
        g.fillStyle = '#135';
        g.fillRect(0, 0, 200, 200);
        return c.toDataURL('image/jpeg', 0.9).split(',')[1]!;
      }),
      'base64',
    );
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const pdf = await exportedPdf();
    const pageCount = (await readPdf(pdf)).length;
    expect(pageCount).toBeGreaterThanOrEqual(2);

    const shipment = (await server.call('customer', 'GET', 'probill/pickup_date?limit=1&sort=-probill')).body.results[0];
    const filed = await server.call('customer', 'POST', 'claims', { probill: shipment.probill, amount: 10, claimant_email: 'claire@example.com', description: 'Crushed pallet' });
    expect(filed.status).toBe(200);
    const claimNumber: string = filed.body.claim_number;
    const [pdfFile, jpegFile] = await attach(shipment.probill, claimNumber, [
      { name: 'shipments.pdf', type: 'application/pdf', data: pdf },
      { name: 'pallet.jpg', type: 'image/jpeg', data: jpeg },
    ]);

    // From the claim, its PDF opens in the viewer.
    await page.goto(`${base}/MANITOULIN/pages/CLAIM-VIEW/${claimNumber}`);
    await page.getByRole('link', { name: 'View shipments.pdf' }).click();
    await page.waitForURL(new RegExp(`/pages/CLAIM-DOC/${claimNumber}/${shipment.probill}/${pdfFile!.id}$`));
    await shows(page, 'Claim document');
    const first = await drawn(page, '1/0/0');
    expect(first.blank).toBe(false);
    // A US Letter page at 100%: 8.5 x 11 in at 96 px per inch (the export writes Letter, landscape or portrait).
    expect([first.width, first.height].sort((a, b) => a - b)).toEqual([816, 1056]);
    await shows(page, `of ${pageCount}`);
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    // The frame is 900 px high by default and scrolls inside.
    expect(await page.getByTestId('document-frame').evaluate((f) => f.getBoundingClientRect().height)).toBe(900);

    await page.getByRole('button', { name: 'Next page' }).click();
    await drawn(page, '2/0/0');
    expect(await page.getByLabel('Page', { exact: true }).inputValue()).toBe('2');
    await page.getByLabel('Page', { exact: true }).fill(String(pageCount));
    await page.getByLabel('Page', { exact: true }).press('Enter');
    await drawn(page, `${pageCount}/0/0`);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await drawn(page, `${pageCount - 1}/0/0`);

    await page.getByRole('button', { name: 'Rotate right' }).click();
    const turned = await drawn(page, `${pageCount - 1}/90/0`);
    expect([turned.width, turned.height]).toEqual([first.height, first.width]);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await drawn(page, `${pageCount - 1}/90/1`);
    expect(Math.abs(zoomed.width - turned.width * 1.25)).toBeLessThanOrEqual(1);
    expect(Math.abs(zoomed.height - turned.height * 1.25)).toBeLessThanOrEqual(1);
    expect(await page.getByLabel('Zoom', { exact: true }).innerText()).toBe('125%');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await drawn(page, `${pageCount - 1}/90/-1`);
    expect(await page.getByLabel('Zoom', { exact: true }).innerText()).toBe('80%');
    await page.getByRole('button', { name: 'Rotate left' }).click();
    await page.getByRole('button', { name: 'Rotate left' }).click();
    await drawn(page, `${pageCount - 1}/270/-1`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('shipments.pdf');
    expect((await downloadBytes(file)).equals(pdf)).toBe(true);

    // Print: every page, upright, as an image for the print view; the browser's print is called once.
    await page.evaluate(() => {
      const w = window as unknown as { __printed: number[] };
      w.__printed = [];
      window.print = () => void w.__printed.push(document.querySelectorAll('#document-print img').length);
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number[] }).__printed), { timeout: 20000 }).toEqual([pageCount]);

    // The JPEG in the same frame: its own size at 100%, turned and zoomed alike.
    await page.goto(`${base}/MANITOULIN/pages/CLAIM-VIEW/${claimNumber}`);
    await page.getByRole('link', { name: 'View pallet.jpg' }).click();
    await page.waitForURL(new RegExp(`/pages/CLAIM-DOC/${claimNumber}/${shipment.probill}/${jpegFile!.id}$`));
    const photo = await drawn(page, '1/0/0');
    expect([photo.width, photo.height, photo.blank]).toEqual([400, 200, false]);
    await shows(page, 'of 1');
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Rotate right' }).click();
    expect(await drawn(page, '1/90/0')).toMatchObject({ width: 200, height: 400 });
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await drawn(page, '1/90/1')).toMatchObject({ width: 250, height: 500 });
    // Turned a quarter clockwise, the dark left half is now on top.
    const topLeftDark = await page.locator('[data-testid="document-frame"] canvas').evaluate((c: HTMLCanvasElement) => {
      const g = c.getContext('2d')!;
      const px = (x: number, y: number) => g.getImageData(Math.floor(c.width * x), Math.floor(c.height * y), 1, 1).data[0]!;
      return [px(0.5, 0.1) < 100, px(0.5, 0.9) > 200];
    });
    expect(topLeftDark).toEqual([true, true]);

    // The back link returns to the claim.
    await page.getByRole('link', { name: 'Back to the claim' }).click();
    await page.waitForURL(new RegExp(`/pages/CLAIM-VIEW/${claimNumber}$`));

    // A file that is not there: the loader's message, inline and as a notice.
    await page.goto(`${base}/MANITOULIN/pages/CLAIM-DOC/${claimNumber}/${shipment.probill}/2147483647`);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The document could not be loaded' }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Not found').count()).toBe(2);

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('speaks French, and is refused to a user whose menus do not hold it', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${base}/MANITOULIN/login?lang=fr`);
    await page.getByLabel("Nom d'utilisateur").fill('customer');
    await page.getByLabel('Mot de passe').fill('Freight!Portal2026');
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.waitForURL(/\/pages\//);
    const shipment = (await server.call('customer', 'GET', 'probill/pickup_date?limit=1&sort=probill')).body.results[0];
    const filed = await server.call('customer', 'POST', 'claims', { probill: shipment.probill, amount: 20, claimant_email: 'claire@example.com', description: 'Boîtes mouillées' });
    const claim = { claim_number: filed.body.claim_number as string, probill: shipment.probill as string };
    const pdf = await exportedPdf();
    const [attached] = await attach(claim.probill, claim.claim_number, [{ name: 'expeditions.pdf', type: 'application/pdf', data: pdf }]);
    const id = attached!.id;
    await page.goto(`${base}/MANITOULIN/pages/CLAIM-DOC/${claim.claim_number}/${claim.probill}/${id}`);
    await shows(page, 'Document de réclamation');
    await drawn(page, '1/0/0');
    await shows(page, `sur ${(await readPdf(pdf)).length}`);
    for (const name of ['Page suivante', 'Pivoter à droite', 'Zoom avant', 'Télécharger', 'Imprimer']) await expect.poll(() => page.getByRole('button', { name }).count()).toBe(1);
    await page.getByRole('button', { name: 'Zoom avant' }).click();
    await drawn(page, '1/0/1');
    // Numbers by locale: 125 %, with French spacing.
    expect((await page.getByLabel('Zoom', { exact: true }).innerText()).replace(/\s/g, ' ')).toBe('125 %');
    await shows(page, 'Retour à la réclamation');

    const other = await newPage();
    await signIn(other.page, base, 'quoteonly');
    await other.page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await other.page.goto(`${base}/MANITOULIN/pages/CLAIM-DOC/${claim.claim_number}/${claim.probill}/${id}`);
    await other.page.waitForURL(/403/);
    const refused = await server.call('quoteonly', 'GET', 'screens/CLAIM-DOC');
    expect(refused.status).toBe(403);
    expect(errors).toEqual([]);
  });
});
