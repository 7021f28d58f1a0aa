import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { errorShapeFault } from '../support/errorShape';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';

type Row = Record<string, any>;
const cents = (v: unknown) => Math.round(Number(v) * 100);

/** Every list of collections, by its call path, with the account column it answers (none for summaries). */
const ACCOUNT_LISTS = [
  'statements_portal/daily_calls',
  'statements_portal/sales_calls',
  'statements_portal/calls',
  'statements_portal/call_priority',
  'statements_portal/call_priority/log',
  'statements_portal/call_actions',
  'statements_portal/edi_exceptions',
  'statements_portal/email_logs',
  'statements_portal/sales_review',
  'statements_portal/account_invoices',
  'statements_portal/reports/receivables',
];
const SUMMARY_LISTS = ['statements_portal/aging_by_group', 'statements_portal/collections', 'statements_portal/reports/collection', 'statements_portal/reports/management', 'statements_portal/tables'];

/**
 * Collections for credit staff (issue 15 point 4), on both databases: the demo's
 * collections agree with the ledger; logging a call and setting a priority
 * change real rows under their rules; and scoping holds: another company's
 * credit staff, a sales rep of another sales code and a customer see nothing.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`collections [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 600 });
      const db = t.database.db;
      const { password_hash } = await db.selectFrom('users').select('password_hash').where('username', '=', 'employee').executeTakeFirstOrThrow();
      // A DRC credit clerk holding every collections page, and a MANITOULIN sales rep of a code no account has.
      const top = await db.selectFrom('top_menus').select('id').where('name', 'in', ['Collections', 'Sales collections']).execute();
      const drcGroup = await db.insertInto('menu_groups').values({ company: 'DRC', name: 'DRC credit', is_admin: false, landing_cmid: 'AR-DAILY-CALLS' }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('group_menus').values(top.map((m, i) => ({ group_id: drcGroup.id, top_menu_id: m.id, seq: i + 1 }))).execute();
      const drc = await db.insertInto('users').values({ username: 'drccredit', company: 'DRC', type: 'EMPLOYEE', first_name: 'D', last_name: 'C', email: 'dc@example.com', password_hash }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('user_groups').values({ user_id: drc.id, group_id: drcGroup.id }).execute();
      const salesGroup = await db.selectFrom('menu_groups').select('id').where('company', '=', 'MANITOULIN').where('name', '=', 'Sales').executeTakeFirstOrThrow();
      const s2 = await db.insertInto('users').values({ username: 'sales2', company: 'MANITOULIN', type: 'SALES', first_name: 'S', last_name: 'T', email: 's2@example.com', password_hash, sales_code: 'S999' }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('user_groups').values({ user_id: s2.id, group_id: salesGroup.id }).execute();
    });
    afterAll(() => t.close());

    const token = (username: string) => t.tokenOf(username, username.startsWith('drc') ? 'DRC' : 'MANITOULIN');
    const get = async (username: string, url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: auth(await token(username)) });
    const send = async (username: string, method: 'POST' | 'PUT', url: string, payload: unknown) =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await token(username)), payload: payload as object });
    const expectRefusal = (res: { statusCode: number; body: string }, code: string) => {
      expect(errorShapeFault(res)).toBeNull();
      expect(JSON.parse(res.body).code).toBe(code);
    };
    /** The menus a user signs in to (the login answer), as text. */
    const menusOf = async (username: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company: 'MANITOULIN', password: DEMO_PASSWORD } });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const rows = async (username: string, url: string): Promise<Row[]> => {
      const res = await get(username, `${url}${url.includes('?') ? '&' : '?'}limit=500`);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json().results;
    };

    it('gives the credit user every collections page on their menu, and sales their own', async () => {
      const text = await menusOf('credit');
      for (const cmid of ['AR-DAILY-CALLS', 'AR-SUP-DAILY-CALLS', 'AR-ACCOUNT-INQUIRY', 'AR-CALL-HISTORY', 'AR-COLLECT-MGMT', 'AR-CALL-PRIORITY-LOG', 'AR-CALL-PRIORITY-MGMT',
        'AR-CALL-ACTIONS', 'AR-AGEING-BY-GROUP', 'AR-ACCOUNT-INVOICE', 'AR-EDI-EXCEPTIONS', 'AR-EMAIL-LOGS', 'AR_MAN_RPT', 'AR_VIEW_COLLECTION', 'AR_VIEW_RPT', 'AR-MANAGE-TABLES',
        'AR-ONLINE-AGING', 'AR-OPEN-ITEMS', 'AR-DISPUTED-PROS', 'AR-DISPUTED-INPRG']) {
        expect(text, cmid).toContain(`"${cmid}"`);
      }
      const sales = await menusOf('sales');
      for (const cmid of ['AR-SALES-CALLS', 'AR-SALES-REVIEW', 'AR-ACCOUNT-INQUIRY']) expect(sales, cmid).toContain(`"${cmid}"`);
      expect(sales).not.toContain('"AR-MANAGE-TABLES"');
    });

    it("agrees with the ledger: an account's balances and ageing are its open invoices', to the cent", async () => {
      const calls = await rows('credit', 'statements_portal/sales_calls'.replace('sales_calls', 'daily_calls'));
      expect(calls.map((r) => r.customer_account).sort()).toEqual(['100001', '100002', '100003', '200002']);
      const db = t.database.db;
      for (const row of calls) {
        const { rows: open } = await sql<{ cad: string; old: string }>`
          select coalesce(sum(round((amount - paid) * case when currency = 'CAD' then 1 else (select rate from exchange_rates where from_currency = currency and to_currency = 'CAD' order by rate_date desc limit 1) end, 2)), 0) as cad,
            coalesce(sum(round((amount - paid) * case when currency = 'CAD' then 1 else (select rate from exchange_rates where from_currency = currency and to_currency = 'CAD' order by rate_date desc limit 1) end, 2)) filter (where current_date - invoice_date > 60), 0) as old
          from invoices where customer_account = ${row.customer_account} and paid < amount`.execute(db);
        expect(cents(row.total_balance), row.customer_account).toBe(cents(open[0]!.cad));
        expect(cents(row.balance_over_60), row.customer_account).toBe(cents(open[0]!.old));
        const account = (await get('credit', `statements_portal/accounts/${row.customer_account}`)).json();
        expect(cents(account.aging.total)).toBe(cents(row.total_balance));
        const a = account.aging;
        expect(cents(a.current) + cents(a.days_31_60) + cents(a.days_61_90) + cents(a.days_91_120) + cents(a.over_120)).toBe(cents(a.total));
      }
      // Promises were never more than the account owed; EDI exceptions name real invoices of their account.
      const { rows: over } = await sql`select k.id from collection_calls k join ar_account_balances b on b.customer_account = k.customer_account where k.promised_amount > b.total_balance`.execute(db);
      expect(over).toEqual([]);
      const edi = await rows('credit', 'statements_portal/edi_exceptions');
      expect(edi.length).toBeGreaterThan(0);
      for (const e of edi.slice(0, 5)) {
        const inv = await rows('credit', `statements_portal/account_invoices?probill=${e.probill}`);
        expect(inv.some((i) => i.customer_account === e.customer_account && cents(i.amount) === cents(e.amount))).toBe(true);
      }
    });

    it('answers every collections list to credit staff, each the company’s rows only', async () => {
      // The sales lists are the salespeople's (and the administrators'): credit staff hold the rest.
      for (const url of [...ACCOUNT_LISTS, ...SUMMARY_LISTS]) {
        const list = await rows(/sales_(calls|review)$/.test(url) ? 'admin' : 'credit', url);
        expect(list.length, url).toBeGreaterThan(0);
        for (const r of list) if ('customer_account' in r) expect(['100001', '100002', '100003', '200002'], url).toContain(r.customer_account);
      }
    });

    it("shows another company's credit staff none of MANITOULIN's accounts, by list or id", async () => {
      for (const url of ACCOUNT_LISTS) {
        const list = await rows('drccredit', url);
        expect(list.every((r) => r.customer_account === undefined || r.customer_account === '300003'), url).toBe(true);
      }
      const res = await get('drccredit', 'statements_portal/accounts/100001');
      expect(res.statusCode).toBe(404);
      expectRefusal(res, 'AR_ACCOUNT_NOT_FOUND');
      const call = await send('drccredit', 'POST', 'statements_portal/calls', { customer_account: '100001', outcome: 'Reached', notes: 'x' });
      expect(call.statusCode).toBe(404);
      const prio = await send('drccredit', 'PUT', 'statements_portal/call_priority/100001', { priority: 1 });
      expect(prio.statusCode).toBe(404);
    });

    it('shows a sales rep only the accounts of their sales code, and one without it nothing', async () => {
      const mine = await rows('sales', 'statements_portal/sales_calls');
      expect(mine.map((r) => r.customer_account).sort()).toEqual(['100001', '100002']);
      expect((await rows('sales', 'statements_portal/sales_review')).every((r) => r.sales_code === 'S104')).toBe(true);
      expect((await rows('sales', 'statements_portal/calls')).every((r) => ['100001', '100002'].includes(r.customer_account))).toBe(true);
      expect((await get('sales', 'statements_portal/accounts/100003')).statusCode).toBe(404);
      expect((await get('sales', 'statements_portal/accounts/100001')).statusCode).toBe(200);
      for (const url of ['statements_portal/sales_calls', 'statements_portal/sales_review', 'statements_portal/calls', 'statements_portal/account_invoices']) {
        expect(await rows('sales2', url), url).toEqual([]);
      }
      expect((await get('sales2', 'statements_portal/accounts/100001')).statusCode).toBe(404);
      const call = await send('sales2', 'POST', 'statements_portal/calls', { customer_account: '100001', outcome: 'Reached', notes: 'x' });
      expect(call.statusCode).toBe(404);
    });

    it('refuses customers every collections call', async () => {
      for (const url of [...ACCOUNT_LISTS, ...SUMMARY_LISTS, 'statements_portal/accounts/100001']) {
        expect((await get('customer', url)).statusCode, url).toBe(403);
      }
      expect((await send('customer', 'POST', 'statements_portal/calls', { customer_account: '100001', outcome: 'Reached', notes: 'x' })).statusCode).toBe(403);
    });

    it('logs a call: a promise to pay within what the account owes moves its next call and takes it off today’s list', async () => {
      const before = (await rows('credit', 'statements_portal/daily_calls')).find((r) => r.customer_account === '100001')!;
      expect(before.due).toBe(true);
      const owed = Number(before.total_balance);
      const missing = await send('credit', 'POST', 'statements_portal/calls', { customer_account: '100001', outcome: 'Promise to pay', notes: 'Will pay' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.map((e: Row) => e.pointer).sort()).toEqual(['/promised_amount', '/promised_date']);
      const tooMuch = await send('credit', 'POST', 'statements_portal/calls', { customer_account: '100001', outcome: 'Promise to pay', notes: 'Will pay', promised_amount: Math.round(owed * 100 + 1) / 100, promised_date: '2099-01-01' });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().errors).toEqual([{ pointer: '/promised_amount', message: 'The promised amount is more than the account owes' }]);
      const past = await send('credit', 'POST', 'statements_portal/calls', { customer_account: '100001', outcome: 'Reached', notes: 'x', follow_up_date: '2000-01-01' });
      expect(past.statusCode).toBe(400);
      const badAction = await send('credit', 'POST', 'statements_portal/calls', { customer_account: '100001', outcome: 'Reached', notes: 'x', action_code: 'NOPE' });
      expect(badAction.json().errors).toEqual([{ pointer: '/action_code', message: 'Not an active action code' }]);
      const countBefore = (await rows('credit', 'statements_portal/calls')).length;
      const ok = await send('credit', 'POST', 'statements_portal/calls', {
        customer_account: '100001', outcome: 'Promise to pay', notes: 'Cheque in the mail', promised_amount: 100.1, promised_date: '2099-01-15',
        follow_up_date: '2099-01-16', action_code: 'letter', contact: 'Jean', reason: 'PASTDUE',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ customer_account: '100001', caller: 'credit', outcome: 'Promise to pay', promised_amount: 100.1, follow_up_date: '2099-01-16', action_code: 'LETTER', source: 'collections' });
      expect((await rows('credit', 'statements_portal/calls')).length).toBe(countBefore + 1);
      const after = (await rows('credit', 'statements_portal/daily_calls')).find((r) => r.customer_account === '100001')!;
      expect(after).toMatchObject({ due: false, called_today: true, follow_up_date: '2099-01-16' });
      const actions = await rows('credit', 'statements_portal/call_actions?status=Open&action_code=LETTER&due_date=2099-01-16');
      expect(actions.map((a) => a.customer_account)).toEqual(['100001']);
      // A refused call wrote nothing.
      const { rows: n } = await sql<{ n: string }>`select count(*) as n from collection_calls where notes in ('Will pay', 'x')`.execute(t.database.db);
      expect(Number(n[0]!.n)).toBe(0);
    });

    it('sets a call priority, logging the change, and refuses a collector who is not one', async () => {
      const bad = await send('credit', 'PUT', 'statements_portal/call_priority/100002', { priority: 1, collector: 'customer' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ pointer: '/collector', message: 'Not a collector of the company' }]);
      const before = (await rows('credit', 'statements_portal/call_priority')).find((r) => r.customer_account === '100002')!;
      const ok = await send('credit', 'PUT', 'statements_portal/call_priority/100002', { priority: 1, collector: 'admin', call_frequency_days: 7, reason: 'Large balance' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ customer_account: '100002', priority: 1, collector: 'admin', call_frequency_days: 7, reason: 'Large balance', updated_by: 'credit' });
      const log = await rows('credit', 'statements_portal/call_priority/log?customer_account=100002');
      expect(log[0]).toMatchObject({ by: 'credit', old_priority: before.priority, new_priority: 1, reason: 'Large balance' });
      expect((await rows('credit', 'statements_portal/daily_calls?customer_account=100002'))[0]).toMatchObject({ priority: 1, collector: 'admin' });
    });

    it('edits a code table row, keeping codes unique in their table', async () => {
      const list = await rows('credit', 'statements_portal/tables?table_name=action_codes');
      const letter = list.find((r) => r.code === 'LETTER')!;
      const clash = await send('credit', 'PUT', `statements_portal/tables/action_codes/${letter.id}`, { code: 'STMT', description: 'x', active: true });
      expect(clash.statusCode).toBe(409);
      expectRefusal(clash, 'AR_CODE_EXISTS');
      const ok = await send('credit', 'PUT', `statements_portal/tables/action_codes/${letter.id}`, { code: 'LETTER', description: 'Send a final notice', active: false, value: null, user_id: null });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ code: 'LETTER', description: 'Send a final notice', active: false });
      const inactive = await send('credit', 'POST', 'statements_portal/calls', { customer_account: '100002', outcome: 'Reached', notes: 'x', action_code: 'LETTER' });
      expect(inactive.statusCode).toBe(400);
      const other = await send('drccredit', 'PUT', `statements_portal/tables/action_codes/${letter.id}`, { code: 'LETTER', description: 'Mine', active: true });
      expect(other.statusCode).toBe(404);
    });
    it('marks an open action done once, and refuses it again', async () => {
      const open = (await rows('credit', 'statements_portal/call_actions?status=Open'))[0]!;
      const done = await send('credit', 'POST', `statements_portal/call_actions/${open.id}/done`, undefined);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ id: open.id, status: 'Done' });
      expect(done.json().completed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const again = await send('credit', 'POST', `statements_portal/call_actions/${open.id}/done`, undefined);
      expect(again.statusCode).toBe(409);
      expectRefusal(again, 'AR_ACTION_CLOSED');
      expect((await send('drccredit', 'POST', `statements_portal/call_actions/${open.id}/done`, undefined)).statusCode).toBe(404);
    });

    it("records a salesperson's review of their own accounts only; escalating needs a comment", async () => {
      const refused = await send('sales', 'PUT', 'statements_portal/sales_review/100002', { review_status: 'Escalated', comment: ' ' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ pointer: '/comment', message: 'A comment is required to escalate' }]);
      const ok = await send('sales', 'PUT', 'statements_portal/sales_review/100002', { review_status: 'Escalated', comment: 'Customer disputes the fuel surcharge' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ customer_account: '100002', review_status: 'Escalated', comment: 'Customer disputes the fuel surcharge', sales_code: 'S104' });
      expect((await send('sales', 'PUT', 'statements_portal/sales_review/100003', { review_status: 'Reviewed' })).statusCode).toBe(404);
      expect((await send('sales2', 'PUT', 'statements_portal/sales_review/100002', { review_status: 'Reviewed' })).statusCode).toBe(404);
      const { rows: kept } = await sql<{ review_status: string }>`select review_status from ar_accounts where customer_account = '100003'`.execute(t.database.db);
      expect(kept[0]!.review_status).toBe('Pending');
    });
  });
}
