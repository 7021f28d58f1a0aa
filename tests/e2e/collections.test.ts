import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from '../support/browser';
import { serverApi } from '../support/serverApi';

const base = inject('baseURL');
const server = serverApi(base);

describe('collections in Chromium (issue 15 points 4 and 8)', () => {
  const { newPage } = useBrowser();

  it('a credit user logs a call on an account from the daily calls list, which takes it off the list', async () => {
    // An account on today's list, as the server has it (a retry finds the next one).
    const due = await server.call('credit', 'GET', 'statements_portal/daily_calls?limit=50&sort=priority&due=true');
    expect(due.status).toBe(200);
    const account = due.body.results[0];
    expect(account).toBeTruthy();

    const { page, errors } = await newPage();
    await signIn(page, base, 'credit');
    // The credit group lands on its daily calls.
    await page.waitForURL(/\/pages\/AR-DAILY-CALLS$/);
    const row = page.locator('tbody tr').filter({ has: page.locator('td', { hasText: account.customer_name }) }).first();
    await row.waitFor({ timeout: 15000 });
    // A row opens the call form for its account.
    await row.locator('td', { hasText: account.customer_name }).first().click();
    await page.waitForURL(new RegExp(`/pages/AR-DAILY-CALLS/LOG\\?customer_account=${account.customer_account}$`));

    // The account comes from the list.
    await expect.poll(() => page.getByRole('textbox', { name: 'Account', exact: true }).inputValue(), { timeout: 15000 }).toBe(account.customer_account);
    await page.getByRole('combobox', { name: /^Outcome/ }).selectOption({ label: 'Left message' });
    await page.getByRole('textbox', { name: /^Contact/ }).fill('Accounts payable');
    await page.getByRole('textbox', { name: /^Notes/ }).fill('Left a message about the invoices over 60 days');
    await page.getByLabel(/^Follow-up date/).fill('2099-03-02');
    await page.getByRole('button', { name: 'Save the call' }).click();

    await page.getByText('Call logged').first().waitFor({ timeout: 15000 });
    await page.waitForURL(/\/pages\/AR-DAILY-CALLS$/);
    // Off today's list, and in the call history with what was entered.
    await page.locator('tbody tr').first().waitFor({ timeout: 15000 }).catch(() => undefined);
    await expect.poll(() => page.locator('tbody tr').filter({ has: page.locator('td', { hasText: account.customer_name }) }).count(), { timeout: 15000 }).toBe(0);
    const history = await server.call('credit', 'GET', `statements_portal/calls?limit=5&sort=-called_at&customer_account=${account.customer_account}`);
    expect(history.body.results[0]).toMatchObject({ customer_account: account.customer_account, caller: 'credit', outcome: 'Left message', contact: 'Accounts payable', follow_up_date: '2099-03-02' });
    const after = await server.call('credit', 'GET', `statements_portal/accounts/${account.customer_account}`);
    expect(after.body.next_call_date).toBe('2099-03-02');
    expect(errors).toEqual([]);
  });
});
