import { describe, expect, inject, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { signIn, useBrowser, downloadBytes } from '../support/browser';
import { readPdf } from '../support/readPdf';
import { repoRoot } from '../support/testApp';

const base = inject('baseURL');
const FIVE = join(repoRoot, 'tests/fixtures/files/five-pages.pdf');
const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 20000 }).toBeGreaterThan(0);

describe('the document wizard (RVIUPLOAD) in Chromium', () => {
  const { newPage } = useBrowser();

  it('uploads a real five-page PDF, previews it, splits pages 1-2 on the server and completes', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/RVIUPLOAD`);
    await shows(page, 'Split and convert a document');

    // Prepare file: the preview is drawn by the viewer (page 1 of 5), then Continue appears.
    await page.getByLabel('File').setInputFiles(FIVE);
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('aria-label'), { timeout: 20000 }).toBe('five-pages.pdf, page 1 of 5');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Process: custom pages; a bad range is refused in the page with the spec's message before anything is sent.
    const first = page.getByRole('group', { name: 'Document 1' });
    await first.getByLabel('Pages').selectOption('Custom');
    await first.getByLabel('Custom pages').fill('1-');
    await page.getByRole('button', { name: 'Complete' }).click();
    await shows(page, 'Invalid format');
    await first.getByLabel('Custom pages').fill('1-2');
    await page.getByRole('button', { name: 'Complete' }).click();

    // Complete: the spec's banner and hint, the notice, and the document made on the server.
    await shows(page, 'Click Reset to start over');
    await shows(page, 'Uploaded successfully');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'five-pages.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('five-pages.pdf');
    const pages = await readPdf(await downloadBytes(file));
    expect(pages.map((p) => p.lines[0]?.join(' '))).toEqual(['Page 1 of 5', 'Page 2 of 5']);

    // Reset returns to the first step with no file.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => page.getByLabel('File').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
