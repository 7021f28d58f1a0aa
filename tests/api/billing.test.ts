import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { readPdf } from '../support/readPdf';

type Row = Record<string, any>;
const cents = (v: unknown) => Math.round(Number(v) * 100);

/**
 * The ledger and the customer's billing calls (issue 15 points 1 and 2), on
 * both databases: lines add up to invoices, invoices to statements, payments
 * to what is paid, ageing to open items, to the cent; and customer2 reaches
 * none of account 100001's invoices or statements by list, id, PDF or export.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`billing ledger [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 600 });
    });
    afterAll(() => t.close());

    const get = async (username: string, url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: auth(await t.tokenOf(username)) });
    const rows = async (username: string, url: string): Promise<Row[]> => {
      const res = await get(username, url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results;
    };

    it('keeps money as numeric: every amount column of the ledger is numeric, never a float', async () => {
      const { rows: cols } = await sql<{ table_name: string; column_name: string; data_type: string }>`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = current_schema() and table_name in ('invoices', 'invoice_lines', 'payments', 'payment_applications')
          and column_name in ('amount', 'paid')`.execute(t.database.db);
      expect(cols.length).toBe(5);
      expect(cols.filter((c) => c.data_type !== 'numeric')).toEqual([]);
    });

    it('ties each invoice to a probill that exists with its events, and its lines add up to its amount', async () => {
      const db = t.database.db;
      const { rows: orphans } = await sql`select i.probill from invoices i where not exists (select 1 from shipments s where s.probill = i.probill)
        or not exists (select 1 from shipment_events e where e.probill = i.probill)`.execute(db);
      expect(orphans).toEqual([]);
      const { rows: off } = await sql`select i.id from invoices i left join invoice_lines l on l.invoice_id = i.id
        group by i.id, i.amount having coalesce(sum(l.amount), 0) <> i.amount or count(l.id) filter (where l.kind = 'freight') <> 1`.execute(db);
      expect(off).toEqual([]);
      const { rows: kinds } = await sql<{ kind: string }>`select distinct kind from invoice_lines order by kind`.execute(db);
      expect(kinds.map((k) => k.kind)).toEqual(['accessorial', 'freight', 'fuel', 'tax']);
      // What an invoice has paid is what is applied to it: payments and credit notes alike.
      const { rows: unpaid } = await sql`select i.id from invoices i left join payment_applications a on a.invoice_id = i.id
        group by i.id, i.paid having coalesce(sum(a.amount), 0) <> i.paid`.execute(db);
      expect(unpaid).toEqual([]);
      const { rows: pkinds } = await sql<{ kind: string }>`select distinct kind from payments order by kind`.execute(db);
      expect(pkinds.map((k) => k.kind)).toEqual(['credit', 'payment']);
    });

    it('moves invoices.paid with the payments applied to it (the trigger)', async () => {
      const db = t.database.db;
      const inv = await db.selectFrom('invoices').select(['id', 'company', 'customer_account', 'amount', 'paid', 'currency']).where('paid', '=', 0 as never).orderBy('id').executeTakeFirstOrThrow();
      const pay = await db.insertInto('payments').values({ company: inv.company, customer_account: inv.customer_account, kind: 'payment', reference: 'TEST-1', received_date: '2026-01-02', amount: '10.01', currency: inv.currency }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('payment_applications').values({ payment_id: pay.id, invoice_id: inv.id, amount: '10.01', applied_date: '2026-01-02' }).execute();
      expect(String((await db.selectFrom('invoices').select('paid').where('id', '=', inv.id).executeTakeFirstOrThrow()).paid)).toMatch(/^10\.01?$/);
      await db.deleteFrom('payments').where('id', '=', pay.id).execute();
      expect(Number((await db.selectFrom('invoices').select('paid').where('id', '=', inv.id).executeTakeFirstOrThrow()).paid)).toBe(0);
    });

    it("adds a statement's invoices up to it, to the cent, in the list, the statement's invoices and its PDF", async () => {
      const statements = await rows('customer', 'billing/statements?limit=100');
      expect(statements.length).toBeGreaterThan(2);
      expect(statements.every((s) => s.customer_account === '100001')).toBe(true);
      for (const st of statements.slice(0, 6)) {
        const invoices = await rows('customer', `billing/statements/${st.statement_number}/invoices?limit=100`);
        expect(invoices.length, st.statement_number).toBe(st.invoices);
        expect(invoices.every((i) => i.statement_number === st.statement_number && i.currency === st.currency)).toBe(true);
        expect(invoices.reduce((s, i) => s + cents(i.balance), 0), st.statement_number).toBe(cents(st.balance));
        expect(invoices.reduce((s, i) => s + cents(i.total), 0), st.statement_number).toBe(cents(st.amount));
        for (const i of invoices) expect(cents(i.charges) + cents(i.tax)).toBe(cents(i.total));
      }
      const st = statements.find((s) => s.balance > 0) ?? statements[0]!;
      const pdf = await get('customer', `billing/statements/${st.statement_number}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = (await readPdf(pdf.rawPayload)).flatMap((p) => p.lines.map((l) => l.join(' '))).join('\n');
      expect(text).toContain(st.statement_number);
      expect(text).toContain(new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2 }).format(st.balance));
    });

    it("answers a probill's charges and invoice PDF: lines, tax, total and balance exact", async () => {
      const [inv] = await rows('customer', 'billing/invoices?limit=1&sort=-invoice_date');
      const res = await get('customer', `billing/probills/${inv!.probill}/charges`);
      expect(res.statusCode, res.body).toBe(200);
      const c = res.json();
      expect(c.lines.reduce((s: number, l: Row) => s + cents(l.amount), 0)).toBe(cents(c.total));
      expect(cents(c.subtotal) + cents(c.tax)).toBe(cents(c.total));
      expect(cents(c.total) - cents(c.paid)).toBe(cents(c.balance));
      expect(cents(c.total)).toBe(cents(inv!.total));
      const pdf = await get('customer', `billing/invoices/${inv!.probill}/pdf`);
      expect(pdf.statusCode).toBe(200);
      const text = (await readPdf(pdf.rawPayload)).flatMap((p) => p.lines.map((l) => l.join(' '))).join('\n');
      expect(text).toContain('INVOICE / FACTURE');
      expect(text).toContain(inv!.probill);
      for (const line of c.lines) expect(text).toContain(line.description);
    });

    it("ages an account's open items into its buckets, which add up to its open items", async () => {
      const aging = await rows('customer', 'statements_portal/aging?limit=10');
      expect(aging.length).toBeGreaterThan(0);
      for (const a of aging) {
        expect(a.customer_account).toBe('100001');
        const buckets = [a.current, a.days_31_60, a.days_61_90, a.days_91_120, a.over_120].reduce((s, v) => s + cents(v), 0);
        expect(buckets).toBe(cents(a.total));
        expect(cents(a.days_91_120) + cents(a.over_120)).toBe(cents(a.over_90));
        const open = await rows('customer', `statements_portal/open_items?limit=1000&currency=${a.currency}`);
        expect(open.reduce((s, o) => s + cents(o.balance), 0)).toBe(cents(a.total));
      }
      // 2% a month on what is past due, by the day.
      const overdue = (await rows('customer', 'billing/invoices?limit=5&days_past_due__gt=0&balance__gt=0'))[0];
      if (overdue) expect(cents(overdue.interest)).toBe(Math.round(cents(overdue.balance) * 0.02 * overdue.days_past_due / 30));
    });

    it("finds the statements a probill is on (mtdProOnStatements)", async () => {
      const [inv] = await rows('customer', 'billing/invoices?limit=1');
      const on = await rows('customer', `billing/pro_statements?probill=${inv!.probill}`);
      expect(on.map((r) => r.statement_number)).toEqual([inv!.statement_number]);
    });

    it("shows customer2 none of account 100001's invoices or statements by list, id, PDF or export", async () => {
      const mine = await rows('customer', 'billing/statements?limit=1');
      const [inv] = await rows('customer', 'billing/invoices?limit=1');
      const st = mine[0]!.statement_number;
      for (const url of ['billing/statements?limit=1000', 'billing/invoices?limit=1000', 'billing/pro_statements?limit=1000', 'statements_portal/aging?limit=1000']) {
        const theirs = await rows('customer2', url);
        expect(theirs.length, url).toBeGreaterThan(0);
        expect(theirs.filter((r) => r.customer_account !== '200002'), url).toEqual([]);
      }
      expect(await rows('customer2', `billing/statements/${st}/invoices`)).toEqual([]);
      for (const url of [`billing/statements/${st}/pdf`, `billing/invoices/${inv!.probill}/pdf`, `billing/probills/${inv!.probill}/charges`]) {
        expect([403, 404], url).toContain((await get('customer2', url)).statusCode);
      }
      const exported = await t.app.inject({ method: 'POST', url: '/api/export', headers: auth(await t.tokenOf('customer2')), payload: { api_url: 'api/billing/invoices', output_type: 'JSON', title: 'x', query_params: {} } });
      expect(exported.statusCode).toBe(200);
      const rowsOut = JSON.parse(exported.body) as Row[];
      expect(rowsOut.length).toBeGreaterThan(0);
      expect(rowsOut.filter((r) => r.customer_account !== '200002')).toEqual([]);
    });
  });
}
