import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);
const shown = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 15000 }).toBeGreaterThan(0);

describe('claims processing in Chromium (issue 15 point 6)', () => {
  const { newPage } = useBrowser();

  it('staff move a new claim to Requires Customer Information from CLAIM-PROC; the customer reads the claims procedure PDF', async () => {
    // A claim the customer files now, on one of their shipments.
    const shipments = await server.call('customer', 'GET', 'probill/pickup_date?limit=1');
    const probill = shipments.body.results[0].probill as string;
    const filed = await server.call('customer', 'POST', 'claims', { probill, amount: 250.75, claimant_email: 'customer@example.com', description: 'Two cartons crushed.' });
    expect(filed.status).toBe(200);
    const claimNumber = filed.body.claim_number as string;

    const staff = await newPage();
    await signIn(staff.page, base, 'employee');
    await staff.page.waitForURL(/\/pages\//);
    await staff.page.getByRole('button', { name: 'Disputes and claims' }).click();
    await staff.page.getByRole('menuitem', { name: 'Claims processing', exact: true }).click();
    await staff.page.waitForURL(/\/pages\/CLAIM-PROC$/);
    await staff.page.getByRole('link', { name: claimNumber }).first().click();
    await staff.page.waitForURL(new RegExp(`/pages/CLAIM-PROC/VIEW/${claimNumber}$`));
    await staff.page.getByRole('link', { name: 'Change status' }).click();
    await staff.page.getByLabel('New status').selectOption({ label: 'Requires Customer Information' });
    await staff.page.getByLabel('Comment').fill('Please send photographs of the cartons.');
    await staff.page.getByRole('button', { name: 'Change status' }).click();
    await staff.page.waitForURL(new RegExp(`/pages/CLAIM-PROC/VIEW/${claimNumber}$`), { timeout: 15000 });
    await shown(staff.page, 'Please send photographs of the cartons.');
    expect(staff.errors).toEqual([]);
    const seen = await server.call('customer', 'GET', `claims/${claimNumber}`);
    expect(seen.body.status).toBe('Requires Customer Information');

    const { page, errors } = await newPage();
    await signIn(page, base, 'customer');
    await page.waitForURL(/\/pages\//);
    await page.getByRole('button', { name: 'Claims' }).click();
    await page.getByRole('menuitem', { name: 'Claims procedure', exact: true }).click();
    await page.waitForURL(/\/pages\/S_CLAIMPROC$/);
    await expect.poll(() => page.locator('[data-testid="document-frame"] canvas').getAttribute('data-drawn'), { timeout: 30000 }).toBeTruthy();
    expect(errors).toEqual([]);
  });
});
