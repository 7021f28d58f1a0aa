import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { errorShapeFault } from '../support/errorShape';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { movedIndex } from '../../src/server/data/billing/moveExit';

type Row = Record<string, any>;

/**
 * Billing administration (issue 15 point 5), on both databases: the seeded
 * delivery codes, exit conditions and production are the company's staff's
 * (another company's staff and customers see none of them); an exit condition
 * is added last, edited, moved forward or back by 3 with the sequence
 * renumbered, and refused by id outside the company with the spec's message.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`billing administration [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 200 });
      const db = t.database.db;
      // A DRC billing clerk holding the billing administration menu.
      const { password_hash } = await db.selectFrom('users').select('password_hash').where('username', '=', 'employee').executeTakeFirstOrThrow();
      const top = await db.selectFrom('top_menus').select('id').where('name', '=', 'Billing administration').executeTakeFirstOrThrow();
      const group = await db.insertInto('menu_groups').values({ company: 'DRC', name: 'DRC billing staff', is_admin: false, landing_cmid: 'BILL_EXIT_LIST' }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('group_menus').values({ group_id: group.id, top_menu_id: top.id, seq: 1 }).execute();
      const drc = await db.insertInto('users').values({ username: 'drcbilling', company: 'DRC', type: 'EMPLOYEE', first_name: 'D', last_name: 'B', email: 'db@example.com', password_hash }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('user_groups').values({ user_id: drc.id, group_id: group.id }).execute();
      // A sales rep of a code no account has, in the Sales group.
      const salesGroup = await db.selectFrom('menu_groups').select('id').where('company', '=', 'MANITOULIN').where('name', '=', 'Sales').executeTakeFirstOrThrow();
      const s2 = await db.insertInto('users').values({ username: 'sales2', company: 'MANITOULIN', type: 'SALES', first_name: 'S', last_name: 'T', email: 's2@example.com', password_hash, sales_code: 'S999' }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('user_groups').values({ user_id: s2.id, group_id: salesGroup.id }).execute();
      // The demo customer given the same menu: still refused, the rows are staff rows.
      const customers = await db.selectFrom('menu_groups').select('id').where('company', '=', 'MANITOULIN').where('name', '=', 'Customer administrators').executeTakeFirstOrThrow();
      await db.insertInto('group_menus').values({ group_id: customers.id, top_menu_id: top.id, seq: 99 }).execute();
    });
    afterAll(() => t.close());

    const token = (username: string) => t.tokenOf(username, username.startsWith('drc') ? 'DRC' : 'MANITOULIN');
    const call = async (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await token(username)), ...(payload ? { payload: payload as object } : {}) });
    const rows = async (username: string, url: string): Promise<Row[]> => {
      const res = await call(username, 'GET', `${url}?limit=500`);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json().results;
    };
    const exits = async (username = 'employee') => (await rows(username, 'billing/exits')).map((r) => r.exit_id as number);
    const expectRefusal = (res: { statusCode: number; body: string }, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(errorShapeFault(res)).toBeNull();
      expect(JSON.parse(res.body).code).toBe(code);
    };

    it('puts the billing administration pages on the menus of employees and administrators', async () => {
      for (const username of ['employee', 'admin']) {
        const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company: 'MANITOULIN', password: DEMO_PASSWORD } });
        for (const cmid of ['DELIVERYCODES', 'BILL_EXIT_LIST', 'BILL_EXIT_ADD', 'BILL_EXIT_EDIT', 'BILL_PROD_MEASURE', 'BILL_PROD_MEASURE_U']) expect(res.body, cmid).toContain(`"${cmid}"`);
      }
    });

    it("answers the company's seeded rows, and another company's staff none of them", async () => {
      const db = t.database.db;
      const codes = await rows('employee', 'billing/delivery_codes');
      expect(codes.length).toBe(8);
      expect(codes.find((c) => c.code === 'DMG')).toMatchObject({ category: 'Damage', billable: true, description_fr: 'Endommagé à la livraison' });
      const mine = await db.selectFrom('billing_exit_conditions').select('exit_id').where('company', '=', 'MANITOULIN').orderBy('sequence').execute();
      expect(await exits()).toEqual(mine.map((r) => r.exit_id));
      const theirs = await db.selectFrom('billing_exit_conditions').select('exit_id').where('company', '=', 'DRC').orderBy('sequence').execute();
      expect(await exits('drcbilling')).toEqual(theirs.map((r) => r.exit_id));
      expect(theirs.length).toBe(3);

      // Production: the terminal view adds up the clerks' days exactly.
      const byUser = await rows('employee', 'billing/production_measure/users');
      const byTerminal = await rows('employee', 'billing/production_measure');
      expect(byUser.length).toBeGreaterThan(0);
      const sum = (list: Row[], f: string) => list.reduce((s, r) => s + Math.round(Number(r[f]) * 100), 0);
      expect(sum(byTerminal, 'bills_entered')).toBe(sum(byUser, 'bills_entered'));
      expect(sum(byTerminal, 'hours')).toBe(sum(byUser, 'hours'));
      const one = byUser[0]!;
      expect(Number(one.bills_per_hour)).toBeCloseTo(Math.round((one.bills_entered / Number(one.hours)) * 100) / 100, 2);
      expect(await rows('drcbilling', 'billing/production_measure')).toEqual([]);
      expect(await rows('drcbilling', 'billing/production_measure/users')).toEqual([]);

      // A MANITOULIN condition by id from DRC: not there, in the spec's words, and unchanged by a write or a move.
      const id = mine[0]!.exit_id;
      const res = await call('drcbilling', 'GET', `billing/exits/${id}`);
      expectRefusal(res, 404, 'EXIT_NOT_FOUND');
      expect(res.json().detail).toBe('Error: Could not find a request or exit condition by id');
      const body = { exit_type: 'Hold', description: 'Taken', field: 'weight', operator: '>', value: '1', action: 'HOLD' };
      expectRefusal(await call('drcbilling', 'PUT', `billing/exits/${id}`, body), 404, 'EXIT_NOT_FOUND');
      expectRefusal(await call('drcbilling', 'POST', `billing/exits/${id}/move`, { direction: 'back' }), 404, 'EXIT_NOT_FOUND');
      expectRefusal(await call('drcbilling', 'DELETE', `billing/exits/${id}`), 404, 'EXIT_NOT_FOUND');
      expect(await exits()).toEqual(mine.map((r) => r.exit_id));
      expect((await call('employee', 'GET', `billing/exits/${id}`)).json().description).not.toBe('Taken');
    });

    it('refuses customers, even holding the menu ids', async () => {
      for (const url of ['billing/delivery_codes', 'billing/exits', 'billing/production_measure', 'billing/production_measure/users']) {
        expectRefusal(await call('customer', 'GET', url), 403, 'FORBIDDEN');
      }
      const [first] = await exits();
      expectRefusal(await call('customer', 'POST', `billing/exits/${first}/move`, { direction: 'back' }), 403, 'FORBIDDEN');
      expectRefusal(await call('customer2', 'GET', 'billing/exits'), 403, 'FORBIDDEN');
    });

    it('adds a condition last, checks its account and terminal, edits and deletes it', async () => {
      const before = await exits();
      const body = { exit_type: 'Review', description: 'Review heavy Sudbury bills', field: 'weight', operator: '>=', value: '15000', action: 'REVIEW', terminal: 'sud' };
      const bad = await call('employee', 'POST', 'billing/exits', { ...body, customer_account: '300003' });
      expectRefusal(bad, 400, 'VALIDATION');
      expect(bad.json().errors).toEqual([{ pointer: '/customer_account', message: 'Customer Code Not Found' }]);
      expectRefusal(await call('employee', 'POST', 'billing/exits', { ...body, exit_type: 'Notify' }), 400, 'VALIDATION');
      const terminal = (await t.database.db.selectFrom('terminals').select('code').orderBy('code').executeTakeFirstOrThrow()).code;
      const made = await call('employee', 'POST', 'billing/exits', { ...body, terminal: terminal.toLowerCase(), customer_account: '100001' });
      expect(made.statusCode, made.body).toBe(200);
      const row = made.json();
      expect(row).toMatchObject({ sequence: before.length + 1, terminal, customer_account: '100001', active: true, updated_by: 'employee' });
      expect(await exits()).toEqual([...before, row.exit_id]);
      const edited = await call('employee', 'PUT', `billing/exits/${row.exit_id}`, { ...body, terminal, description: 'Edited', active: false });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ description: 'Edited', active: false, customer_account: null, sequence: before.length + 1 });
      expect((await call('employee', 'DELETE', `billing/exits/${row.exit_id}`)).statusCode).toBe(200);
      expectRefusal(await call('employee', 'GET', `billing/exits/${row.exit_id}`), 404, 'EXIT_NOT_FOUND');
      expect(await exits()).toEqual(before);
    });

    it('moves a condition forward or back by 3, stopping at the ends, and renumbers the sequence', async () => {
      const db = t.database.db;
      const start = await exits();
      expect(start.length).toBe(8);
      const move = async (id: number, direction: 'forward' | 'back') => {
        const res = await call('employee', 'POST', `billing/exits/${id}/move`, { direction });
        expect(res.statusCode, res.body).toBe(200);
        const answered = res.json().results as Row[];
        expect(answered.map((r) => r.sequence)).toEqual(answered.map((_, i) => i + 1));
        expect(answered.map((r) => r.exit_id)).toEqual(await exits());
        return answered.map((r) => r.exit_id as number);
      };
      // The second goes back 3 places: to the fifth.
      const second = start[1]!;
      let order = await move(second, 'back');
      expect(order.indexOf(second)).toBe(4);
      expect(order).toEqual([start[0], start[2], start[3], start[4], second, start[5], start[6], start[7]]);
      // Forward 3 brings it back where it was.
      order = await move(second, 'forward');
      expect(order).toEqual(start);
      // Near the start, forward stops first; near the end, back stops last.
      order = await move(start[1]!, 'forward');
      expect(order[0]).toBe(start[1]);
      order = await move(start[6]!, 'back');
      expect(order[7]).toBe(start[6]);
      // The sequence stored is 1..n, and DRC's is untouched.
      const stored = await db.selectFrom('billing_exit_conditions').select(['exit_id', 'sequence']).where('company', '=', 'MANITOULIN').orderBy('sequence').execute();
      expect(stored.map((r) => r.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect((await db.selectFrom('billing_exit_conditions').select('sequence').where('company', '=', 'DRC').orderBy('sequence').execute()).map((r) => r.sequence)).toEqual([1, 2, 3]);
      expectRefusal(await call('employee', 'POST', `billing/exits/${start[0]}/move`, { direction: 'sideways' }), 400, 'VALIDATION');
    });

    it('reports revenue, open claims and claims by sales code from the real rows, each in its scope', async () => {
      const db = t.database.db;
      // Revenue: an account's months add up to its invoices' pre-tax charges in CAD, to the cent.
      const revenue = await rows('employee', 'billing/revenue_summary');
      expect(revenue.length).toBeGreaterThan(0);
      const invoices = await db
        .selectFrom('invoices as i')
        .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
        .select(['i.id', 'i.currency', 'l.amount'])
        .where('i.company', '=', 'MANITOULIN')
        .where('i.customer_account', '=', '100001')
        .where('l.kind', '<>', 'tax')
        .execute();
      expect(invoices.length).toBeGreaterThan(0);
      const { rows: rates } = await sql<{ currency: string; rate: string }>`select currency, rate from cad_rates`.execute(db);
      const rate = new Map(rates.map((r) => [r.currency, Number(r.rate)]));
      // Per invoice: its charges in cents, converted and rounded to the cent as the report does.
      const charges = new Map<number, { currency: string; cents: number }>();
      for (const r of invoices) charges.set(r.id, { currency: r.currency, cents: (charges.get(r.id)?.cents ?? 0) + Math.round(Number(r.amount) * 100) });
      const expectedCents = [...charges.values()].reduce((s, c) => s + Math.round(c.cents * (rate.get(c.currency) ?? 1)), 0);
      const mine = revenue.filter((r) => r.customer_account === '100001');
      expect(mine.reduce((s, r) => s + Math.round(Number(r.revenue) * 100), 0)).toBe(expectedCents);
      // The previous month's revenue is that row's own.
      for (const r of revenue.filter((x) => x.previous_revenue !== null).slice(0, 20)) {
        const [y, m] = (r.period as string).split('-').map(Number) as [number, number];
        const prev = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
        const before = revenue.find((x) => x.period === prev && x.terminal === r.terminal && x.customer_account === r.customer_account);
        expect(Number(before?.revenue), r.row_key).toBe(Number(r.previous_revenue));
      }

      // Open claims: exactly the company's claims not Paid, Declined or Closed.
      const open = await rows('employee', 'claims/reports/open_claims');
      const expected = await db.selectFrom('claims').select('claim_number').where('company', '=', 'MANITOULIN').where('status', 'not in', ['Paid', 'Declined', 'Closed']).execute();
      expect(open.length).toBeGreaterThan(0);
      expect(open.map((r) => r.claim_number).sort()).toEqual(expected.map((r) => r.claim_number).sort());

      // Claims by sales code: staff see every code's, the sales rep only S104's accounts.
      const all = await rows('employee', 'claims/reports/sales_claims');
      const s104 = await rows('sales', 'claims/reports/sales_claims');
      expect(s104.length).toBeGreaterThan(0);
      expect(s104.every((r) => r.sales_code === 'S104')).toBe(true);
      expect(s104.map((r) => r.claim_number).sort()).toEqual(all.filter((r) => r.sales_code === 'S104').map((r) => r.claim_number).sort());
      expect(await rows('sales2', 'claims/reports/sales_claims')).toEqual([]);

      // Another company's staff: none of it; customers: refused.
      for (const url of ['billing/revenue_summary', 'claims/reports/open_claims', 'claims/reports/sales_claims']) {
        expect((await rows('drcbilling', url)).filter((r) => ['100001', '100002', '200002'].includes(r.customer_account))).toEqual([]);
        expectRefusal(await call('customer', 'GET', url), 403, 'FORBIDDEN');
      }
    });

    it('computes a move on positions alone', () => {
      expect(movedIndex(1, 8, 'back')).toBe(4);
      expect(movedIndex(4, 8, 'forward')).toBe(1);
      expect(movedIndex(1, 8, 'forward')).toBe(0);
      expect(movedIndex(6, 8, 'back')).toBe(7);
      expect(movedIndex(0, 1, 'back')).toBe(0);
    });
  });
}
