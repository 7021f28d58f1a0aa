import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { guardCall, guardModeOf } from '../../src/server/data/audit/auditGuard';
import { recordChangeAs } from '../../src/server/data/audit/auditLog';

/**
 * The audit guard (issue 16 point 5) on a real database: a call that writes a record without its audit
 * entry fails in strict mode with the pinned 500 INTERNAL and writes nothing new to the log, whether it
 * wrote with the builder or a raw text; an audited one, one writing only exempt tables (logs, plumbing)
 * and one still listed as not yet audited pass. The routes below run the same guard the catalogue's
 * routes run (registerCatalogue.ts), over the application's own database and its plugin.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`audit guard [${dialect.name}]`, () => {
    let t: TestApp;
    const log = { errors: [] as string[], error: (_o: object, m: string) => void log.errors.push(m) };

    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 20 });
      const db = t.database.db;
      const rename = (q: typeof db) => q.updateTable('customers').set({ name: sql`name` }).where('account', '=', '100001').execute();
      const route = (url: string, id: string, work: () => Promise<unknown>, tolerated: Record<string, string> = {}) =>
        t.app.post(`/api/guard-test/${url}`, () => guardCall(id, { mode: 'strict', log, tolerated }, async () => (await work(), { ok: true })));
      route('unaudited', 'TEST.unaudited', () => rename(db));
      route('raw', 'TEST.raw', () => sql`update customers set name = name where account = '100001'`.execute(db));
      route('exempt', 'TEST.exempt', () => sql`insert into rate_limits (key, points, expire) values ('guard-test', 1, 0)`.execute(db));
      route('tolerated', 'TEST.tolerated', () => rename(db), { 'TEST.tolerated': 'its family is not audited yet' });
      route('audited', 'TEST.audited', () =>
        db.transaction().execute(async (trx) => {
          await rename(trx);
          await recordChangeAs(trx, { company: 'MANITOULIN', user_id: 'guard-test', cmid: 'GUARD', ip: null }, { action: 'update', entity: 'customers', entityId: '100001', before: { name: 'x' }, after: { name: 'x' } });
        }),
      );
    });
    afterAll(() => t?.close());

    const entries = async () => Number((await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.database.db)).rows[0]!.n);
    const post = (url: string) => t.app.inject({ method: 'POST', url: `/api/guard-test/${url}` });

    it('the api tests run in strict mode', () => {
      expect(guardModeOf(process.env)).toBe('strict');
      expect(guardModeOf({})).toBe('log');
    });

    it('an unaudited write fails 500 INTERNAL, logged with the call and its table, builder or raw text', async () => {
      const before = await entries();
      for (const url of ['unaudited', 'raw']) {
        const res = await post(url);
        expect(res.statusCode, res.body).toBe(500);
        expect(res.json().code).toBe('INTERNAL');
      }
      expect(log.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^unaudited write: TEST\.unaudited wrote customers /), expect.stringMatching(/^unaudited write: TEST\.raw wrote customers /)]));
      expect(await entries()).toBe(before);
    });

    it('an audited write, a write of exempt tables only and a call not yet audited pass', async () => {
      const before = await entries();
      const errors = log.errors.length;
      for (const url of ['audited', 'exempt']) {
        const res = await post(url);
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(log.errors.length).toBe(errors);
      expect(await entries()).toBe(before + 1);
      expect((await post('tolerated')).statusCode).toBe(200);
      expect(log.errors.slice(errors)).toEqual([expect.stringMatching(/^unaudited write: TEST\.tolerated wrote customers/)]);
    });

    it('a catalogue call that records its change passes under the strict guard', async () => {
      const { rows } = await sql<{ probill: string }>`select probill from shipments where customer_account = '100001' order by probill limit 1`.execute(t.database.db);
      const filed = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...auth(await t.tokenOf('customer')), cmid: 'CLAIM' }, payload: { probill: String(rows[0]!.probill).trim(), amount: 10, claimant_email: 'claims@example.com', description: 'Wet carton' } });
      expect(filed.statusCode, filed.body).toBe(200);
    });
  });
}
