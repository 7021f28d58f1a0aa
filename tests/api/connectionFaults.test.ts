import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { dialectsUnderTest, type TestDatabase } from '../support/testDatabases';
import { trackWrites } from '../../src/server/db/requestWrites';
import { AppError } from '../../src/server/errors';

const postgres = (await dialectsUnderTest()).find((d) => d.name === 'postgres');
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs work as one request does, with its own record of writes (what the server's onRequest hook does). */
function asRequest<T>(work: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => trackWrites({}, () => void work().then(resolve, reject)));
}
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : `not an AppError: ${String(e)}`);
const settle = () => new Promise((r) => setTimeout(r, 300));

/**
 * The driver's answer to each kind of connection fault (faultAwareDialect.ts), one at a time and in
 * process, on PostgreSQL: the backend of this test's own database is terminated where the fault is wanted.
 * An unhandled 'error' of a pg client would fail this file (vitest reports it): none may escape.
 */
describe.runIf(postgres)('connection faults, one at a time [postgres]', () => {
  let database: TestDatabase;
  const admin = new pg.Client({ connectionString: adminUrl });
  beforeAll(async () => {
    // A copy of the run's migrated template (tests/support/databaseTemplates.ts).
    database = await postgres!.openMigrated();
    await sql`create table fault_probe (id text primary key)`.execute(database.db);
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.dispose();
  });
  const db = () => database.db;
  const pidOf = async (run: (q: string) => Promise<{ rows: { pid: number }[] }>) => (await run('select pg_backend_pid() as pid')).rows[0]!.pid;
  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  const stored = async (id: string) => (await sql<{ n: number }>`select count(*)::int as n from fault_probe where id = ${id}`.execute(db())).rows[0]!.n;

  it('an idle pooled connection ended by the server: the next query runs on a new one', async () => {
    const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db())).rows[0]!.pid;
    await terminate(pid);
    await settle();
    const again = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db())).rows[0]!.pid;
    expect(again).not.toBe(pid);
  });

  it('a connection ended while lent out (no statement running): 503, and the pool goes on', async () => {
    const error = await db()
      .connection()
      .execute(async (c) => {
        await terminate(await pidOf((q) => sql.raw<{ pid: number }>(q).execute(c)));
        await settle();
        return sql`select * from fault_probe`.execute(c);
      })
      .catch((e) => e);
    expect(codeOf(error)).toBe('DATABASE_UNAVAILABLE');
    expect((error as AppError).retryAfter).toBeGreaterThan(0);
    expect(await stored('none')).toBe(0);
  });

  it('a connection ended inside a transaction that wrote, before its COMMIT: 503 (never sent), nothing stored', async () => {
    const error = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`insert into fault_probe values ('before-commit')`.execute(trx);
        await terminate(await pidOf((q) => sql.raw<{ pid: number }>(q).execute(trx)));
        await settle();
      })
      .catch((e) => e);
    expect(codeOf(error)).toBe('DATABASE_UNAVAILABLE');
    expect(await stored('before-commit')).toBe(0);
  });

  it('a connection ended during a statement of a transaction: 503, nothing stored', async () => {
    const error = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`insert into fault_probe values ('mid-statement')`.execute(trx);
        const pid = await pidOf((q) => sql.raw<{ pid: number }>(q).execute(trx));
        setTimeout(() => void terminate(pid), 200);
        await sql`select pg_sleep(5)`.execute(trx);
      })
      .catch((e) => e);
    expect(codeOf(error)).toBe('DATABASE_UNAVAILABLE');
    expect(await stored('mid-statement')).toBe(0);
  });

  it('a connection ended during the COMMIT of a transaction that wrote: 504 WRITE_OUTCOME_UNKNOWN, never "failed"', async () => {
    // A deferred constraint trigger makes the COMMIT itself take time, so the fault can land inside it.
    await sql`create table slow_commit (id text primary key)`.execute(db());
    await sql`create function slow_commit_check() returns trigger language plpgsql as $$ begin perform pg_sleep(5); return null; end $$`.execute(db());
    await sql`create constraint trigger slow_commit_check after insert on slow_commit deferrable initially deferred for each row execute function slow_commit_check()`.execute(db());
    const error = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`insert into slow_commit values ('at-commit')`.execute(trx);
        const pid = await pidOf((q) => sql.raw<{ pid: number }>(q).execute(trx));
        setTimeout(() => void terminate(pid), 300);
      })
      .catch((e) => e);
    expect(codeOf(error)).toBe('WRITE_OUTCOME_UNKNOWN');
    // Here the server had not committed (the trigger was still running): "unknown" was the honest answer, not "saved".
    expect((await sql<{ n: number }>`select count(*)::int as n from slow_commit`.execute(db())).rows[0]!.n).toBe(0);
  });

  it('a fault after the request committed a write: 504 WRITE_OUTCOME_UNKNOWN, never "failed"', async () => {
    const error = await asRequest(async () => {
      await sql`insert into fault_probe values ('committed-first')`.execute(db());
      return db()
        .connection()
        .execute(async (c) => {
          const pid = await pidOf((q) => sql.raw<{ pid: number }>(q).execute(c));
          setTimeout(() => void terminate(pid), 200);
          await sql`select pg_sleep(5)`.execute(c);
        });
    }).catch((e) => e);
    expect(codeOf(error)).toBe('WRITE_OUTCOME_UNKNOWN');
    expect(await stored('committed-first')).toBe(1);
  });

  it('a write in autocommit whose answer is lost: 504; a read: 503', async () => {
    const during = async (statement: string) =>
      asRequest(() =>
        db()
          .connection()
          .execute(async (c) => {
            const pid = await pidOf((q) => sql.raw<{ pid: number }>(q).execute(c));
            setTimeout(() => void terminate(pid), 200);
            await sql.raw(statement).execute(c);
          }),
      ).catch((e) => e);
    expect(codeOf(await during(`insert into fault_probe select 'slow-write' from pg_sleep(5)`))).toBe('WRITE_OUTCOME_UNKNOWN');
    expect(codeOf(await during('select pg_sleep(5)'))).toBe('DATABASE_UNAVAILABLE');
    expect(await stored('slow-write')).toBe(0);
  });
});
