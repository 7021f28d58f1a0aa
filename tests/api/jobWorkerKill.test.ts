import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { auth, repoRoot } from '../support/testApp';
import { dialectsUnderTest } from '../support/testDatabases';
import { giveMenu } from '../support/giveMenu';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/openDatabase';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { fileStoreFrom } from '../../src/server/files/fileStoreFrom';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';

const dialects = (await dialectsUnderTest()).map((d) => d.name);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A job whose worker died is failed after 3 s in the active state and retried a second later.
const QUEUE_ENV = { JOB_EXPIRE_SECONDS: '3', JOB_MAINTENANCE_SECONDS: '1', JOB_RETRY_SECONDS: '1', JOB_POLL_SECONDS: '0.5' };

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, log = () => ''): Promise<T> {
  for (let i = 0; i < 900; i += 1) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}\n${log()}`);
}

/**
 * `npm run worker` as a real child process, killed (SIGKILL) while it runs a
 * push report: the run is neither lost nor doubled. The report's export is
 * held mid-way by a lock the test takes on the shipments, so the kill lands
 * while the job is running, whatever the machine's speed. A second worker
 * finds the abandoned job once it expires and runs it again: one file, one
 * email. (PostgreSQL only: an embedded PGlite belongs to one process, and its
 * jobs run in the portal's process; tests/api/pushreportRuns.test.ts runs the
 * same queue on it.)
 */
describe.runIf(dialects.includes('postgres'))('a worker killed while it runs a job', () => {
  const name = `portal_jobs_${randomBytes(5).toString('hex')}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'jobs-kill-'));
  const admin = new pg.Client({ connectionString: adminUrl });
  let database: Database;
  let app: FastifyInstance;
  const children: ChildProcess[] = [];
  let log = '';

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'src/server/worker.ts')], {
      cwd: repoRoot,
      env: { ...process.env, ...QUEUE_ENV, DATABASE_URL: url, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    children.push(child);
    return child;
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    database = await openDatabase({ url });
    await migrate(database.db);
    await seedDemo(database.db, { shipments: 60 });
    const group = await database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Customer administrators').executeTakeFirstOrThrow();
    await giveMenu(database.db, group.id, 'Reports', [['PUSHREPORT', 'Push reports'], ['PUSHREPORT_ADD', 'Add'], ['PUSHREPORTR', 'Runs']]);
    // The portal here only queues (JOB_WORKER=separate): the workers are the child processes.
    app = await buildApp({ db: database.db, root: repoRoot, files: fileStoreFrom({ dataDir }), jobs: { work: false, expireSeconds: 3, retrySeconds: 1 } });
  }, 120_000);
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    for (const s of servers) await s.kill();
    await app?.close();
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is retried by the next worker, delivered once', async () => {
    const token = (await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'customer', company: 'MANITOULIN', password: DEMO_PASSWORD } })).json().token;
    const made = await app.inject({ method: 'POST', url: '/api/pushreport', headers: auth(token), payload: { api_url: 'api/probill/pickup_date', query_params: { sort: 'probill' }, output_type: 'CSV', title: 'Held report', cmid: 'MTDPUDATE' } });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as number;

    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table shipments in access exclusive mode');
    const run = (await app.inject({ method: 'POST', url: `/api/pushreport/${id}/run`, headers: auth(token) })).json();
    const result = () => database.db.selectFrom('pushreport_results').selectAll().where('id', '=', run.id).executeTakeFirstOrThrow();

    const first = startWorker();
    await until(result, (r) => r.status === 'Processing', 'the first worker to take the run', () => log);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect((await result()).status).toBe('Processing');
    await locker.query('rollback');
    await locker.end();

    startWorker();
    const done = await until(result, (r) => r.status === 'Completed', 'the second worker to finish the run', () => log);
    expect(done.attempts).toBe(2);
    const mails = await database.db.selectFrom('email_outbox').selectAll().where(sql<boolean>`attachments::text like ${'%' + done.file_key + '%'}`).execute();
    expect(mails).toHaveLength(1);
    const runs = await database.db.selectFrom('pushreport_results').select('id').where('pushreport_id', '=', id).execute();
    expect(runs).toHaveLength(1);
    // The queue marks the job done once its handler returned: one job, done on its second attempt.
    const job = () => sql<{ state: string; retry_count: number }>`select state, retry_count from job_list where data->>'resultId' = ${String(run.id)}`.execute(database.db);
    const jobs = await until(job, (j) => j.rows[0]?.state !== 'active', 'the job to be marked done', () => log);
    expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    const file = await app.inject({ method: 'GET', url: `/api/pushreport/${id}/results/${run.id}/file`, headers: auth(token) });
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\n')[0]).toContain('probill');
  }, 180_000);
  // The default: the portal (`npm start`, src/server/main.ts) runs its jobs in its own process. Killed outright while
  // it runs a push report, the run is neither lost nor doubled: the portal started again retries the expired job.
  it('is retried by the portal started again when the portal itself is killed mid-run, delivered once', async () => {
    const token = (await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'customer', company: 'MANITOULIN', password: DEMO_PASSWORD } })).json().token;
    const made = await app.inject({ method: 'POST', url: '/api/pushreport', headers: auth(token), payload: { api_url: 'api/probill/pickup_date', query_params: { sort: 'probill' }, output_type: 'CSV', title: 'Portal held report', cmid: 'MTDPUDATE' } });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as number;
    const env = { ...QUEUE_ENV, DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: '0', JOB_WORKER: '' };
    const portal = await startServerProcess(env, 180_000);
    servers.push(portal);

    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table shipments in access exclusive mode');
    // Run now through the portal's own API: its in-process worker takes the job at once.
    const login = await (await fetch(`${portal.url}/api/users/login`, { method: 'POST', body: new URLSearchParams({ username: 'customer', company: 'MANITOULIN', password: DEMO_PASSWORD }) })).json();
    const run = await (await fetch(`${portal.url}/api/pushreport/${id}/run`, { method: 'POST', headers: { authorization: `Token ${login.token}` } })).json();
    const result = () => database.db.selectFrom('pushreport_results').selectAll().where('id', '=', run.id).executeTakeFirstOrThrow();
    await until(result, (r) => r.status === 'Processing', 'the portal to take the run', portal.output);
    await portal.kill();
    expect(portal.alive()).toBe(false);
    expect((await result()).status).toBe('Processing');
    await locker.query('rollback');
    await locker.end();

    const again = await startServerProcess(env, 180_000);
    servers.push(again);
    const done = await until(result, (r) => r.status === 'Completed', 'the restarted portal to finish the run', again.output);
    expect(done.attempts).toBe(2);
    const mails = await database.db.selectFrom('email_outbox').selectAll().where(sql<boolean>`attachments::text like ${'%' + done.file_key + '%'}`).execute();
    expect(mails).toHaveLength(1);
    expect(await database.db.selectFrom('pushreport_results').select('id').where('pushreport_id', '=', id).execute()).toHaveLength(1);
    const job = () => sql<{ state: string; retry_count: number }>`select state, retry_count from job_list where data->>'resultId' = ${String(run.id)}`.execute(database.db);
    const jobs = await until(job, (j) => j.rows[0]?.state !== 'active', 'the job to be marked done', again.output);
    expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    await again.stop();
  }, 400_000);
});
