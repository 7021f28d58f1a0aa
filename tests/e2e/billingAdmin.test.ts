import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);
const poll = (fn: () => Promise<unknown>) => expect.poll(fn, { timeout: 15000 });

describe('billing administration in Chromium (issue 15 point 5)', () => {
  const { newPage } = useBrowser();

  it('an employee moves an exit condition back by 3 from the list, and forward again', async () => {
    const order = async () => (await server.call('employee', 'GET', 'billing/exits?limit=100')).body.results.map((r: { description: string }) => r.description) as string[];
    const before = await order();
    expect(before.length).toBeGreaterThan(4);
    const moved = before[0]!;

    const { page, errors } = await newPage();
    await signIn(page, base, 'employee');
    await page.waitForURL(/\/pages\//);
    // The page is on the employee's menu (tests/api/billingAdmin.test.ts); opened by its address here.
    await page.goto(`${base}/MANITOULIN/pages/BILL_EXIT_LIST`);
    const row = page.locator('tbody tr[data-row]', { hasText: moved });
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Back 3', exact: true }).click();
    await page.getByText('Moved back by 3').first().waitFor({ timeout: 15000 });
    await poll(order).toEqual([before[1], before[2], before[3], moved, ...before.slice(4)]);
    // The grid shows it fourth.
    await poll(() => page.locator('tbody tr[data-row]').nth(3).textContent()).toContain(moved);

    await row.getByRole('button', { name: 'Forward 3', exact: true }).click();
    await page.getByText('Moved forward by 3').first().waitFor({ timeout: 15000 });
    await poll(order).toEqual(before);
    expect(errors).toEqual([]);
  });
});
