/**
 * The job queue under push reports (issue 16): N push reports of one customer,
 * all due within the next few seconds, each queued as its due job (as a save
 * or the sweep queues it), then worked by one worker process's queue
 * (JOB_CONCURRENCY fetchers) until every run is Completed. Reports jobs per
 * second (runs completed over the time from the first due time to the last
 * completion) and the delay from each run's due time to the start of its run
 * (p50, p95, max). Each run is a real export of a small saved query (the
 * customer's shipments picked up today, CSV) archived and put in the outbox.
 * Run alone: tsx scripts/benchJobs.ts [--reports N] on DATABASE_URL's server
 * (a fresh database, dropped at the end); npm run bench runs it with 10,000.
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
import { armSchedule } from '../src/server/jobs/pushreportJobs';
import { scheduledReport } from '../src/server/data/pushreportRuns';
import { percentile } from './benchTools';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function benchJobs(db: Kysely<DB>, reports: number): Promise<string[]> {
  const owner = await db.selectFrom('users').select(['id', 'company']).where('username', '=', 'employee').executeTakeFirstOrThrow();
  // All due within 5 s of the last one queued: the queue meets them as a burst, the worst case of a schedule.
  const firstDue = Date.now() + 20_000 + reports * 8;
  const ids: number[] = [];
  for (let i = 0; i < reports; i += 500) {
    const batch = Array.from({ length: Math.min(500, reports - i) }, (_, k) => ({
      company: owner.company,
      user_id: owner.id,
      cmid: 'MTDPUDATE',
      title: `Bench report ${i + k + 1}`,
      api_url: 'api/probill/pickup_date',
      query_params: JSON.stringify({ probill: String(100000000 + ((i + k) % 1000)) }),
      output_type: 'CSV',
      recipients: JSON.stringify(['bench@example.com']),
      schedule: JSON.stringify({ frequency: 'daily', hour: 7 }),
      next_run_at: new Date(firstDue + ((i + k) % 5000)).toISOString(),
    }));
    ids.push(...(await db.insertInto('pushreports').values(batch).returning('id').execute()).map((r) => r.id));
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
  const calls = readCatalogue(join(root, 'schemas'));
  const jobs = portalJobs({ db, calls, screens: new ScreenStore(join(root, 'screens'), root, calls, () => {}), files: fileStoreFrom({ dataDir }), settings: { ...queueSettings(process.env, 'worker'), maintenanceSeconds: 3600 } });
  try {
    await jobs.queue.start();
    for (const id of ids) await armSchedule(db, jobs.queue, (await scheduledReport(db, id))!);
    if (Date.now() > firstDue) throw new Error('queuing the reports took longer than the margin before their due time');
    await jobs.start();
    for (;;) {
      const { n } = await db.selectFrom('pushreport_results').select(sql<number>`count(*)`.as('n')).where('status', '=', 'Completed').where('pushreport_id', '>=', ids[0]!).executeTakeFirstOrThrow();
      if (Number(n) >= reports) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // The bench's own runs only: the demo seed's past run has no due time, which read as a delay from 1970 (the max column's 1.8e12 ms).
    const rows = await db.selectFrom('pushreport_results').select(['due_at', 'run_at', 'finished_at']).where('pushreport_id', '>=', ids[0]!).where('due_at', 'is not', null).execute();
    const delays = rows.map((r) => new Date(r.run_at).getTime() - new Date(r.due_at!).getTime()).sort((a, b) => a - b);
    const last = Math.max(...rows.map((r) => new Date(r.finished_at!).getTime()));
    const settings = queueSettings(process.env, 'worker');
    return [
      `### Job queue: ${reports.toLocaleString('en')} scheduled push reports`,
      '',
      `One worker, ${settings.concurrency} fetchers polling every ${settings.pollSeconds} s (pg-boss 10), each run a real CSV export archived and put in the outbox.`,
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
  const name = `portal_benchjobs_${randomBytes(4).toString('hex')}`;
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
    console.log((await benchJobs(database.db, reports)).join('\n'));
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}
