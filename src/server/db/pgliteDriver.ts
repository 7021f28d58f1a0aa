import type { PGlite } from '@electric-sql/pglite';

/**
 * Presents one PGlite instance as the tiny `pg.Pool` surface that Kysely's
 * PostgresDialect uses, so both databases share one dialect and one SQL.
 * PGlite is a single connection: a lock hands it to one Kysely connection at a
 * time, which keeps transactions from interleaving between requests.
 */
export function pglitePool(pg: PGlite) {
  let queue: Promise<void> = Promise.resolve();
  const client = {
    async query(sql: string, params: unknown[] = []) {
      const res = await pg.query(sql, params as never[], { rowMode: 'object' });
      // Kysely reads affected rows only for these commands, as pg reports them.
      const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
      return { command, rowCount: res.affectedRows ?? res.rows.length, rows: res.rows };
    },
  };
  return {
    async connect() {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((resolve) => (release = resolve));
      await previous;
      return { ...client, release: () => release() };
    },
    async end() {
      await pg.close();
    },
  };
}
