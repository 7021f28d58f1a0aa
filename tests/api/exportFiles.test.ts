import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dialectsUnderTest, type TestDatabase } from '../support/testDatabases';
import { auth, repoRoot } from '../support/testApp';
import { readZip } from '../support/readZip';
import { readSheet } from '../support/readSheet';
import { buildApp } from '../../src/server/app';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { temporaryFileStore } from '../../src/server/files/fileStoreFrom';
import type { FileStore } from '../../src/server/files/FileStore';
import { EXPORT_LOST_ACCESS, GRID_EXPORT, sweepExpiredExports, type GridExportJob } from '../../src/server/jobs/exportJobs';
import { EXPORT_QUEUED } from '../../src/server/handlers/export/exportHandlers';
import { queueExportFile } from '../../src/server/data/exportFiles';
import { ScopedDb } from '../../src/server/data/ScopedDb';

const API_URL = 'api/probill/pickup_date';
const EXPORT = { api_url: API_URL, query_params: { sort: 'probill', limit: 20, offset: 40 }, title: 'Shipments by pickup date', timezone: 'America/Toronto' };

/** Waits until `read` answers something `done` accepts (no time is asserted: a slow machine only waits longer). */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 450; i += 1) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

type ExportRow = { id: number; title: string; status: string; rows: number | null; size: number | null; error: string | null; file_name: string | null; format: string };

