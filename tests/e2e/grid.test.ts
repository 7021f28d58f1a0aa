import { describe, expect, inject, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { downloadBytes, signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';
import { screenDefinition } from '../support/screenDefinition';

const base = inject('baseURL');
const screensDir = inject('screensDir');

const server = serverApi(base);
async function api(username: string, path: string): Promise<any> {
  const { status, body } = await server.call(username, 'GET', path);
  expect(status, path).toBe(200);
  return body;
}

// As the server serves it: its shared columns resolved.
const shipments = screenDefinition('MTDPUDATE');
/** The generic search of MTDPUDATE: every searchable visible non-boolean column. */
const searchOf = (text: string) =>
  shipments.columns
    .filter((c: any) => c.searchable && c.type !== 'boolean')
    .map((c: any) => `${c.field}=${text}`)
    .join('|');
/** expect.poll with room for a busy machine: the first page of a cold server can take seconds. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20000 });
const dataRows = (page: Page) => page.locator('tbody tr[data-row]');

describe('the data grid in Chromium', () => {
  const { newPage } = useBrowser();

  it('searches, filters by a column, sorts and changes the page size', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);
    const all = await api('customer', 'probill/pickup_date?limit=1');
    await poll(() => page.getByText(`${all.count} rows`, { exact: true }).count()).toBe(1);

    const prefix = all.results[0].probill.slice(0, 7);
    const searched = await api('customer', `probill/pickup_date?limit=1&search=${encodeURIComponent(searchOf(prefix))}`);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(prefix);
    await poll(() => page.getByText(`${searched.count} rows`, { exact: true }).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('');
    await poll(() => page.getByText(`${all.count} rows`, { exact: true }).count()).toBe(1);

    const late = await api('customer', 'probill/pickup_date?limit=1&status__icontains=late');
    await page.getByLabel('Filter Status', { exact: true }).fill('late');
    await poll(() => page.getByText(`${late.count} rows`, { exact: true }).count()).toBe(1);
    await poll(async () => (await dataRows(page).allInnerTexts()).every((t) => /late/i.test(t))).toBe(true);
    await page.getByLabel('Filter Status', { exact: true }).fill('');
    await poll(() => page.getByText(`${all.count} rows`, { exact: true }).count()).toBe(1);

    const byProbill = await api('customer', 'probill/pickup_date?limit=1&sort=probill');
    await page
      .getByRole('columnheader', { name: /^Probill/ })
      .getByRole('button', { name: 'Probill', exact: true })
      .click();
    await poll(() => page.getByRole('columnheader', { name: /^Probill/ }).getAttribute('aria-sort')).toBe('ascending');
    await poll(() => dataRows(page).first().innerText()).toContain(byProbill.results[0].probill);

    await page.getByLabel('Rows per page', { exact: true }).selectOption('50');
    await poll(() => dataRows(page).count()).toBe(Math.min(50, all.count));
    expect(errors).toEqual([]);
  });

  it('keeps grid preferences and the separator across a reload, then resets them', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);
    await dataRows(page).first().waitFor();

    await page.getByRole('button', { name: 'Grid preferences' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Reference' }).uncheck();
    await dialog.getByRole('button', { name: 'Move Status up' }).click();
    await dialog.getByLabel('Rows per page').selectOption('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByRole('columnheader', { name: /^Reference/ }).count()).toBe(0);
    await poll(() => dataRows(page).count()).toBe(10);

    await page.getByRole('button', { name: 'Separators' }).click();
    await page.getByRole('menuitemradio', { name: 'Vertical' }).click();
    await poll(() => page.locator('[data-separator]').getAttribute('data-separator')).toBe('vertical');
    await poll(() => page.getByRole('status').filter({ hasText: 'Saving' }).count()).toBe(0);

    await page.reload();
    await dataRows(page).first().waitFor();
    expect(await page.getByRole('columnheader', { name: /^Reference/ }).count()).toBe(0);
    const headers = await page.locator('thead tr').nth(1).locator('th').allInnerTexts();
    expect(headers.findIndex((h) => h.startsWith('Status'))).toBeLessThan(headers.findIndex((h) => h.startsWith('Delivery date')));
    expect(await page.locator('[data-separator]').getAttribute('data-separator')).toBe('vertical');
    expect(await dataRows(page).count()).toBe(10);

    await page.getByRole('button', { name: 'Grid preferences' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await poll(() => page.getByRole('columnheader', { name: /^Reference/ }).count()).toBe(1);
    await page.reload();
    await dataRows(page).first().waitFor();
    expect(await page.locator('[data-separator]').getAttribute('data-separator')).toBe('horizontal');
    expect(errors).toEqual([]);
  });

  it('exports the filtered rows to a real CSV file after the confirm dialog', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);
    const delivered = await api('customer', 'probill/pickup_date?limit=1&status__icontains=delivered');
    await page.getByLabel('Filter Status', { exact: true }).fill('delivered');
    await poll(() => page.getByText(`${delivered.count} rows`, { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const confirm = page.getByRole('alertdialog');
    await poll(() => confirm.getByText(`Do you want to export ${delivered.count} rows to CSV?`).count()).toBe(1);
    const download = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const file = await download;
    const lines = (await downloadBytes(file)).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Probill');
    expect(lines[0]).toContain('Weight (lbs)');
    expect(lines).toHaveLength(delivered.count + 1);
    expect(lines.slice(1).every((l) => /delivered/i.test(l))).toBe(true);
    await poll(() => page.getByText('Shipments by pickup date (CSV) Download: Complete').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('selects rows and saves an edited cell through the row-update call (admin, UA-QUICKEDIT)', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/UA-QUICKEDIT`);
    await dataRows(page).first().waitFor();

    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    const shown = await dataRows(page).count();
    await poll(() => page.getByText(`${shown} selected`).count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Select all rows' }).uncheck();
    await dataRows(page).nth(1).getByRole('checkbox', { name: 'Select row' }).check();
    await poll(() => page.getByText('1 selected').count()).toBe(1);

    const row = dataRows(page).filter({ hasText: 'sales' }).first();
    const firstName = row.getByRole('textbox', { name: 'First name' });
    await firstName.fill('');
    await poll(() => row.getByRole('alert').textContent()).toBe('Field is required');
    await firstName.fill('Samira');
    await poll(() => row.getByRole('img', { name: 'Saved' }).count()).toBeGreaterThan(0);
    const firstNameOfSales = async () => (await api('admin', 'users/user?uid__iexact=sales')).results[0].first_name;
    expect(await firstNameOfSales()).toBe('Samira');
    // Back to the demo name, the same way: other files sign in as `sales` on this shared server.
    await firstName.fill('Sam');
    await poll(firstNameOfSales).toBe('Sam');
    expect(errors).toEqual([]);
  });

  it('uses the width it has at 1440 px: every default column of MTDPUDATE in view, or the key column kept in view while scrolling across', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);
    await dataRows(page).first().waitFor();
    const labels: string[] = shipments.columns.filter((c: any) => c.visible !== false).map((c: any) => c.label);
    const headings = page.locator('thead tr').nth(1).locator('th');
    await poll(() => headings.count()).toBe(labels.length);
    const scroller = page.locator('table').locator('xpath=..');
    const frame = async () =>
      scroller.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
      });
    const inView = async (el: ReturnType<Page['locator']>) => {
      const f = await frame();
      const b = (await el.boundingBox())!;
      return b.x >= f.left - 1 && b.x + b.width <= f.right + 1;
    };
    // No empty gutters: the grid reaches the window's edge but for the page's padding.
    expect(1440 - (await frame()).right).toBeLessThan(48);
    const key = headings.first();
    expect(await key.innerText()).toMatch(/^Probill/);
    const { scrollWidth, clientWidth } = await frame();
    if (scrollWidth <= clientWidth) {
      for (let i = 0; i < labels.length; i++) expect(await inView(headings.nth(i)), labels[i]).toBe(true);
    } else {
      // Scrolled to the far end, the last column shows and the key column (header and cells) stays in view.
      await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await poll(() => inView(headings.last())).toBe(true);
      expect(await inView(key)).toBe(true);
      const firstCell = dataRows(page).first().locator('td').first();
      expect(await inView(firstCell)).toBe(true);
      expect(await firstCell.innerText()).toMatch(/^\d{10}$/);
    }
    expect(errors).toEqual([]);
  });

  it('keeps the header and the pagination in view inside a scrolling parent (the full-screen grid)', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await page.setViewportSize({ width: 1280, height: 600 });
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/MTDPUDATE`);
    await dataRows(page).first().waitFor();
    await page.getByLabel('Rows per page', { exact: true }).selectOption('50');
    await poll(() => dataRows(page).count()).toBe(50);

    // Full screen makes the grid's own section the scrolling parent, not the window.
    await page.getByRole('button', { name: 'Full screen' }).click();
    const parent = page.locator('section[data-fullscreen]');
    await parent.evaluate((el) => el.scrollBy(0, 900));
    const view = (await parent.boundingBox())!;
    const headTop = async () => (await page.locator('thead').boundingBox())!.y;
    await poll(async () => Math.abs((await headTop()) - view.y)).toBeLessThan(30);
    const footer = page.getByLabel('Rows per page', { exact: true });
    await poll(async () => {
      const box = (await footer.boundingBox())!;
      return box.y + box.height <= view.y + view.height && box.y >= view.y;
    }).toBe(true);

    // Back at the top, the header returns to its place above the first row.
    await parent.evaluate((el) => el.scrollTo(0, 0));
    await poll(async () => (await headTop()) < (await dataRows(page).first().boundingBox())!.y).toBe(true);
    await poll(() => page.locator('thead').evaluate((el) => (el as HTMLElement).style.transform)).toBe('');
    expect(errors).toEqual([]);
  });

  it('expands a disputed open item to its row_details and folds it again (AR-OPEN-ITEMS)', async () => {
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/AR-OPEN-ITEMS`);
    const disputed = await api('admin', 'statements_portal/open_items?limit=1&disputed=true');
    expect(disputed.count, 'the demo data holds disputed open items').toBeGreaterThan(0);
    await page.getByLabel('Filter Disputed', { exact: true }).selectOption('true');
    await poll(() => page.getByText(`${disputed.count} rows`, { exact: true }).count()).toBe(1);

    const first = dataRows(page).first();
    await poll(() => first.innerText()).toContain(disputed.results[0].probill);
    const toggle = first.getByRole('button', { name: 'Show details' });
    await toggle.click();
    const details = page.locator('tbody tr.details');
    await poll(() => details.count()).toBe(1);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await details.innerText()).toContain('Dispute status');
    expect(await details.innerText()).toContain(disputed.results[0].row_details['Dispute status']);
    await toggle.click();
    await poll(() => details.count()).toBe(0);

    // Items that are not disputed have nothing to expand: no toggle, no details column.
    await page.getByLabel('Filter Disputed', { exact: true }).selectOption('false');
    await poll(() => page.getByRole('button', { name: 'Show details' }).count()).toBe(0);
    await poll(() => dataRows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('columnheader', { name: 'Details', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('leaves PDF out when the definition hides it, and keeps one row in single selection', async () => {
    writeFileSync(
      join(screensDir, 'E2E-GRID-NOPDF.json'),
      JSON.stringify({
        cmid: 'E2E-GRID-NOPDF',
        kind: 'grid',
        title: 'No PDF',
        dataSource: 'GET probill/pickup_date',
        rowKey: 'probill',
        hidePdfExport: true,
        selection: 'single',
        columns: [{ name: 'probill', field: 'probill', label: 'Probill', type: 'text', searchable: true }],
      }),
    );
    const { page, errors } = await newPage({ acceptDownloads: true });
    await signIn(page, base, 'admin');
    await page.waitForURL(/\/pages\//);
    await page.goto(`${base}/MANITOULIN/pages/E2E-GRID-NOPDF`);
    await dataRows(page).first().waitFor();
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'PDF' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Google Sheet' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dataRows(page).nth(0).getByRole('radio', { name: 'Select row' }).check();
    await dataRows(page).nth(1).getByRole('radio', { name: 'Select row' }).check();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
