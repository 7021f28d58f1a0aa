import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dialectsUnderTest, type TestDatabase } from '../support/testDatabases';
import { giveMenu } from '../support/giveMenu';
import { auth, repoRoot } from '../support/testApp';
import { buildApp } from '../../src/server/app';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { temporaryFileStore } from '../../src/server/files/fileStoreFrom';
import type { FileStore } from '../../src/server/files/FileStore';

/** The configuration a grid's push report button encodes (base64 of its UTF-8 JSON). */
const encode = (config: object) => Buffer.from(JSON.stringify(config), 'utf8').toString('base64');
const CONFIG = { api_url: 'api/probill/pickup_date', query_params: { sort: '-pickup_date', status__iexact: 'Delivered', limit: 20, offset: 40 }, output_type: 'CSV', title: 'Livraisons à Montréal', cmid: 'MTDPUDATE', group: '' };

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 600; i += 1) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

for (const dialect of await dialectsUnderTest()) {
  describe(`push report screens and the job queue's administration [${dialect.name}]`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const store = temporaryFileStore();
    // While set, every archive write fails: a run's job exhausts its retries and is failed.
    let storeDown = false;
    const files: FileStore = { ...store, put: (d, n) => (storeDown ? Promise.reject(new Error('disk full')) : store.put(d, n)), get: (k) => store.get(k), stream: (k) => store.stream(k), remove: (k) => store.remove(k) };
    const tokens = new Map<string, string>();

    // Jobs the view answered right after the migrations, before any queue started on this database.
    let standIn: unknown[] = [];

    beforeAll(async () => {
      database = await dialect.open();
      await migrate(database.db);
      standIn = (await sql`select * from job_list`.execute(database.db)).rows;
      await seedDemo(database.db, { shipments: 40 });
      // The employees get the job screen's cmid too: the server still refuses them (administrators only).
      const staff = await database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Employees').executeTakeFirstOrThrow();
      await giveMenu(database.db, staff.id, 'Jobs (test)', [['JOBQ-START', 'Job queue']]);
      app = await buildApp({ db: database.db, root: repoRoot, files, jobs: { work: true, concurrency: 2, pollSeconds: 0.5, retrySeconds: 1, maintenanceSeconds: 1 } });
      await app.jobs.start();
    }, 300_000);
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });

    const token = async (username: string) => {
      if (!tokens.has(username)) tokens.set(username, (await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company: 'MANITOULIN', password: DEMO_PASSWORD } })).json().token);
      return tokens.get(username)!;
    };
    const send = async (method: 'GET' | 'POST', url: string, username: string, payload?: object) =>
      app.inject({ method, url: `/api/${url}`, headers: auth(await token(username)), ...(payload ? { payload } : {}) });

    it('lists the queue\'s jobs to an administrator, an empty list before the queue ever started', async () => {
      expect(standIn).toEqual([]);
      // The seeded push reports' and scheduled reports' next due runs are queued when the worker's sweep starts (in
      // that order, but the list is newest first and a sweep may finish between two reads: the queues, not the order).
      const queues = (l: { results: { queue: string }[] }) => new Set(l.results.map((j) => j.queue));
      const list = await until(async () => (await send('GET', 'job_queue?state__iexact=created&limit=200', 'admin')).json(), (l) => queues(l).has('pushreport-run') && queues(l).has('custom-report-run'), 'the due jobs');
      for (const queue of ['pushreport-run', 'custom-report-run']) expect(list.results.find((j: { queue: string }) => j.queue === queue)).toMatchObject({ queue, state: 'created', error: null });
    });

    it('PUSHREPORT_ADD starts from the decoded configuration, checked as a save would be', async () => {
      const draft = await send('GET', `pushreport/draft?cmid=MTDPUDATE&data=${encodeURIComponent(encode(CONFIG))}`, 'customer');
      expect(draft.statusCode, draft.body).toBe(200);
      const user = await database.db.selectFrom('users').select('email').where('username', '=', 'customer').executeTakeFirstOrThrow();
      expect(draft.json()).toEqual({
        api_url: 'api/probill/pickup_date',
        // limit and offset are dropped (02-business.md §2 Push reports).
        query_params: { sort: '-pickup_date', status__iexact: 'Delivered' },
        output_type: 'CSV',
        title: 'Livraisons à Montréal',
        cmid: 'MTDPUDATE',
        recipients: [user.email],
        schedule: { frequency: 'daily', hour: 7, minute: 0 },
        active: true,
      });
      // What the form saves is accepted as it is.
      const saved = await send('POST', 'pushreport', 'customer', draft.json());
      expect(saved.statusCode, saved.body).toBe(200);
    });

    it('refuses a draft without a cmid with the spec\'s message, and a bad configuration with a 400', async () => {
      const { cmid: _cmid, ...noCmid } = CONFIG;
      const none = await send('GET', `pushreport/draft?data=${encodeURIComponent(encode(noCmid))}`, 'customer');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'PUSHREPORT_CANNOT_CREATE', detail: 'This pushreport cannot be created' });
      const garbage = await send('GET', `pushreport/draft?cmid=MTDPUDATE&data=${encodeURIComponent(Buffer.from('not json').toString('base64'))}`, 'customer');
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().errors[0].pointer).toBe('/data');
      const unknown = await send('GET', `pushreport/draft?cmid=MTDPUDATE&data=${encodeURIComponent(encode({ ...CONFIG, api_url: 'api/users/nothing' }))}`, 'customer');
      expect(unknown.statusCode).toBe(400);
      // Without PUSHREPORT_ADD (the online-quoting account holds no push report page).
      expect((await send('GET', `pushreport/draft?data=${encodeURIComponent(encode(CONFIG))}`, 'quoteonly')).statusCode).toBe(403);
    });

    it('shows a run that failed for good with its error to administrators only, and retries it', async () => {
      const made = await send('POST', 'pushreport', 'customer', { api_url: CONFIG.api_url, query_params: {}, output_type: 'CSV', title: 'Failing report', cmid: 'MTDPUDATE' });
      const id = made.json().id as number;
      storeDown = true;
      await send('POST', `pushreport/${id}/run`, 'customer');
      // The run's job fails its first attempt and its 3 retries (1, 2, 4 s apart), then stays failed.
      const failed = await until(
        async () => (await send('GET', 'job_queue?state__iexact=failed&queue__iexact=pushreport-run', 'admin')).json().results as { id: string; state: string; error: string; retry_count: number }[],
        (r) => r.length > 0,
        'the failed job',
      );
      expect(failed[0]).toMatchObject({ state: 'failed', error: 'disk full', retry_count: 3 });
      const runs = await send('GET', `pushreport/${id}/results`, 'customer');
      expect(runs.json().results[0]).toMatchObject({ status: 'Failed', error: 'disk full' });

      // Not an administrator: refused, even holding the screen's cmid (employee) or not (customer administrator).
      expect((await send('GET', 'job_queue', 'employee')).statusCode).toBe(403);
      expect((await send('GET', 'job_queue', 'customer')).statusCode).toBe(403);
      expect((await send('POST', `job_queue/${failed[0]!.id}/retry`, 'employee')).statusCode).toBe(403);

      storeDown = false;
      const retried = await send('POST', `job_queue/${failed[0]!.id}/retry`, 'admin');
      expect(retried.statusCode, retried.body).toBe(200);
      const [run] = await until(async () => (await send('GET', `pushreport/${id}/results`, 'customer')).json().results as { status: string; error: string | null }[], (r) => r[0]?.status === 'Completed', 'the retried run');
      expect(run!.error).toBeNull();
      const job = await until(async () => (await send('GET', `job_queue?id__iexact=${failed[0]!.id}`, 'admin')).json().results[0], (j) => j?.state === 'completed', 'the job done');
      expect(job.error).toBeNull();
      // Only a failed job is queued again; an unknown one is not found.
      const again = await send('POST', `job_queue/${failed[0]!.id}/retry`, 'admin');
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('JOB_NOT_FAILED');
      expect((await send('POST', 'job_queue/00000000-0000-4000-8000-000000000000/retry', 'admin')).statusCode).toBe(404);
      expect((await send('POST', 'job_queue/nope/retry', 'admin')).statusCode).toBe(400);
    }, 90_000);

    it('reads a grid data source whose path takes a parameter (PUSHREPORTR/{pushreport_id}) and refuses another owner\'s', async () => {
      const id = (await database.db.selectFrom('pushreports').select('id').where('title', '=', 'Failing report').executeTakeFirstOrThrow()).id;
      const mine = await send('GET', `pushreport/${id}/results?status__iexact=Completed`, 'customer');
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().count).toBe(1);
      const theirs = await send('GET', `pushreport/${id}/results`, 'customer2');
      expect(theirs.statusCode === 200 ? theirs.json().count : 0).toBe(0);
    });
  });
}
