import { describe, expect, inject, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { repoRoot } from '../support/testApp';

const base = inject('baseURL');
const FIVE = join(repoRoot, 'tests/fixtures/files/five-pages.pdf');
const shows = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 20000 }).toBeGreaterThan(0);

describe('the document library (ACC_LIST) in Chromium', () => {
  const { newPage } = useBrowser();

  it('adds a document with the wizard (DCCMD=add), lists it and views it in the viewer', async () => {
    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    // ACC_ADD redirects to ACC_LIST/add; DCCMD=add does the same from the list.
    await page.goto(`${base}/MANITOULIN/pages/ACC_ADD`);
    await page.waitForURL(/\/pages\/ACC_LIST\/add$/);
    await page.goto(`${base}/MANITOULIN/pages/ACC_LIST?DCCMD=add`);
    await page.waitForURL(/\/pages\/ACC_LIST\/add$/);

    await page.getByLabel('File').setInputFiles(FIVE);
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('aria-label'), { timeout: 20000 }).toBe('five-pages.pdf, page 1 of 5');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Document type').selectOption('POD');
    await page.getByLabel('Title').fill('March delivery receipts');
    const first = page.getByRole('group', { name: 'Document 1' });
    await first.getByLabel('Document name').fill('Receipts');
    await first.getByLabel('Pages').selectOption('Custom');
    await first.getByLabel('Custom pages').fill('1-2');
    await page.getByRole('button', { name: 'Add a document' }).click();
    // The next document's pages start after the previous one's (02-business.md §5).
    await expect.poll(() => page.getByRole('group', { name: 'Document 2' }).getByLabel('Custom pages').inputValue()).toBe('3');
    await page.getByRole('button', { name: 'Complete' }).click();
    await shows(page, 'Click Reset to start over');

    await page.getByRole('link', { name: 'Open March delivery receipts' }).click();
    await page.waitForURL(/\/pages\/ACC_LIST\/view\/DL/);
    await shows(page, 'March delivery receipts');
    const files = page.getByRole('list', { name: 'Files' }).getByRole('listitem');
    await expect.poll(() => files.allTextContents()).toEqual(['Receipts.pdf', 'Receipts_1.pdf']);
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('aria-label'), { timeout: 20000 }).toBe('Receipts.pdf, page 1 of 2');
    await files.filter({ hasText: 'Receipts_1.pdf' }).click();
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('aria-label'), { timeout: 20000 }).toBe('Receipts_1.pdf, page 1 of 1');

    await page.getByRole('link', { name: 'Back to the library' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'March delivery receipts' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