for (const dialect of await dialectsUnderTest()) {
  describe(`exports run by the job queue [${dialect.name}]`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    // The file store fails its next write when told: a failed attempt, shown with its reason, then retried by the queue.
    const store = temporaryFileStore();
    let failNextPut = false;
    const files: FileStore = { ...store, put: (data, name) => (failNextPut ? ((failNextPut = false), Promise.reject(new Error('disk full'))) : store.put(data, name)), get: (k) => store.get(k), stream: (k) => store.stream(k), remove: (k) => store.remove(k), exists: (k) => store.exists(k) };
    const tokens = new Map<string, string>();
    let total = 0;

    beforeAll(async () => {
      database = await dialect.openMigrated({ seedShipments: 60 });
      app = await buildApp({ db: database.db, root: repoRoot, files, jobs: { work: true, concurrency: 2, pollSeconds: 0.5, retrySeconds: 1, maintenanceSeconds: 1 } });
      await app.jobs.start();
    });
    afterAll(async () => {
      delete process.env.EXPORT_BACKGROUND_ROWS;
      await app.close();
      await database.dispose();
    });

    const token = async (username: string) => {
      if (!tokens.has(username)) tokens.set(username, (await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company: 'MANITOULIN', password: DEMO_PASSWORD } })).json().token);
      return tokens.get(username)!;
    };
    const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, username: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method, url: `/api/${url}`, headers: { ...auth(await token(username)), ...headers }, ...(payload ? { payload } : {}) });
    const mine = async (username = 'customer') => (await send('GET', 'export/files', username)).json().results as ExportRow[];
    const finished = (id: number, username = 'customer') => until(() => mine(username), (r) => ['done', 'failed'].includes(r.find((e) => e.id === id)?.status ?? ''), `export ${id}`).then((r) => r.find((e) => e.id === id)!);
    /** Asks an export over the threshold: the call answers 202 with the job's id and the message. */
    const queue = async (outputType: string, username = 'customer') => {
      const res = await send('POST', 'export', username, { ...EXPORT, output_type: outputType });
      expect(res.statusCode, res.body).toBe(202);
      return res.json() as { id: number; message: string };
    };

    it('streams an export up to the threshold, and queues one over it (202, in the caller language)', async () => {
      total = (await send('GET', `probill/pickup_date?limit=1&count=exact`, 'customer')).json().count as number;
      expect(total).toBeGreaterThan(2);
      process.env.EXPORT_BACKGROUND_ROWS = String(total);
      const streamed = await send('POST', 'export', 'customer', { ...EXPORT, output_type: 'CSV' });
      expect(streamed.statusCode, streamed.body).toBe(200);
      process.env.EXPORT_BACKGROUND_ROWS = String(total - 1);
      const queued = await queue('CSV');
      expect(queued.message).toBe(EXPORT_QUEUED);
      const fr = await send('POST', 'export', 'customer', { ...EXPORT, output_type: 'CSV' }, { 'accept-language': 'fr-CA' });
      expect(fr.statusCode).toBe(202);
      expect(fr.json().message).toBe('Votre exportation est en préparation. Vous la trouverez dans Mes exportations.');
      // Asked for in the background whatever its size.
      const asked = await send('POST', 'export', 'customer', { ...EXPORT, output_type: 'JSON', background: true, query_params: { ...EXPORT.query_params, probill: 'no such probill' } });
      expect(asked.statusCode, asked.body).toBe(202);

      const done = await finished(queued.id);
      expect(done).toMatchObject({ status: 'done', format: 'CSV', error: null, file_name: 'Shipments by pickup date.csv' });
      const file = await send('GET', `export/files/${queued.id}/file`, 'customer');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(file.headers['content-disposition']).toContain('Shipments by pickup date.csv');
      // Every row of the query (limit and offset ignored), as the streamed download gives them.
      const lines = file.body.trim().split(/\r?\n/);
      expect(lines).toHaveLength(total + 1);
      expect(file.body).toBe(streamed.body);
      expect(done.size).toBe(file.rawPayload.length);
      if (done.rows !== null) expect(done.rows).toBe(total);

      // The owner is told by email, through the outbox and the mail job.
      const user = await database.db.selectFrom('users').select('email').where('username', '=', 'customer').executeTakeFirstOrThrow();
      const mails = await database.db.selectFrom('email_outbox').selectAll().where('subject', '=', 'Export ready: Shipments by pickup date').execute();
      expect(mails.length).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(mails[0]!.to_addresses)).toEqual([user.email]);
      expect(mails[0]!.content).toContain('/MANITOULIN/pages/EXPORT_FILES');
    });

    it('writes XLSX with the same export code: a real workbook of every row', async () => {
      process.env.EXPORT_BACKGROUND_ROWS = String(total - 1);
      const { id } = await queue('XLSX');
      const done = await finished(id);
      expect(done.status).toBe('done');
      const file = await send('GET', `export/files/${id}/file`, 'customer');
      expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const sheet = readSheet(readZip(file.rawPayload));
      // The title, the headings, then the rows: as many probills as the grid counts.
      const probills = sheet.flatMap((cells) => cells.filter((c) => /^\d{10}$/.test(c?.text ?? '')).map((c) => c!.text));
      expect(new Set(probills).size).toBe(total);
    });

    it("someone else's export is not found (404), not listed, not deleted", async () => {
      process.env.EXPORT_BACKGROUND_ROWS = '1';
      const { id } = await queue('CSV');
      expect((await finished(id)).status).toBe('done');
      for (const other of ['customer2', 'employee', 'admin']) {
        expect((await send('GET', `export/files/${id}/file`, other)).statusCode).toBe(404);
        expect((await send('DELETE', `export/files/${id}`, other)).statusCode).toBe(404);
        expect((await mine(other)).some((e) => e.id === id)).toBe(false);
      }
      expect((await send('GET', `export/files/${id}/file`, 'customer')).statusCode).toBe(200);
      const deleted = await send('DELETE', `export/files/${id}`, 'customer');
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await send('GET', `export/files/${id}/file`, 'customer')).statusCode).toBe(404);
      // Asked and deleted by the user: both in the audit log (the refused deletes above left nothing).
      const entries = await database.db.selectFrom('audit_log').select(['user_id', 'action']).where('entity', '=', 'export_files').where('entity_id', '=', String(id)).orderBy('id').execute();
      expect(entries).toEqual([{ user_id: 'customer', action: 'create' }, { user_id: 'customer', action: 'delete' }]);
    });

    it('shows a failed attempt with its reason and retries it', async () => {
      process.env.EXPORT_BACKGROUND_ROWS = '1';
      failNextPut = true;
      const { id } = await queue('JSON');
      const done = await until(() => mine(), (r) => r.find((e) => e.id === id)?.status === 'done', 'the retried export');
      expect(failNextPut).toBe(false);
      const row = await database.db.selectFrom('export_files').select(['attempts', 'error']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ attempts: 2, error: null });
      expect(done.find((e) => e.id === id)!.file_name).toBe('Shipments by pickup date.json');
    });

    it('gives a user who lost access to the data source a failed export with the reason, not a file', async () => {
      const user = await database.db.selectFrom('users').select(['id', 'username', 'company', 'type', 'customer_account']).where('username', '=', 'customer').executeTakeFirstOrThrow();
      const groups = await database.db.selectFrom('user_groups').selectAll().where('user_id', '=', user.id).execute();
      // Queued while the user could read the grid (as the call does), then the user loses their menus before it runs.
      const caller = { userId: user.id, username: user.username, company: user.company, type: user.type, customerAccount: user.customer_account, tokenHash: '' };
      const id = await queueExportFile(new ScopedDb(database.db, caller), { title: 'Lost', format: 'CSV', apiUrl: API_URL, queryParams: {}, lang: 'en' }, 7);
      await database.db.deleteFrom('user_groups').where('user_id', '=', user.id).execute();
      try {
        await app.jobs.queue.send<GridExportJob>(GRID_EXPORT, { exportId: id });
        const row = await until(() => database.db.selectFrom('export_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), (r) => r.status === 'failed', 'the refused export');
        expect(row).toMatchObject({ error: EXPORT_LOST_ACCESS, file_key: null, attempts: 1 });
      } finally {
        await database.db.insertInto('user_groups').values(groups).execute();
      }
      const shown = (await mine()).find((e) => e.id === id)!;
      expect(shown).toMatchObject({ status: 'failed', error: EXPORT_LOST_ACCESS, file_name: null });
      expect((await send('GET', `export/files/${id}/file`, 'customer')).statusCode).toBe(404);
    });

    it('removes expired exports with their files', async () => {
      process.env.EXPORT_BACKGROUND_ROWS = '1';
      const { id } = await queue('CSV');
      await finished(id);
      const { file_key } = await database.db.selectFrom('export_files').select('file_key').where('id', '=', id).executeTakeFirstOrThrow();
      expect(await files.exists(file_key!)).toBe(true);
      await database.db.updateTable('export_files').set({ expires_at: sql<string>`now() - interval '1 minute'` }).where('id', '=', id).execute();
      expect(await sweepExpiredExports(database.db, files)).toBeGreaterThanOrEqual(1);
      expect(await files.exists(file_key!)).toBe(false);
      expect((await mine()).some((e) => e.id === id)).toBe(false);
    });
  });
}
