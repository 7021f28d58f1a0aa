import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { CommandLogRecorder, DEFAULT_COMMAND_LOG } from '../../src/server/data/commandLog/commandLogRecorder';

for (const dialect of await dialectsUnderTest()) {
  describe(`command log [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 5 });
    });
    afterAll(() => t.close());

    const get = async (url: string, username: string, cmid: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { ...auth(await t.tokenOf(username)), cmid } });

    it('records a call made with its call id, screen, user, duration and status, batched after the answer', async () => {
      const made = await get('reporting_logs/audit?sort=-id', 'admin', 'AUD_LIST');
      expect(made.statusCode, made.body).toBe(200);
      await t.app.commandLog.flush();
      const row = await t.database.db.selectFrom('command_log').selectAll().where('call_id', '=', 'reporting_logs.audit_list').where('cmid', '=', 'AUD_LIST').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ company: 'MANITOULIN', user_id: 'admin', user_type: 'ADMIN', method: 'GET', path: '/api/reporting_logs/audit', status: 200 });
      expect(row.duration_ms).toBeGreaterThanOrEqual(0);

      // A refused call is kept with its status too.
      expect((await get('reporting_logs/command_log', 'customer', 'CMDLOG')).statusCode).toBe(403);
      await t.app.commandLog.flush();
      const refused = await t.database.db.selectFrom('command_log').selectAll().where('user_id', '=', 'customer').where('call_id', '=', 'reporting_logs.command_log').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(refused.status).toBe(403);

      const grid = await get(`reporting_logs/command_log?call_id=reporting_logs.audit_list&sort=-id`, 'admin', 'CMDLOG');
      expect(grid.statusCode, grid.body).toBe(200);
      expect(grid.json().results[0]).toMatchObject({ call_id: 'reporting_logs.audit_list', user_id: 'admin', status: 200, cmid: 'AUD_LIST' });
    });

    it('answers p50 and p95 per call id over a period (PERF-CMDLOG1) and drills down to the calls (CMDLOGD)', async () => {
      const perf = await get('reporting_logs/command_perf?period=30d&call_id=shipments.list', 'admin', 'PERF-CMDLOG1');
      expect(perf.statusCode, perf.body).toBe(200);
      const [row] = perf.json().results;
      const seeded = await t.database.db
        .selectFrom('command_log')
        .select([
          sql<number>`count(*)::int`.as('n'),
          sql<number>`round(percentile_cont(0.95) within group (order by duration_ms))::int`.as('p95'),
          sql<number>`max(duration_ms)::int`.as('max'),
        ])
        .where('call_id', '=', 'shipments.list')
        .where('at', '>=', sql<Date>`now() - interval '30 days'`)
        .executeTakeFirstOrThrow();
      expect(seeded.n).toBeGreaterThan(10);
      expect(row).toMatchObject({ period: '30d', call_id: 'shipments.list', calls: seeded.n, p95_ms: seeded.p95, max_ms: seeded.max });
      expect(row.p50_ms).toBeLessThanOrEqual(row.p95_ms);
      const detail = await get('reporting_logs/command_log?call_id=shipments.list&sort=-duration_ms', 'admin', 'CMDLOGD');
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().results[0].duration_ms).toBe(seeded.max);
    });

    it('refuses everyone but administrators, whatever menu they hold', async () => {
      for (const user of ['customer', 'employee']) {
        expect((await get('reporting_logs/command_log', user, 'CMDLOG')).statusCode).toBe(403);
        expect((await get('reporting_logs/command_perf', user, 'PERF-CMDLOG1')).statusCode).toBe(403);
      }
    });

    it('prunes rows past the retention and samples successful calls only', async () => {
      const db = t.database.db;
      const base = { company: 'MANITOULIN', user_id: 'admin', user_type: 'ADMIN', cmid: 'X', call_id: 'retention.test', method: 'GET', path: '/api/x', duration_ms: 5, ip: null };
      await db.insertInto('command_log').values([{ ...base, status: 200, at: sql<Date>`now() - interval '40 days'` as unknown as Date }, { ...base, status: 200, at: new Date() }]).execute();
      const recorder = new CommandLogRecorder(db, { ...DEFAULT_COMMAND_LOG, retentionDays: 30 });
      expect(await recorder.prune()).toBeGreaterThanOrEqual(1);
      const left = await db.selectFrom('command_log').select('at').where('call_id', '=', 'retention.test').execute();
      expect(left.length).toBe(1);

      const sampled = new CommandLogRecorder(db, { ...DEFAULT_COMMAND_LOG, sample: 0.5, pruneEveryMs: Infinity }, () => 0.9);
      sampled.record({ ...base, call_id: 'sample.test', status: 200, at: new Date() });
      sampled.record({ ...base, call_id: 'sample.test', status: 500, at: new Date() });
      await sampled.stop();
      const kept = await db.selectFrom('command_log').select('status').where('call_id', '=', 'sample.test').execute();
      expect(kept.map((r) => r.status)).toEqual([500]);
    });
  });
}
