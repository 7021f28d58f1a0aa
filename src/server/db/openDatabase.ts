import { Kysely } from 'kysely';
import { FaultAwarePostgresDialect } from './faultAwareDialect';
import { isConnectionError } from './connectionFaults';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import type { DB } from './schema';
import { CallWritesPlugin } from './callWrites';

export type Dialect = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  /** A streaming replica of `db` (DATABASE_REPLICA_URL), for grid reads, counts and exports (db/readRouting.ts). */
  replica?: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

// Both drivers answer dates as 'YYYY-MM-DD' text and counts/numerics as numbers,
// so handlers and the wire see the same values whichever database runs.
const DATE = 1082;
const INT8 = 20;
const NUMERIC = 1700;

const dialects = new WeakMap<object, Dialect>();
const pools = new WeakMap<object, pg.Pool>();
const relaxed = new WeakMap<object, Kysely<DB>>();

/** Which database a Kysely instance opened here runs on (undefined for one made elsewhere). */
export function dialectOf(db: object): Dialect | undefined {
  return dialects.get(db);
}

/**
 * A statement that met a connection fault (57P01 from pg_terminate_backend arrives before the socket
 * closes) leaves the client looking usable for a moment; released then, the pool would lend it again and
 * the next request would meet the same fault. Marked unusable at once (the flag pg-pool reads on release),
 * it is dropped and the next query gets a new connection.
 */
function discardOnFault(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((e) => {
        if (isConnectionError(e)) (client as unknown as { _queryable: boolean })._queryable = false;
      });
    }
    return result;
  };
}

const lites = new WeakMap<object, PGlite>();

/** Notes the tables each call writes, for the audit guard (callWrites.ts); idle outside a call. */
const CALL_WRITES = new CallWritesPlugin();

/** The PGlite under a Kysely instance opened here: for what runs several statements at once (the job queue's own schema). */
export function pgliteOf(db: object): PGlite | undefined {
  return lites.get(db);
}

/** The pg pool under a PostgreSQL Kysely instance opened here: for what Kysely does not speak (COPY, export/copyCsv.ts). */
export function poolOf(db: object): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * The database for the server's own bookkeeping writes, which no caller is told were saved (throttle counts,
 * sign-in log rows): on PostgreSQL a small pool of the same database whose commits do not wait for the WAL to
 * reach the disk (`synchronous_commit = off`: the commit is as atomic and ordered as any, and only a crash of
 * PostgreSQL itself within about 0.6 s, three `wal_writer_delay`s, can lose it). A commit here costs a round
 * trip instead of an fsync (about 4.5 ms on the team's disk). Everything a caller is answered as saved (a
 * session, a business row) goes through `db` and stays durable. PGlite, and a Kysely made elsewhere: `db` itself.
 */
export function relaxedOf(db: Kysely<DB>): Kysely<DB> {
  return relaxed.get(db) ?? db;
}

/** A pool of PostgreSQL connections, named in pg_stat_activity by `application_name`. */
function openPool(url: string, applicationName: string, options: { max?: number; relaxedCommit?: boolean } = {}): Kysely<DB> {
  // A connection that cannot be made in 5 s is a fault answered 503, not a request left hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: applicationName,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    ...(options.relaxedCommit ? { options: '-c synchronous_commit=off' } : {}),
  });
  // A connection the server ends (restart, pg_terminate_backend, DROP DATABASE ... FORCE) emits 'error' on
  // its client. The pool listens on idle clients only; a client lent out for a query or a transaction has
  // no listener, and node would stop the process on the unhandled 'error'. So every client gets one for
  // its whole life: the query in flight fails with the fault (faultAwareDialect.ts) and the pool drops the
  // client when it is released, opening a new one on the next query.
  pool.on('connect', (client) => {
    client.on('error', (err) => console.warn(`PostgreSQL connection lost (in use): ${err.message}`));
    discardOnFault(client);
  });
  pool.on('error', (err) => {
    console.warn(`PostgreSQL connection lost: ${err.message}`);
  });
  const db = new Kysely<DB>({ dialect: new FaultAwarePostgresDialect({ pool }), plugins: [CALL_WRITES] });
  dialects.set(db, 'postgres');
  pools.set(db, pool);
  return db;
}

/**
 * Opens PostgreSQL when a URL is given (and its read replica when `replicaUrl` is), else an embedded PGlite in `dataDir`
 * (or in memory when `dataDir` is 'memory://').
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; replicaUrl?: string }): Promise<Database> {
  if (opts.url) {
    pg.types.setTypeParser(DATE, (v) => v);
    pg.types.setTypeParser(INT8, (v) => Number(v));
    pg.types.setTypeParser(NUMERIC, (v) => Number(v));
    const db = openPool(opts.url, 'portal');
    // Connections are opened on first use: a process that never writes bookkeeping opens none.
    const bookkeeping = openPool(opts.url, 'portal-bookkeeping', { max: 4, relaxedCommit: true });
    relaxed.set(db, bookkeeping);
    const replica = opts.replicaUrl ? openPool(opts.replicaUrl, 'portal-replica') : undefined;
    return { db, replica, dialect: 'postgres', close: async () => void (await Promise.all([db.destroy(), bookkeeping.destroy(), replica?.destroy()])) };
  }
  const lite = await PGlite.create(opts.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    parsers: { [DATE]: (v: string) => v, [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
  });
  // Kysely 0.29's PGlite dialect, ported to 0.28 (pgliteDialect.ts): one connection, lent to
  // one query or transaction at a time (a transaction is PGlite's own, holding it to the end).
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: lite }), plugins: [CALL_WRITES] });
  dialects.set(db, 'pglite');
  lites.set(db, lite);
  return { db, dialect: 'pglite', close: () => db.destroy() };
}
