import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dialectsUnderTest, type TestDatabase } from '../support/testDatabases';
import { auth, repoRoot } from '../support/testApp';
import { giveMenu } from '../support/giveMenu';
import { buildApp } from '../../src/server/app';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { temporaryFileStore } from '../../src/server/files/fileStoreFrom';
import { cycleRange, inSendWindow, nextReportRun, sendTimeOf } from '../../src/server/data/customReports/scheduleTimes';
import { CUSTOM_REPORT_RUN, sweepReportSchedules } from '../../src/server/jobs/customReportJobs';
import { sql } from 'kysely';

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 450; i += 1) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('report schedule times', () => {
  it('keeps sending to weekdays by 12:30 PM Eastern, and dates a cycle up to the day before', () => {
    // Saturday 2026-11-28 08:00 Eastern (13:00Z) moves to Monday 00:00 Eastern (05:00Z).
    expect(sendTimeOf(new Date('2026-11-28T13:00:00Z')).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    // Wednesday 17:00 Eastern is past the deadline: Thursday 00:00 Eastern.
    expect(sendTimeOf(new Date('2026-11-25T22:00:00Z')).toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(inSendWindow(new Date('2026-11-25T17:30:00Z'))).toBe(true);
    expect(inSendWindow(new Date('2026-11-25T17:31:00Z'))).toBe(false);
    const weekly = nextReportRun({ frequency: 'Weekly', hour: 7, day_of_week: 'Friday' }, new Date('2026-11-26T12:00:00Z'));
    expect(weekly.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(nextReportRun({ frequency: 'Yearly', hour: 6, day_of_month: 15, month: 1 }, new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2027-01-15T11:00:00.000Z');
    expect(cycleRange('Previous day', new Date('2026-11-26T12:00:00Z'))).toEqual({ from: '2026-11-25', to: '2026-11-25', days: 1 });
    expect(cycleRange('Previous month', new Date('2026-11-26T12:00:00Z'))).toEqual({ from: '2026-10-01', to: '2026-10-31', days: 31 });
    expect(cycleRange('Previous week', new Date('2026-11-26T12:00:00Z'))).toEqual({ from: '2026-11-16', to: '2026-11-22', days: 7 });
  });
});

for (const dialect of await dialectsUnderTest()) {
  describe(`scheduled reports [${dialect.name}]`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const tokens = new Map<string, string>();

    beforeAll(async () => {
      // A copy of the run's migrated and seeded template (tests/support/databaseTemplates.ts).
      database = await dialect.openMigrated({ seedShipments: 60 });
      for (const name of ['Customer administrators', 'Customers']) {
        const group = await database.db.selectFrom('menu_groups').select('id').where('name', '=', name).executeTakeFirstOrThrow();
        await giveMenu(database.db, group.id, `Schedules ${name}`, [['CR_SchedReports', 'Scheduled'], ['CR_Edit_Schedule', 'Edit'], ['CR_ArchiveFiles', 'Archive']]);
      }
      app = await buildApp({ db: database.db, root: repoRoot, files: temporaryFileStore(), jobs: { work: true, concurrency: 2, pollSeconds: 0.5, retrySeconds: 1, maintenanceSeconds: 1 } });
      await app.jobs.start();
    });
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });
    const token = async (u: string) => {
      if (!tokens.has(u)) tokens.set(u, (await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: u, company: 'MANITOULIN', password: DEMO_PASSWORD } })).json().token);
      return tokens.get(u)!;
    };
    const call = async (u: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url: `/api/${url}`, headers: auth(await token(u)), ...(payload ? { payload } : {}) });
    const schedule = { frequency: 'Daily', hour: 7, cycle: 'Last 30 days', output: 'email', format: 'JSON', send_to: ['ops@northern.example'], active: true };

    it('schedules, sends now through the queue into the outbox and the archive, and unschedules a report', async () => {
      const owner = await database.db.selectFrom('users').select('id').where('username', '=', 'customer').executeTakeFirstOrThrow();
      const report = await database.db.selectFrom('custom_reports').select('id').where('owner_id', '=', owner.id).orderBy('id').executeTakeFirstOrThrow();
      expect((await call('customer', 'PUT', `custom_reports/reports/${report.id}/schedule`, { ...schedule, hour: 24 })).statusCode).toBe(400);
      const weekly = await call('customer', 'PUT', `custom_reports/reports/${report.id}/schedule`, { ...schedule, frequency: 'Weekly' });
      expect(weekly.statusCode).toBe(400);
      expect(weekly.json().errors[0]).toMatchObject({ pointer: '/day_of_week' });
      expect((await call('customer2', 'PUT', `custom_reports/reports/${report.id}/schedule`, schedule)).statusCode).toBe(404);

      const saved = await call('customer', 'PUT', `custom_reports/reports/${report.id}/schedule`, schedule);
      expect(saved.statusCode, saved.body).toBe(200);
      const row = await database.db.selectFrom('custom_reports').select(['next_run_at', 'frequency']).where('id', '=', report.id).executeTakeFirstOrThrow();
      expect(inSendWindow(new Date(row.next_run_at!))).toBe(true);
      const listed = (await call('customer', 'GET', 'custom_reports/scheduled')).json().results as { report_id: number }[];
      expect(listed.map((r) => r.report_id)).toContain(report.id);
      expect(((await call('customer2', 'GET', 'custom_reports/scheduled')).json().results as { report_id: number }[]).map((r) => r.report_id)).not.toContain(report.id);

      expect((await call('customer', 'POST', `custom_reports/reports/${report.id}/send`)).json()).toEqual({ status: 0, message: 'Report queued' });
      const run = await until(
        () => database.db.selectFrom('custom_report_runs').selectAll().where('report_id', '=', report.id).where('trigger', '=', 'manual').executeTakeFirst(),
        (r) => r?.status === 'Completed' || r?.status === 'Failed',
        'the run',
      );
      expect(run, run?.error ?? '').toMatchObject({ status: 'Completed', format: 'JSON' });
      const archive = (await call('customer', 'GET', 'custom_reports/archive')).json().results as { file_id: number }[];
      expect(archive.map((f) => f.file_id)).toContain(run!.id);
      const file = await call('customer', 'GET', `custom_reports/archive/${run!.id}`);
      expect(file.statusCode).toBe(200);
      expect(Array.isArray(JSON.parse(file.body)) || typeof JSON.parse(file.body) === 'object').toBe(true);
      expect((await call('customer2', 'GET', `custom_reports/archive/${run!.id}`)).statusCode).toBe(404);
      const mails = await database.db.selectFrom('email_outbox').selectAll().where('to_addresses', 'like', '%ops@northern.example%').execute();
      expect(mails).toHaveLength(1);

      expect((await call('customer', 'DELETE', `custom_reports/reports/${report.id}/schedule`)).json()).toEqual({ status: 0, message: 'Schedule removed' });
      expect(((await call('customer', 'GET', 'custom_reports/scheduled')).json().results as { report_id: number }[]).map((r) => r.report_id)).not.toContain(report.id);
    });

    // A due time runs once however often it is queued; a report made inactive keeps its schedule and is never run,
    // even by a due job queued before it was made inactive, nor found by the sweep.
    it('runs a due schedule once, and never an inactive report', async () => {
      const owner = await database.db.selectFrom('users').select('id').where('username', '=', 'customer').executeTakeFirstOrThrow();
      const report = await database.db.selectFrom('custom_reports').select('id').where('owner_id', '=', owner.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const schedRuns = () => database.db.selectFrom('custom_report_runs').selectAll().where('report_id', '=', report.id).where('trigger', '=', 'schedule').execute();
      const before = (await schedRuns()).length;
      expect((await call('customer', 'PUT', `custom_reports/reports/${report.id}/schedule`, schedule)).statusCode).toBe(200);
      const due = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
      await database.db.updateTable('custom_reports').set({ next_run_at: due.toISOString() }).where('id', '=', report.id).execute();
      await sweepReportSchedules(database.db, app.jobs.queue);
      await sweepReportSchedules(database.db, app.jobs.queue);
      const [run] = await until(async () => (await schedRuns()).filter((r) => new Date(r.due_at!).getTime() === due.getTime()), (r) => r[0]?.status === 'Completed' || r[0]?.status === 'Failed', 'the due run');
      expect(run!.status, run!.error ?? '').toBe('Completed');
      expect(await schedRuns()).toHaveLength(before + 1);
      const next = await database.db.selectFrom('custom_reports').select('next_run_at').where('id', '=', report.id).executeTakeFirstOrThrow();
      expect(new Date(next.next_run_at!).getTime()).toBeGreaterThan(Date.now());

      // Made inactive: the schedule stays, its next run goes; a stale due time and a due job queued before are nothing.
      const off = await call('customer', 'PUT', `custom_reports/reports/${report.id}/schedule`, { ...schedule, active: false });
      expect(off.statusCode, off.body).toBe(200);
      const stale = new Date(due.getTime() - 3_600_000);
      await database.db.updateTable('custom_reports').set({ next_run_at: stale.toISOString() }).where('id', '=', report.id).execute();
      expect(await sweepReportSchedules(database.db, app.jobs.queue)).toBe(0);
      await app.jobs.queue.send(CUSTOM_REPORT_RUN, { reportId: report.id, due: stale.toISOString() });
      await until(
        async () => (await sql<{ state: string }>`select state from job_list where queue = ${CUSTOM_REPORT_RUN} and data->>'due' = ${stale.toISOString()}`.execute(database.db)).rows,
        (rows) => rows[0]?.state === 'completed',
        'the stale due job to finish',
      );
      expect(await schedRuns()).toHaveLength(before + 1);
      // Send now on an inactive report is refused by the server too, and queues nothing.
      const manual = () => database.db.selectFrom('custom_report_runs').select('id').where('report_id', '=', report.id).where('trigger', '=', 'manual').execute();
      const manualBefore = (await manual()).length;
      const send = await call('customer', 'POST', `custom_reports/reports/${report.id}/send`);
      expect(send.statusCode).toBe(409);
      expect(send.json()).toMatchObject({ code: 'REPORT_INACTIVE', detail: 'This report is inactive: make it active to send it' });
      expect(await manual()).toHaveLength(manualBefore);
      const row = await database.db.selectFrom('custom_reports').select(['frequency', 'active']).where('id', '=', report.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ frequency: 'Daily', active: false });
    });
  });
}
