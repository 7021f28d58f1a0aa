/**
 * The job queue under scheduled reports (issue 16 point 3): N saved reports of the
 * demo customer (copies of a seeded report, JSON output to the archive), all due
 * within a few seconds, each queued as its due job (as schedule_save or the sweep
 * queues it), then worked by one worker's queue until every run is Completed.
 * Reports jobs per second and the delay from each run's due time to its start
 * (p50, p95, max). Run alone: tsx scripts/benchReportSchedules.ts [--reports N]
 * on DATABASE_URL's server (a fresh database, dropped at the end); npm run bench
 * runs it with 10,000.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/server/db/schema';
import { openDatabase } from '../src/server/db/openDatabase';
import { migrate } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed';
import { readCatalogue } from '../src/server/catalogue/readCatalogue';
import { ScreenStore } from '../src/server/screens/ScreenStore';
import { fileStoreFrom } from '../src/server/files/fileStoreFrom';
import { portalJobs } from '../src/server/jobs/portalJobs';
import { queueSettings } from '../src/server/jobs/queueSettings';
import { armReport } from '../src/server/jobs/customReportJobs';
import { percentile } from './benchTools';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function benchReportSchedules(db: Kysely<DB>, reports: number): Promise<string[]> {
  const owner = await db.selectFrom('users').select('id').where('username', '=', 'customer').executeTakeFirstOrThrow();
  const model = await db.selectFrom('custom_reports').selectAll().where('owner_id', '=', owner.id).orderBy('id').executeTakeFirstOrThrow();
  // Due at the same second the push report case uses (a burst, the worst case of a schedule): a weekday morning is not needed, the due times are set directly.
  const firstDue = Date.now() + 20_000 + reports * 8;
  const ids: number[] = [];
  for (let i = 0; i < reports; i += 500) {
    const batch = Array.from({ length: Math.min(500, reports - i) }, (_, k) => ({
      company: model.company, owner_id: model.owner_id, customer_account: model.customer_account, name: `Bench schedule ${i + k + 1}`, title: model.title,
      base_report: model.base_report, columns: JSON.stringify(model.columns), sort: JSON.stringify(model.sort), sum_columns: JSON.stringify(model.sum_columns),
      calculated_columns: JSON.stringify(model.calculated_columns), filters: JSON.stringify(model.filters), access_level: 'personal' as const,
      format: 'JSON' as const, output: 'archive' as const, frequency: 'Daily' as const, hour: 7, cycle: 'Previous day',
      next_run_at: new Date(firstDue + ((i + k) % 5000)).toISOString(),
    }));
    ids.push(...(await db.insertInto('custom_reports').values(batch).returning('id').execute()).map((r) => r.id));
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-schedules-'));
  const calls = readCatalogue(join(root, 'schemas'));
  const jobs = portalJobs({ db, calls, screens: new ScreenStore(join(root, 'screens'), root, calls, () => {}), files: fileStoreFrom({ dataDir }), settings: { ...queueSettings(process.env, 'worker'), maintenanceSeconds: 3600 } });
  try {
    await jobs.queue.start();
    for (let i = 0; i < ids.length; i += 500) {
      const page = await db.selectFrom('custom_reports').select(['id', 'frequency', 'hour', 'day_of_week', 'day_of_month', 'month', 'next_run_at', 'active']).where('id', 'in', ids.slice(i, i + 500)).execute();
      for (const r of page) await armReport(db, jobs.queue, r);
    }
    if (Date.now() > firstDue) throw new Error('queuing the reports took longer than the margin before their due time');
    await jobs.start();
    const mine = () => db.selectFrom('custom_report_runs').where('report_id', '>=', ids[0]!).where('trigger', '=', 'schedule');
    for (;;) {
      const { n } = await mine().select(sql<number>`count(*)`.as('n')).where('status', '=', 'Completed').executeTakeFirstOrThrow();
      if (Number(n) >= reports) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const rows = await mine().select(['due_at', 'run_at', 'finished_at']).execute();
    const delays = rows.map((r) => new Date(r.run_at).getTime() - new Date(r.due_at!).getTime()).sort((a, b) => a - b);
    const last = Math.max(...rows.map((r) => new Date(r.finished_at!).getTime()));
    const settings = queueSettings(process.env, 'worker');
    return [
      `### Job queue: ${reports.toLocaleString('en')} scheduled reports (report generator)`,
      '',
      `One worker, ${settings.concurrency} fetchers polling every ${settings.pollSeconds} s (pg-boss 10), each run a real report (the previous day, JSON) archived in the file store.`,
      '',
      '| runs | jobs/s | delay due → start p50 (ms) | p95 (ms) | max (ms) |',
      '| ---: | ---: | ---: | ---: | ---: |',
      `| ${rows.length.toLocaleString('en')} | ${(rows.length / ((last - firstDue) / 1000)).toFixed(1)} | ${percentile(delays, 50).toFixed(0)} | ${percentile(delays, 95).toFixed(0)} | ${delays.at(-1)!.toFixed(0)} |`,
    ];
  } finally {
    await jobs.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--reports');
  const reports = at > 0 ? Number(process.argv[at + 1]) : 10_000;
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `portal_benchsched_${randomBytes(4).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`create database ${name}`);
  const database = await openDatabase({ url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString() });
  try {
    await migrate(database.db);
    await seedDemo(database.db, { shipments: 1000 });
    console.log((await benchReportSchedules(database.db, reports)).join('\n'));
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}
