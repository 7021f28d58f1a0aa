import type { Compilable, Kysely } from 'kysely';
import { poolOf } from './openDatabase';
import { faultAnswer, isConnectionError } from './connectionFaults';

/** Stands for the one value that changes from call to call while the statement is compiled once. */
const PLACEHOLDER = '\u0000prepared-value\u0000';

interface Compiled {
  text: string;
  parameters: readonly unknown[];
}

/**
 * A read every request runs, with one value that changes (a token's
 * hash): compiled by Kysely once per database instead of built on every call,
 * and on PostgreSQL run as a named prepared statement, which each connection
 * parses and plans once. Only for statements whose plan does not depend on
 * the value (a lookup by a unique key): a prepared statement may be given a
 * generic plan. PGlite and transactions run the built query as usual.
 */
export function preparedQuery<R>(name: string, build: (db: Kysely<any>, value: string) => Compilable<R> & { execute(): Promise<R[]> }) {
  const compiled = new WeakMap<object, Compiled>();
  return async (db: Kysely<any>, value: string): Promise<R | undefined> => {
    const pool = poolOf(db);
    if (!pool) return (await build(db, value).execute())[0];
    let c = compiled.get(db);
    if (!c) {
      const q = build(db, PLACEHOLDER).compile();
      c = { text: q.sql, parameters: q.parameters };
      compiled.set(db, c);
    }
    const values = c.parameters.map((p) => (p === PLACEHOLDER ? value : p));
    try {
      const { rows } = await pool.query({ name, text: c.text, values });
      return rows[0] as R | undefined;
    } catch (e) {
      // As the fault-aware dialect answers a read that met a lost connection: 503, nothing can have been written.
      throw isConnectionError(e) ? faultAnswer(e, false) : e;
    }
  };
}
