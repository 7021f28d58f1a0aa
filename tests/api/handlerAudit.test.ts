import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

type Row = Record<string, unknown>;

/**
 * Hand-written handlers that write outside the declared resources record
 * their changes in the audit log in the change's own transaction (issue 16
 * point 5): filing a claim and moving it, filing a dispute and moving it.
 * Each call leaves one entry with who, which screen, the record and its
 * before and after; a refused call leaves none.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`audit of hand-written writes [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 60 });
    });
    afterAll(() => t.close());

    const call = async (username: string, method: 'POST' | 'PUT', url: string, payload: object, cmid: string) =>
      t.app.inject({ method, url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), cmid }, payload });
    const db = () => t.database.db;
    const entries = (entity: string, id: string) => db().selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', id).orderBy('id').execute();
    const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Row | null;

    it('a claim filed and moved: one entry each, with the filer, the screen, before and after; a refused move none', async () => {
      const { rows } = await sql<Row>`select probill from shipments where customer_account = '100001' order by probill limit 1`.execute(db());
      const filed = await call('customer', 'POST', 'claims', { probill: String(rows[0]!.probill).trim(), amount: 120.5, claimant_email: 'claims@example.com', description: 'Crushed pallet' }, 'CLAIM');
      expect(filed.statusCode, filed.body).toBe(200);
      const number = filed.json().claim_number as string;
      const [created] = await entries('claims', number);
      expect(created).toMatchObject({ company: 'MANITOULIN', user_id: 'customer', cmid: 'CLAIM', action: 'create', entity: 'claims', entity_id: number });
      expect(parsed(created!.before)).toBeNull();
      expect(parsed(created!.after)).toMatchObject({ claim_number: number, status: 'Open', claimant_email: 'claims@example.com' });

      const moved = await call('employee', 'PUT', `claims/${number}/status`, { status: 'In Progress', comment: 'Inspector booked', notify_claimant: false }, 'CLAIM-PROC');
      expect(moved.statusCode, moved.body).toBe(200);
      const after = await entries('claims', number);
      expect(after.length).toBe(2);
      expect(after[1]).toMatchObject({ user_id: 'employee', cmid: 'CLAIM-PROC', action: 'update' });
      expect(parsed(after[1]!.before)).toMatchObject({ status: 'Open' });
      expect(parsed(after[1]!.after)).toMatchObject({ status: 'In Progress', comment: 'Inspector booked' });

      // A move the state machine refuses writes nothing, its audit entry included.
      const refused = await call('employee', 'PUT', `claims/${number}/status`, { status: 'Open' }, 'CLAIM-PROC');
      expect(refused.statusCode).toBe(409);
      expect((await entries('claims', number)).length).toBe(2);
    });

    it('a dispute filed and moved: one entry each, with who, the screen, before and after; a refused move none', async () => {
      const { rows } = await sql<Row>`select id, probill, amount, paid from invoices where customer_account = '100001' and not disputed and paid < amount
        and not exists (select 1 from disputes d where d.invoice_id = invoices.id) order by id limit 1`.execute(db());
      const probill = String(rows[0]!.probill).trim();
      const filed = await call('customer', 'POST', `statements_portal/disputes/${probill}/submit`, { reason: 'Rate', amount_disputed: 0.5, comment: 'Quoted lower' }, 'OI_DISPUTE');
      expect(filed.statusCode, filed.body).toBe(200);
      const dispute = await db().selectFrom('disputes').select('id').where('invoice_id', '=', Number(rows[0]!.id)).executeTakeFirstOrThrow();
      const [created] = await entries('disputes', String(dispute.id));
      expect(created).toMatchObject({ user_id: 'customer', cmid: 'OI_DISPUTE', action: 'create' });
      expect(parsed(created!.after)).toMatchObject({ probill, status: 'Submitted', reason: 'Rate', amount_disputed: '0.50' });

      const moved = await call('admin', 'POST', `statements_portal/disputes/${probill}/inprogress`, { comment: 'Looking' }, 'DISPUTES');
      expect(moved.statusCode, moved.body).toBe(200);
      const after = await entries('disputes', String(dispute.id));
      expect(after.length).toBe(2);
      expect(after[1]).toMatchObject({ user_id: 'admin', cmid: 'DISPUTES', action: 'update' });
      expect(parsed(after[1]!.before)).toMatchObject({ status: 'Submitted' });
      expect(parsed(after[1]!.after)).toMatchObject({ status: 'In Progress', comment: 'Looking' });

      const refused = await call('admin', 'POST', `statements_portal/disputes/${probill}/inprogress`, {}, 'DISPUTES');
      expect(refused.statusCode).toBe(409);
      expect((await entries('disputes', String(dispute.id))).length).toBe(2);
    });
  });
}
