import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { DB } from './schema';

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

/** Which database a Kysely instance opened here runs on (undefined for one made elsewhere). */
export function dialectOf(db: object): Dialect | undefined {
  return dialects.get(db);
}

/** The pg pool under a PostgreSQL Kysely instance opened here: for what Kysely does not speak (COPY, export/copyCsv.ts). */
export function poolOf(db: object): pg.Pool | undefined {
  return pools.get(db);
}

/** A pool of PostgreSQL connections, named in pg_stat_activity by `application_name`. */
function openPool(url: string, applicationName: string): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: applicationName });
  // An idle connection the server ends (restart, pg_terminate_backend, DROP DATABASE ... FORCE)
  // is reported on the pool; without a listener node would treat it as an uncaught error and
  // stop the process. The pool drops that client and opens a new one on the next query.
  pool.on('error', (err) => {
    console.warn(`PostgreSQL connection lost: ${err.message}`);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
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
    const replica = opts.replicaUrl ? openPool(opts.replicaUrl, 'portal-replica') : undefined;
    return { db, replica, dialect: 'postgres', close: async () => void (await Promise.all([db.destroy(), replica?.destroy()])) };
  }
  const lite = await PGlite.create(opts.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    parsers: { [DATE]: (v: string) => v, [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
  });
  // Kysely's own PGlite dialect: one connection, which Kysely lends to one query or
  // transaction at a time (a transaction is PGlite's own, holding it to the end).
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: lite }) });
  dialects.set(db, 'pglite');
  return { db, dialect: 'pglite', close: () => db.destroy() };
}
