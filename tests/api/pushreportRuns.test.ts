import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dialectsUnderTest, type TestDatabase } from '../support/testDatabases';
import { giveMenu } from '../support/giveMenu';
import { auth, repoRoot } from '../support/testApp';
import { buildApp } from '../../src/server/app';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { temporaryFileStore } from '../../src/server/files/fileStoreFrom';
import type { FileStore } from '../../src/server/files/FileStore';
import { sweepSchedules } from '../../src/server/jobs/pushreportJobs';
import { LOST_ACCESS } from '../../src/server/jobs/runPushreport';
import { readPdf } from '../support/readPdf';
import { readZip } from '../support/readZip';
import { readSheet } from '../support/readSheet';

const REPORT = {
  api_url: 'api/probill/pickup_date',
  query_params: { sort: 'probill', limit: 20, offset: 40 },
  title: 'Shipments by pickup date',
  cmid: 'MTDPUDATE',
};

/** Waits until `read` answers something `done` accepts (no time is asserted: a slow machine only waits longer). */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 450; i += 1) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

for (const dialect of await dialectsUnderTest()) {
  describe(`push report runs [${dialect.name}]`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    // The file store fails its next write when told: a run's failure, shown with its reason, then retried.
    const store = temporaryFileStore();
    let failNextPut = false;
    const files: FileStore = { ...store, put: (data, name) => (failNextPut ? ((failNextPut = false), Promise.reject(new Error('disk full'))) : store.put(data, name)), get: (k) => store.get(k), stream: (k) => store.stream(k), remove: (k) => store.remove(k) };
    const tokens = new Map<string, string>();

    beforeAll(async () => {
      // A copy of the run's migrated and seeded template (tests/support/databaseTemplates.ts).
      database = await dialect.openMigrated({ seedShipments: 60 });
      const group = await database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Customer administrators').executeTakeFirstOrThrow();
      await giveMenu(database.db, group.id, 'Reports', [['PUSHREPORT', 'Push reports'], ['PUSHREPORT_ADD', 'Add'], ['PUSHREPORT_EDIT', 'Edit'], ['PUSHREPORTR', 'Runs']]);
      app = await buildApp({ db: database.db, root: repoRoot, files, jobs: { work: true, concurrency: 2, pollSeconds: 0.5, retrySeconds: 1, maintenanceSeconds: 1 } });
      await app.jobs.start();
    });
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });

    const token = async (username: string) => {
      if (!tokens.has(username)) tokens.set(username, (await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company: 'MANITOULIN', password: DEMO_PASSWORD } })).json().token);
      return tokens.get(username)!;
    };
    const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, username: string, payload?: object) =>
      app.inject({ method, url: `/api/${url}`, headers: auth(await token(username)), ...(payload ? { payload } : {}) });
    const runs = async (id: number) => (await send('GET', `pushreport/${id}/results?sort=id`, 'customer')).json().results as { id: number; status: string; trigger: string; attempts: number; error: string | null; rows: number; file_name: string; due_at: string | null }[];
    const outbox = (key: string) => database.db.selectFrom('email_outbox').selectAll().where(sql<boolean>`attachments::text like ${'%' + key + '%'}`).execute();
    const fileKey = async (resultId: number) => (await database.db.selectFrom('pushreport_results').select('file_key').where('id', '=', resultId).executeTakeFirstOrThrow()).file_key!;

    it('runs on demand through the grid download code: the file is downloadable, archived and in the outbox', async () => {
      const made = await send('POST', 'pushreport', 'customer', { ...REPORT, output_type: 'CSV', recipients: ['ops@example.com'] });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().id as number;
      const queued = await send('POST', `pushreport/${id}/run`, 'customer');
      expect(queued.statusCode, queued.body).toBe(200);
      expect(queued.json()).toMatchObject({ pushreport_id: id, status: 'Queued', output_type: 'CSV' });
      const [run] = await until(() => runs(id), (r) => r[0]?.status === 'Completed', 'the run');
      expect(run).toMatchObject({ trigger: 'manual', attempts: 1, error: null, file_name: 'Shipments by pickup date.csv' });

      const file = await send('GET', `pushreport/${id}/results/${run!.id}/file`, 'customer');
      expect(file.statusCode).toBe(200);
      // The same bytes as the grid's own download of the same query (all columns, the portal's time zone).
      const download = await send('POST', 'export', 'customer', { api_url: REPORT.api_url, query_params: REPORT.query_params, output_type: 'CSV', title: REPORT.title, timezone: 'America/Toronto' });
      expect(download.statusCode, download.body).toBe(200);
      expect(file.body).toBe(download.body);
      // PostgreSQL writes CSV itself (COPY) and counts no rows; the file is the proof there.
      if (run!.rows !== null) expect(file.body.split('\n').filter(Boolean).length - 1).toBe(run!.rows);

      const mails = await outbox(await fileKey(run!.id));
      expect(mails).toHaveLength(1);
      expect(JSON.parse(mails[0]!.to_addresses)).toEqual(['ops@example.com']);
      expect(mails[0]!.subject).toBe('Push report: Shipments by pickup date');

      // Another customer account cannot read this run, its file, or run the report.
      expect((await send('GET', `pushreport/${id}/results/${run!.id}/file`, 'customer2')).statusCode).toBeGreaterThanOrEqual(403);
      expect((await send('POST', `pushreport/${id}/run`, 'customer2')).statusCode).toBeGreaterThanOrEqual(403);
    });

    // Each output type a run makes is read back by a reader of its format (not the writer), row for row against the
    // grid's own JSON download of the same query: the probills, in order, of the caller's rows only.
    it('makes every output type (PDF, CSV, XLSX, XML, JSON) that its format\'s reader parses, with the query\'s rows', async () => {
      const reference = await send('POST', 'export', 'customer', { api_url: REPORT.api_url, query_params: { sort: 'probill' }, output_type: 'JSON', title: REPORT.title, timezone: 'America/Toronto' });
      const probills = (reference.json() as { probill: string }[]).map((r) => String(r.probill));
      expect(probills.length).toBeGreaterThan(0);
      const theirs = await database.db.selectFrom('shipments').select('probill').where('customer_account', '!=', '100001').execute();
      expect(theirs.length).toBeGreaterThan(0);
      const read: Record<string, (file: Buffer) => Promise<string[][]>> = {
        CSV: async (f) => f.toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean).slice(1).map((line) => line.split(',').map((c) => c.replace(/^"|"$/g, ''))),
        XLSX: async (f) => readSheet(readZip(f)).slice(1).map((row) => row.map((c) => c?.text ?? '')),
        XML: async (f) => [...f.toString('utf8').matchAll(/<row>(.*?)<\/row>/gs)].map((m) => [...m[1]!.matchAll(/<(\w+)(?:\/>|>([^<]*)<\/\1>)/g)].map((c) => c[2] ?? '')),
        JSON: async (f) => (JSON.parse(f.toString('utf8')) as Record<string, unknown>[]).map((r) => Object.values(r).map(String)),
        PDF: async (f) => (await readPdf(f)).flatMap((p) => p.lines),
      };
      for (const output_type of ['PDF', 'CSV', 'XLSX', 'XML', 'JSON'] as const) {
        const id = (await send('POST', 'pushreport', 'customer', { ...REPORT, output_type })).json().id as number;
        expect((await send('POST', `pushreport/${id}/run`, 'customer')).statusCode).toBe(200);
        const [run] = await until(() => runs(id), (r) => r[0]?.status === 'Completed' || r[0]?.status === 'Failed', `the ${output_type} run`);
        expect(run, output_type).toMatchObject({ status: 'Completed', file_name: `Shipments by pickup date.${output_type.toLowerCase()}` });
        const file = await send('GET', `pushreport/${id}/results/${run!.id}/file`, 'customer');
        expect(file.statusCode, output_type).toBe(200);
        const rows = await read[output_type]!(file.rawPayload);
        if (output_type === 'PDF') {
          // A PDF's lines also hold the title and headers: every probill is on a line of its own row, in order.
          const found = rows.flat().filter((cell) => /^\d{10}$/.test(cell));
          expect(found, output_type).toEqual(probills);
        } else {
          expect(rows.map((r) => r.find((c) => /^\d{10}$/.test(c))), output_type).toEqual(probills);
        }
        const text = rows.flat().join(' ');
        for (const { probill } of theirs.slice(0, 5)) expect(text, output_type).not.toContain(probill);
      }
    });

    it('runs on its schedule once per due time, then waits for the next one', async () => {
      const made = await send('POST', 'pushreport', 'customer', { ...REPORT, output_type: 'XLSX', schedule: { frequency: 'daily', hour: 6, minute: 30 } });
      const id = made.json().id as number;
      const armed = await database.db.selectFrom('pushreports').select('next_run_at').where('id', '=', id).executeTakeFirstOrThrow();
      expect(new Date(armed.next_run_at!).getTime()).toBeGreaterThan(Date.now());
      // The portal was away at the due time: the run is past due, and the sweep queues it.
      const due = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
      await database.db.updateTable('pushreports').set({ next_run_at: due.toISOString() }).where('id', '=', id).execute();
      await sweepSchedules(database.db, app.jobs.queue);
      await sweepSchedules(database.db, app.jobs.queue);
      const [run] = await until(() => runs(id), (r) => r[0]?.status === 'Completed', 'the scheduled run');
      expect(run).toMatchObject({ trigger: 'schedule', file_name: 'Shipments by pickup date.xlsx' });
      expect(new Date(run!.due_at!).toISOString()).toBe(due.toISOString());
      const file = await send('GET', `pushreport/${id}/results/${run!.id}/file`, 'customer');
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect(await outbox(await fileKey(run!.id))).toHaveLength(1);
      const next = await database.db.selectFrom('pushreports').select('next_run_at').where('id', '=', id).executeTakeFirstOrThrow();
      expect(new Date(next.next_run_at!).getTime()).toBeGreaterThan(Date.now());
      expect(await runs(id)).toHaveLength(1);
    });

    it('shows a failed run with its reason and retries it', async () => {
      const id = (await send('POST', 'pushreport', 'customer', { ...REPORT, output_type: 'JSON' })).json().id as number;
      failNextPut = true;
      await send('POST', `pushreport/${id}/run`, 'customer');
      const [run] = await until(() => runs(id), (r) => r[0]?.status === 'Completed', 'the retried run');
      expect(run!.attempts).toBe(2);
      expect(failNextPut).toBe(false);
      expect(await outbox(await fileKey(run!.id))).toHaveLength(1);
    });

    it('delivers nothing to an owner who lost access to the data source', async () => {
      const id = (await send('POST', 'pushreport', 'customer', { ...REPORT, output_type: 'PDF' })).json().id as number;
      const user = await database.db.selectFrom('users').select('id').where('username', '=', 'customer').executeTakeFirstOrThrow();
      const groups = await database.db.selectFrom('user_groups').selectAll().where('user_id', '=', user.id).execute();
      const before = await database.db.selectFrom('email_outbox').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      // The owner loses their menus (and so the data source's cmid), then the report falls due.
      await database.db.deleteFrom('user_groups').where('user_id', '=', user.id).execute();
      try {
        await database.db.updateTable('pushreports').set({ next_run_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', id).execute();
        await sweepSchedules(database.db, app.jobs.queue);
        const [run] = await until(() => database.db.selectFrom('pushreport_results').selectAll().where('pushreport_id', '=', id).execute(), (r) => r[0]?.status === 'Failed', 'the refused run');
        expect(run).toMatchObject({ error: LOST_ACCESS, file_key: null, attempts: 1 });
        const after = await database.db.selectFrom('email_outbox').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
      } finally {
        await database.db.insertInto('user_groups').values(groups).execute();
      }
    });

    it('edits and deletes a report with its runs', async () => {
      const id = (await send('POST', 'pushreport', 'customer', { ...REPORT, output_type: 'PDF' })).json().id as number;
      const got = await send('GET', `pushreport/${id}`, 'customer');
      expect(got.json()).toMatchObject({ id, output_type: 'PDF' });
      const edited = await send('PUT', `pushreport/${id}`, 'customer', { ...REPORT, output_type: 'XML', schedule: { frequency: 'weekly', hour: 8, days_of_week: [1, 3] } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ output_type: 'XML', schedule: { frequency: 'weekly', hour: 8, days_of_week: [1, 3] } });
      expect(edited.json().next_run_at).toBeNull();
      const rearmed = await database.db.selectFrom('pushreports').select('next_run_at').where('id', '=', id).executeTakeFirstOrThrow();
      expect(rearmed.next_run_at).not.toBeNull();
      expect((await send('PUT', `pushreport/${id}`, 'customer2', REPORT)).statusCode).toBeGreaterThanOrEqual(403);
      const deleted = await send('DELETE', `pushreport/${id}`, 'customer');
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await send('GET', `pushreport/${id}`, 'customer')).statusCode).toBe(404);
    });
  });
}
