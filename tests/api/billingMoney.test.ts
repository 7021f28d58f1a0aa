import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { errorShapeFault } from '../support/errorShape';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue';

type Row = Record<string, any>;
const cents = (v: unknown) => Math.round(Number(v) * 100);

/**
 * Issue 15's remaining money points, on both databases: wanded probills
 * (Pro_Wanded_DL_User) made from the shipments' trace and reached by the
 * company's staff only; credit limits set by credit staff with their history;
 * and the "done when" sweeps: customer2 reaches nothing of account 100001 by
 * any list, id or export of the money families, and no column of the database
 * holds an amount as a float.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`billing money [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 300 });
    });
    afterAll(() => t.close());

    const call = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload !== undefined ? { payload: payload as object } : {}) });
    const rows = async (username: string, url: string): Promise<Row[]> => {
      const res = await call(username, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json().results;
    };
    const expectRefusal = (res: { statusCode: number; body: string }, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(errorShapeFault(res)).toBeNull();
      expect(JSON.parse(res.body).code).toBe(code);
    };

    describe('wanded probills', () => {
      it('are the scans of the trace: one per event at a terminal that happened, downloaded after the scan or not yet', async () => {
        const db = t.database.db;
        const { rows: off } = await sql`
          select e.probill, e.seq from shipment_events e join shipments s on s.probill = e.probill
          where e.terminal is not null and e.at <= now() and e.status in ('Picked Up', 'Arrived at terminal', 'Departed terminal', 'Out for delivery')
            and s.probill in (select probill from wanded_pros)
            and not exists (select 1 from wanded_pros w where w.probill = e.probill and w.wanded_at = e.at and w.terminal = e.terminal)`.execute(db);
        expect(off).toEqual([]);
        const { rows: wrong } = await sql`select w.id from wanded_pros w join shipments s on s.probill = w.probill
          where w.company <> s.company or w.customer_account <> s.customer_account or w.downloaded_at < w.wanded_at or w.wanded_at > now()`.execute(db);
        expect(wrong).toEqual([]);
        const { rows: counts } = await sql<{ n: string; pending: string }>`select count(*) as n, count(*) filter (where downloaded_at is null) as pending from wanded_pros`.execute(db);
        expect(Number(counts[0]!.n)).toBeGreaterThan(300);
        expect(Number(counts[0]!.pending)).toBeGreaterThan(0);
      });

      it("answers the company's staff their company's scans, filtered and exported, and refuses customers", async () => {
        const db = t.database.db;
        const list = await rows('employee', 'billing/wanded_pros?limit=500');
        expect(list.length).toBeGreaterThan(0);
        const mine = await db.selectFrom('wanded_pros').select('id').where('company', '=', 'MANITOULIN').execute();
        const all = await call('employee', 'GET', 'billing/wanded_pros?limit=1&count=exact');
        expect(all.json().count).toBe(mine.length);
        expect(list[0]).toMatchObject({ probill: expect.any(String), user_id: expect.any(String), user_name: expect.any(String), scan_type: expect.stringMatching(/^(Pickup|Dock in|Dock out|Delivery)$/) });
        // Newest first, and a filter by operator answers that operator's scans only.
        const times = list.map((r) => Date.parse(r.wanded_at));
        expect(times).toEqual([...times].sort((a, b) => b - a));
        const badge = list[0]!.user_id as string;
        const theirs = await rows('employee', `billing/wanded_pros?limit=500&user_id=${badge}`);
        expect(theirs.length).toBeGreaterThan(0);
        expect(theirs.filter((r) => r.user_id !== badge)).toEqual([]);
        // The download: the grid's export of the same source.
        const exported = await call('employee', 'POST', 'export', { api_url: 'api/billing/wanded_pros', output_type: 'CSV', title: 'Wanded probills', query_params: { user_id: badge } });
        expect(exported.statusCode, exported.body).toBe(200);
        const lines = exported.body.trim().split(/\r?\n/);
        expect(lines.length - 1).toBe(theirs.length);
        // DRC's scans are DRC's: the demo customer of DRC is refused, MANITOULIN's staff see none of them.
        expect(list.filter((r) => r.customer_account === '300003')).toEqual([]);
        for (const username of ['customer', 'customer2', 'drc']) expect((await call(username, 'GET', 'billing/wanded_pros')).statusCode, username).toBe(403);
        const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'employee', company: 'MANITOULIN', password: DEMO_PASSWORD } });
        expect(login.body).toContain('"Pro_Wanded_DL_User"');
      });
    });

    describe('credit limits', () => {
      it('seeds a history whose latest row is what each account holds', async () => {
        const { rows: off } = await sql`
          select a.customer_account from ar_accounts a
          join lateral (select * from credit_limit_history h where h.customer_account = a.customer_account order by changed_at desc, id desc limit 1) h on true
          where h.new_limit is distinct from a.credit_limit or h.new_status <> a.credit_status`.execute(t.database.db);
        expect(off).toEqual([]);
      });

      it('lets credit staff change a limit and a status with a reason, logged with who, before and after; in cents', async () => {
        const before = (await call('credit', 'GET', 'statements_portal/credit_limits/100001')).json();
        expect(before.customer_account).toBe('100001');
        expect(cents(before.available)).toBe(cents(before.credit_limit) - cents(before.balance));
        const saved = await call('credit', 'PUT', 'statements_portal/credit_limits/100001', { credit_limit: 25000.1, credit_status: 'Watch', reason: 'Larger orders this season' });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json()).toMatchObject({ credit_limit: 25000.1, credit_status: 'Watch', updated_by: 'credit', last_reason: 'Larger orders this season' });
        expect(cents(saved.json().available)).toBe(2500010 - cents(before.balance));
        const stored = await t.database.db.selectFrom('ar_accounts').select(['credit_limit', 'credit_status']).where('customer_account', '=', '100001').executeTakeFirstOrThrow();
        expect(cents(stored.credit_limit)).toBe(2500010);
        const [last] = await rows('credit', 'statements_portal/credit_limit_history?customer_account=100001&limit=5');
        expect(last).toMatchObject({ customer_account: '100001', changed_by: 'credit', new_status: 'Watch', old_status: before.credit_status, reason: 'Larger orders this season' });
        expect(cents(last!.old_limit)).toBe(cents(before.credit_limit));
        expect(cents(last!.new_limit)).toBe(2500010);
        expect(cents(last!.change)).toBe(2500010 - cents(before.credit_limit));
        // No limit at all is a choice too.
        const none = await call('credit', 'PUT', 'statements_portal/credit_limits/100001', { credit_limit: null, credit_status: 'Watch', reason: 'Prepaid customer' });
        expect(none.json()).toMatchObject({ credit_limit: null, available: null });
      });

      it('refuses bad input and an unchanged limit with 400, writing nothing; another scope with 404; sales and customers with 403', async () => {
        const db = t.database.db;
        const count = async () => Number((await db.selectFrom('credit_limit_history').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
        const n = await count();
        const put = (body: unknown, username = 'credit', account = '100002') => call(username, 'PUT', `statements_portal/credit_limits/${account}`, body);
        const current = (await call('credit', 'GET', 'statements_portal/credit_limits/100002')).json();
        for (const [body, pointer] of [
          [{ credit_limit: -1, credit_status: 'Good', reason: 'x' }, '/credit_limit'],
          [{ credit_limit: 10.005, credit_status: 'Good', reason: 'x' }, '/credit_limit'],
          [{ credit_limit: 1000, credit_status: 'Great', reason: 'x' }, '/credit_status'],
          [{ credit_limit: 1000, credit_status: 'Good', reason: '' }, '/reason'],
          [{ credit_limit: 1000, credit_status: 'Good' }, '/reason'],
          [{ credit_limit: current.credit_limit, credit_status: current.credit_status, reason: 'Same again' }, '/credit_limit'],
        ] as const) {
          const res = await put(body);
          expectRefusal(res, 400, 'VALIDATION');
          expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(pointer);
        }
        expect(await count()).toBe(n);
        // DRC's account is another company's; the sales rep and customers do not hold the page.
        expectRefusal(await put({ credit_limit: 1, credit_status: 'Good', reason: 'x' }, 'credit', '300003'), 404, 'AR_ACCOUNT_NOT_FOUND');
        for (const username of ['sales', 'customer', 'customer2']) {
          expect((await put({ credit_limit: 1, credit_status: 'Good', reason: 'x' }, username, '100001')).statusCode, username).toBe(403);
          expect((await call(username, 'GET', 'statements_portal/credit_limit_history')).statusCode, username).toBe(403);
        }
        expect(await count()).toBe(n);
      });
    });

    describe('done when (issue 15)', () => {
      it('holds no amount of the money tables and views as a float: numeric, two decimals in the tables', async () => {
        // Every table and view of the ledger, disputes, collections, billing administration and claims.
        const { rows: floats } = await sql<{ table_name: string; column_name: string }>`
          select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and data_type in ('real', 'double precision')
            and table_name ~ '^(invoice|statement|payment|pro_statement|account_aging|open_items|dispute|ar_|collection|call_|edi_|cad_rates|exchange_rates|credit_limit|revenue|billing|delivery_codes|wanded|claim|open_claims|sales_claims|quote)'
            -- A share of quotes that became a BOL, not money.
            and not (table_name = 'quote_terminal_report' and column_name = 'conversion_percent')`.execute(t.database.db);
        expect(floats).toEqual([]);
        // And the money columns of issue 15's tables are numeric with two decimals.
        const { rows: money } = await sql<{ table_name: string; column_name: string; data_type: string; numeric_scale: number | null }>`
          select c.table_name, c.column_name, c.data_type, c.numeric_scale from information_schema.columns c
          join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
          where c.table_schema = current_schema()
            and c.table_name in ('invoices', 'invoice_lines', 'statements', 'payments', 'payment_applications', 'disputes', 'collection_calls', 'ar_accounts', 'credit_limit_history', 'claims')
            and (c.column_name ~ '(amount|balance|paid|limit|total)' and c.column_name !~ '_(at|date|id|by)$')`.execute(t.database.db);
        expect(money.length).toBeGreaterThan(8);
        expect(money.filter((c) => c.data_type !== 'numeric' || Number(c.numeric_scale) !== 2)).toEqual([]);
      });

      it("shows customer2 nothing of account 100001 by any list, id or export of the billing, statements, claims and collections calls", async () => {
        const db = t.database.db;
        // A disputed invoice when there is one, so the dispute calls have something of 100001's to refuse.
        const inv = await db.selectFrom('invoices').select('probill').where('customer_account', '=', '100001').orderBy('disputed', 'desc').orderBy('id').executeTakeFirstOrThrow();
        const st = await db.selectFrom('statements').select('statement_number').where('customer_account', '=', '100001').executeTakeFirstOrThrow();
        const claim = await db.selectFrom('claims').select('claim_number').where('customer_account', '=', '100001').executeTakeFirst();
        const theirProbills = new Set((await db.selectFrom('shipments').select('probill').where('customer_account', '=', '100001').execute()).map((r) => r.probill));
        const values: Record<string, string> = {
          probill: inv.probill, statement_number: st.statement_number, customer_account: '100001', customer: '100001', account: '100001',
          claim_number: claim?.claim_number ?? 'none',
        };
        const leaks = (body: unknown): Row[] => {
          const list: Row[] = Array.isArray(body) ? body : Array.isArray((body as Row)?.results) ? (body as Row).results : [body as Row];
          return list.filter((r) => r && (r.customer_account === '100001' || r.bill_to_account === '100001' || theirProbills.has(r.probill)));
        };
        const calls = readCatalogue(join(repoRoot, 'schemas')).filter((c) => ['billing', 'statements_portal', 'claims'].includes(c.family) && c.method === 'GET' && !c.planned);
        let answered = 0;
        for (const c of calls) {
          const names = [...c.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
          // A required query parameter is filled like a path's (a file name of another's attachment: not guessable, skipped).
          const required: string[] = (c.query as { required?: string[] } | undefined)?.required ?? [];
          if ([...names, ...required].some((n) => !(n in values))) continue;
          const query = new URLSearchParams(required.map((n) => [n, values[n]!]));
          if (c.grid && !names.length) query.set('limit', '1000');
          const url = c.path.replace(/\{(\w+)\}/g, (_, n: string) => values[n]!) + (query.size ? `?${query}` : '');
          const res = await call('customer2', 'GET', url);
          expect([200, 403, 404], `${c.id}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
          if (res.statusCode !== 200) continue;
          answered++;
          // A file answered to customer2 is a blank one (the claim form, the procedure), never one named by 100001's ids.
          if (!String(res.headers['content-type'] ?? '').includes('json')) {
            expect(names, `${c.id} answered a file`).toEqual([]);
            continue;
          }
          expect(leaks(res.json()), c.id).toEqual([]);
          if (c.grid) {
            const exported = await call('customer2', 'POST', 'export', { api_url: `api/${url.split('?')[0]}`, output_type: 'JSON', title: 'x', query_params: {} });
            expect(exported.statusCode, `${c.id} export`).toBe(200);
            expect(leaks(JSON.parse(exported.body)), `${c.id} export`).toEqual([]);
          }
        }
        // The sweep reached the customer's own lists (statements, invoices, open items, ageing, disputes, claims).
        expect(answered).toBeGreaterThan(6);
      });
    });
  });
}
