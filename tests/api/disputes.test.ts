import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { multipartBody } from '../support/multipartBody';
import { giveMenu } from '../support/giveMenu';
import { errorShapeFault } from '../support/errorShape';

type Row = Record<string, any>;
const cents = (v: unknown) => Math.round(Number(v) * 100);
const STATUSES = ['Submitted', 'In Progress', 'Review', 'Sent to sales', 'Resolved'] as const;
const ACTIONS = {
  inprogress: { body: {}, allowedFrom: ['Submitted', 'Review', 'Sent to sales'], to: 'In Progress' },
  review: { body: { comment: 'Please check the rate' }, allowedFrom: ['In Progress'], to: 'Review' },
  send_to_sales: { body: { comment: 'Sales to decide', sales_code: 'S104' }, allowedFrom: ['In Progress', 'Review'], to: 'Sent to sales' },
  resolve: { body: { resolution: 'No adjustment', comment: 'Rate is as quoted' }, allowedFrom: ['In Progress', 'Review', 'Sent to sales'], to: 'Resolved' },
} as const;

/**
 * Disputes end to end on both databases (issue 15 point 3): the customer files one (amount at
 * most the balance, one per invoice, files in the file store), staff move it through every
 * allowed transition and are refused every other with 409 and nothing written, each change
 * writes its history row and an email to the customer, a credit shows on the invoice, and
 * customer2 reaches none of 100001's disputes by list, id, file or export.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`disputes [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 600 });
    });
    afterAll(() => t.close());

    const call = async (username: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
    const db = () => t.database.db;
    /** An open, undisputed invoice of an account, with its balance in cents. */
    const openInvoice = async (account: string, skip = 0) => {
      const { rows } = await sql<Row>`select id, probill, amount, paid from invoices where customer_account = ${account} and not disputed and paid < amount
        and not exists (select 1 from disputes d where d.invoice_id = invoices.id) order by id limit 1 offset ${skip}`.execute(db());
      return { id: Number(rows[0]!.id), probill: String(rows[0]!.probill).trim(), balance: cents(rows[0]!.amount) - cents(rows[0]!.paid) };
    };
    const outboxCount = async () => Number((await sql<Row>`select count(*) as n from outbox`.execute(db())).rows[0]!.n);
    const historyOf = async (probill: string) => (await sql<Row>`select h.* from dispute_history h join disputes d on d.id = h.dispute_id where d.probill = ${probill} order by h.id`.execute(db())).rows;

    it('seeds a dispute behind every disputed invoice, in its status, with numeric money and a history', async () => {
      const { rows: orphans } = await sql`select i.id from invoices i left join disputes d on d.invoice_id = i.id
        where i.disputed and (d.id is null or d.status <> i.dispute_status)`.execute(db());
      expect(orphans).toEqual([]);
      const { rows: seeded } = await sql<Row>`select d.status, count(*) as n, min(h.n) as min_history from disputes d
        cross join lateral (select count(*) as n from dispute_history where dispute_id = d.id) h group by d.status`.execute(db());
      expect(seeded.length).toBeGreaterThan(1);
      expect(seeded.every((s) => Number(s.min_history) >= 1)).toBe(true);
      const { rows: cols } = await sql<Row>`select column_name, data_type from information_schema.columns
        where table_schema = current_schema() and table_name = 'disputes' and column_name in ('amount_disputed', 'credit_amount')`.execute(db());
      expect(cols.map((c) => c.data_type)).toEqual(['numeric', 'numeric']);
    });

    it('files a dispute for the customer: at most the balance, once per invoice, history and email', async () => {
      const inv = await openInvoice('100001');
      const over = await call('customer', 'POST', `statements_portal/disputes/${inv.probill}/submit`, { reason: 'Rate', amount_disputed: (inv.balance + 1) / 100, comment: 'Too high' });
      expect(over.statusCode).toBe(400);
      expect(errorShapeFault(over)).toBeNull();
      expect(over.json().errors[0]).toMatchObject({ pointer: '/amount_disputed', message: `The amount disputed cannot be more than the balance of the invoice (${(inv.balance / 100).toFixed(2)})` });
      expect(await sql`select id from disputes where invoice_id = ${inv.id}`.execute(db()).then((r) => r.rows)).toEqual([]);

      const before = await outboxCount();
      const ok = await call('customer', 'POST', `statements_portal/disputes/${inv.probill}/submit`, { reason: 'Rate', amount_disputed: inv.balance / 100, comment: 'Quoted lower' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ probill: inv.probill, customer_account: '100001', status: 'Submitted', reason: 'Rate', submitted_by: 'customer', attachments_allowed: true });
      expect(cents(ok.json().amount_disputed)).toBe(inv.balance);
      expect(ok.json().history).toEqual([expect.objectContaining({ action: 'Submitted', status: 'Submitted', by: 'customer', comment: 'Quoted lower' })]);
      const flags = await db().selectFrom('invoices').select(['disputed', 'dispute_status']).where('id', '=', inv.id).executeTakeFirstOrThrow();
      expect(flags).toEqual({ disputed: true, dispute_status: 'Submitted' });
      expect(await outboxCount()).toBe(before + 1);
      const mail = (await sql<Row>`select to_address, subject from outbox order by id desc limit 1`.execute(db())).rows[0]!;
      expect(mail).toEqual({ to_address: 'customer@example.com', subject: `Dispute of probill ${inv.probill}: Submitted` });

      const again = await call('customer', 'POST', `statements_portal/disputes/${inv.probill}/submit`, { reason: 'Other', amount_disputed: 0.01, comment: 'again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'DISPUTE_EXISTS', detail: 'This invoice is already disputed' });
      const fr = await t.app.inject({ method: 'POST', url: `/api/statements_portal/disputes/${inv.probill}/submit`, headers: { ...auth(await t.tokenOf('customer')), 'accept-language': 'fr' }, payload: { reason: 'Other', amount_disputed: 0.01, comment: 'again' } });
      expect(fr.json().detail).toBe('Cette facture est déjà contestée');
      expect(await historyOf(inv.probill)).toHaveLength(1);
    });

    it('allows each staff action only from the statuses of the state machine (409 otherwise, nothing written)', async () => {
      const inv = await openInvoice('100001');
      const filed = await call('customer', 'POST', `statements_portal/disputes/${inv.probill}/submit`, { reason: 'Weight', amount_disputed: 1, comment: 'Reweighed' });
      expect(filed.statusCode, filed.body).toBe(200);
      let tried = 0;
      for (const from of STATUSES) {
        for (const [action, rule] of Object.entries(ACTIONS)) {
          await sql`update disputes set status = ${from}, resolution = null, resolved_at = null where probill = ${inv.probill}`.execute(db());
          const history = (await historyOf(inv.probill)).length;
          const mails = await outboxCount();
          const res = await call('admin', 'POST', `statements_portal/disputes/${inv.probill}/${action}`, rule.body);
          tried++;
          if ((rule.allowedFrom as readonly string[]).includes(from)) {
            expect(res.statusCode, `${from} --${action}--> ${res.body}`).toBe(200);
            expect(res.json().status).toBe(rule.to);
            expect(res.json().updated_by).toBe('admin');
            const last = (await historyOf(inv.probill)).at(-1)!;
            expect(last.status).toBe(rule.to);
            expect((await historyOf(inv.probill)).length).toBe(history + 1);
            expect(await outboxCount()).toBe(mails + 1);
            const flags = await db().selectFrom('invoices').select(['disputed', 'dispute_status']).where('id', '=', inv.id).executeTakeFirstOrThrow();
            expect(flags).toEqual({ disputed: rule.to !== 'Resolved', dispute_status: rule.to });
          } else {
            expect(res.statusCode, `${from} --${action}-->`).toBe(409);
            expect(errorShapeFault(res)).toBeNull();
            expect(res.json().code).toBe(from === 'Resolved' ? 'DISPUTE_RESOLVED' : 'DISPUTE_STATE');
            expect((await historyOf(inv.probill)).length).toBe(history);
            expect(await outboxCount()).toBe(mails);
            const still = await db().selectFrom('disputes').select('status').where('probill', '=', inv.probill).executeTakeFirstOrThrow();
            expect(still.status).toBe(from);
          }
        }
      }
      expect(tried).toBe(20);
    });

    it('refuses the customer any staff action, and a comment-less review as bad input', async () => {
      const { rows } = await sql<Row>`select probill from disputes where customer_account = '100001' and status = 'Submitted' limit 1`.execute(db());
      const probill = String(rows[0]!.probill).trim();
      const res = await call('customer', 'POST', `statements_portal/disputes/${probill}/inprogress`, {});
      expect(res.statusCode).toBe(403);
      const bad = await call('admin', 'POST', `statements_portal/disputes/${probill}/review`, {});
      expect(bad.statusCode).toBe(400);
      expect(errorShapeFault(bad)).toBeNull();
    });

    it('resolves with a credit note applied to the invoice: the customer sees the outcome and the new balance', async () => {
      const inv = await openInvoice('100001');
      const disputed = Math.min(inv.balance, 5000);
      expect((await call('customer', 'POST', `statements_portal/disputes/${inv.probill}/submit`, { reason: 'Accessorial', amount_disputed: disputed / 100, comment: 'No tailgate' })).statusCode).toBe(200);
      expect((await call('admin', 'POST', `statements_portal/disputes/${inv.probill}/inprogress`, { comment: 'Looking' })).statusCode).toBe(200);
      const tooMuch = await call('admin', 'POST', `statements_portal/disputes/${inv.probill}/resolve`, { resolution: 'Credit issued', credit_amount: (disputed + 1) / 100, comment: 'Credit' });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().errors[0].pointer).toBe('/credit_amount');
      const credit = Math.min(disputed, 1234);
      const done = await call('admin', 'POST', `statements_portal/disputes/${inv.probill}/resolve`, { resolution: 'Credit issued', credit_amount: credit / 100, comment: 'Tailgate removed' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ status: 'Resolved', resolution: 'Credit issued', attachments_allowed: false });
      expect(cents(done.json().credit_amount)).toBe(credit);
      expect(cents(done.json().balance)).toBe(inv.balance - credit);

      const seen = await call('customer', 'GET', `statements_portal/disputes/${inv.probill}`);
      expect(seen.json()).toMatchObject({ status: 'Resolved', resolution: 'Credit issued' });
      expect(seen.json().history.map((h: Row) => h.status)).toEqual(['Submitted', 'In Progress', 'Resolved']);
      const charges = await call('customer', 'GET', `billing/probills/${inv.probill}/charges`);
      expect(charges.json()).toMatchObject({ dispute_status: 'Resolved', dispute_resolution: 'Credit issued' });
      expect(cents(charges.json().balance)).toBe(inv.balance - credit);
      const { rows: notes } = await sql<Row>`select p.kind, p.amount from payments p join payment_applications a on a.payment_id = p.id where a.invoice_id = ${inv.id} and p.reference = ${`CR-${inv.probill}`}`.execute(db());
      expect(notes.map((n) => [n.kind, cents(n.amount)])).toEqual([['credit', credit]]);
      const mail = (await sql<Row>`select subject, body from outbox order by id desc limit 1`.execute(db())).rows[0]!;
      expect(mail.subject).toBe(`Dispute of probill ${inv.probill}: Resolved`);
      expect(mail.body).toContain('Outcome: Credit issued.');
    });

    it('keeps files of a dispute in the file store until it is resolved', async () => {
      const inv = await openInvoice('100001');
      expect((await call('customer', 'POST', `statements_portal/disputes/${inv.probill}/submit`, { reason: 'Duplicate', amount_disputed: 0.5, comment: 'Billed twice' })).statusCode).toBe(200);
      const pdf = readFileSync(join(repoRoot, 'tests/fixtures/files/bill-of-lading.pdf'));
      const upload = async (username: string, probill: string) => {
        const body = await multipartBody([{ name: 'file', value: new Blob([pdf], { type: 'application/pdf' }), fileName: 'proof.pdf' }]);
        return t.app.inject({ method: 'POST', url: `/api/statements_portal/disputes/${probill}/attachments`, headers: { ...auth(await t.tokenOf(username)), 'content-type': body.type }, payload: body.payload });
      };
      const up = await upload('customer', inv.probill);
      expect(up.statusCode, up.body).toBe(200);
      const id = up.json().files[0].id;
      const list = await call('customer', 'GET', `statements_portal/disputes/${inv.probill}/attachments`);
      expect(list.json().results.map((r: Row) => [r.filename, r.uploadBy])).toEqual([['proof.pdf', 'customer']]);
      const file = await call('admin', 'GET', `statements_portal/disputes/${inv.probill}/attachments/file?file=${id}`);
      expect(file.statusCode).toBe(200);
      expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
      expect((await db().selectFrom('dispute_attachments').select('file_key').where('id', '=', id).executeTakeFirstOrThrow()).file_key).toMatch(/^[0-9a-f]{32}$/);

      // customer2 holds the open items too: another account's dispute is simply not there.
      expect((await upload('customer2', inv.probill)).statusCode).toBe(404);
      await sql`update disputes set status = 'Resolved' where probill = ${inv.probill}`.execute(db());
      const closed = await upload('customer', inv.probill);
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({ code: 'DISPUTE_RESOLVED' });
      expect((await db().selectFrom('dispute_attachments').select('id').where('dispute_id', 'in', db().selectFrom('disputes').select('id').where('probill', '=', inv.probill)).execute()).length).toBe(1);
    });

    it("lets customer2 reach none of 100001's disputes by list, id, file or export", async () => {
      const { rows } = await sql<Row>`select probill from disputes where customer_account = '100001' order by id limit 1`.execute(db());
      const probill = String(rows[0]!.probill).trim();
      // customer2's group given the staff pages too: the scope, not the menu, keeps 100001's rows away.
      const group = await db().selectFrom('menu_groups').select('id').where('name', '=', 'Customers').executeTakeFirstOrThrow();
      await giveMenu(db(), group.id, 'Disputes test', [['AR-DISPUTED-PROS', 'Disputes'], ['AR-DISPUTED-PCUST', 'Disputes of a customer']]);
      for (const url of [`statements_portal/disputes/${probill}`, `statements_portal/disputes/${probill}/attachments`, `statements_portal/disputes/${probill}/attachments/file?file=1`]) {
        const res = await call('customer2', 'GET', url);
        expect(res.statusCode, url).toBe(404);
      }
      expect((await call('customer2', 'POST', `statements_portal/disputes/${probill}/submit`, { reason: 'Rate', amount_disputed: 1, comment: 'x' })).statusCode).toBe(404);
      const listed = (await call('customer2', 'GET', 'statements_portal/disputes?limit=500')).json().results as Row[];
      expect(listed.every((r) => r.customer_account === '200002')).toBe(true);
      const byPath = await call('customer2', 'GET', 'statements_portal/disputes/customers/100001?limit=500');
      expect(byPath.statusCode).toBe(200);
      expect(byPath.json().results).toEqual([]);
      const exported = await call('customer2', 'POST', 'export', { api_url: 'api/statements_portal/disputes', output_type: 'JSON', title: 'x', query_params: {} });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(JSON.parse(exported.body).every((r: Row) => r.customer_account === '200002')).toBe(true);
      // Staff see every account's, and one customer's by path.
      const all = (await call('admin', 'GET', 'statements_portal/disputes?limit=500')).json().results as Row[];
      expect(new Set(all.map((r) => r.customer_account)).size).toBeGreaterThan(1);
      const one = (await call('admin', 'GET', 'statements_portal/disputes/customers/100001?limit=500')).json().results as Row[];
      expect(one.length).toBeGreaterThan(0);
      expect(one.every((r) => r.customer_account === '100001')).toBe(true);
    });
  });
}
