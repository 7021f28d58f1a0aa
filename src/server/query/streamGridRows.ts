import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from '../db/openDatabase';
import type { GridQuery } from './parseGridQuery';
import type { GridSource } from './GridSource';
import type { Scope } from '../auth/Scope';
import { orderSql, selectSql, sortKeys, whereSql, type SortKey } from './gridSql';

export type Rows = Record<string, unknown>[];

export interface StreamOptions {
  /** Rows per round trip (PostgreSQL holds two chunks at once: one written, one read ahead). */
  chunkSize: number;
  maxRows?: number;
  /** Aborted when the client goes away: the loop stops before its next fetch. */
  signal: AbortSignal;
}

type Query = Pick<GridQuery, 'search' | 'filters' | 'sort'>;

/**
 * The whole filtered, sorted result of a grid query, handed to `onRows` a chunk
 * at a time. At most one chunk is read ahead while `onRows` works, so a slow
 * reader slows the database reads instead of filling memory. PostgreSQL reads
 * through a server-side cursor in a read-only transaction; PGlite, which has one
 * connection for every request, pages by keyset so it is free between chunks.
 * Answers how many rows were handed over.
 */
export async function streamGridRows(db: Kysely<any>, source: GridSource, q: Query, scope: Scope, fields: string[], onRows: (rows: Rows) => Promise<void>, opts: StreamOptions): Promise<number> {
  const run = dialectOf(db) === 'pglite' ? byKeyset : byCursor;
  return run(db, source, q, scope, fields, onRows, opts);
}

function checkAbort(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason ?? new Error('aborted');
}

async function byCursor(db: Kysely<any>, source: GridSource, q: Query, scope: Scope, fields: string[], onRows: (rows: Rows) => Promise<void>, opts: StreamOptions): Promise<number> {
  const limit = opts.maxRows === undefined ? sql`` : sql` limit ${opts.maxRows}`;
  const query = sql`select ${selectSql(source, fields)} from ${sql.table(source.table)} where ${whereSql(source, q, scope)} order by ${orderSql(sortKeys(source, q))}${limit}`;
  let total = 0;
  await db.transaction().execute(async (trx) => {
    await sql`set transaction read only`.execute(trx);
    // Every row will be read: plan for the whole result, not (PostgreSQL's cursor default) its first tenth, which
    // takes an index walk over the heap where a scan and a sort read a large filtered result several times faster.
    await sql`set local cursor_tuple_fraction = 1`.execute(trx);
    await sql`declare grid_export no scroll cursor for ${query}`.execute(trx);
    const fetchNext = () => {
      checkAbort(opts.signal);
      return sql<Record<string, unknown>>`fetch forward ${sql.raw(String(opts.chunkSize))} from grid_export`.execute(trx).then((r) => r.rows);
    };
    // The next chunk is fetched while this one is written: the database and the formatting overlap.
    let next: Promise<Rows> | null = fetchNext();
    try {
      while (next) {
        const rows: Rows = await next;
        next = rows.length < opts.chunkSize ? null : fetchNext();
        if (rows.length) await onRows(rows);
        total += rows.length;
      }
    } finally {
      await next?.catch(() => undefined);
    }
  });
  return total;
}

/**
 * "After the last row" for the sort keys, NULLs placed as PostgreSQL's defaults
 * place them (last ascending, first descending). The last row's values are read
 * back by its unique tiebreak, so every key compares in its own SQL type.
 */
function afterRow(source: GridSource, keys: SortKey[], lastTiebreak: string): RawBuilder<boolean> {
  const last = (col: string) => sql`(select ${sql.raw(col)} from ${sql.table(source.table)} where cast(${sql.raw(source.tiebreak)} as text) = ${lastTiebreak})`;
  const alternatives = keys.map((key, i) => {
    const col = sql.raw(key.column);
    const v = last(key.column);
    const after = key.desc ? sql`((${v} is null and ${col} is not null) or ${col} < ${v})` : sql`(${v} is not null and (${col} > ${v} or ${col} is null))`;
    const equal = keys.slice(0, i).map((k) => sql`${sql.raw(k.column)} is not distinct from ${last(k.column)}`);
    return sql`(${sql.join([...equal, after], sql` and `)})`;
  });
  return sql<boolean>`(${sql.join(alternatives, sql` or `)})`;
}

async function byKeyset(db: Kysely<any>, source: GridSource, q: Query, scope: Scope, fields: string[], onRows: (rows: Rows) => Promise<void>, opts: StreamOptions): Promise<number> {
  const keys = sortKeys(source, q);
  const where = whereSql(source, q, scope);
  let lastTiebreak: string | null = null;
  let total = 0;
  for (;;) {
    checkAbort(opts.signal);
    const want = opts.maxRows === undefined ? opts.chunkSize : Math.min(opts.chunkSize, opts.maxRows - total);
    if (want <= 0) break;
    const after: RawBuilder<unknown> = lastTiebreak === null ? sql`true` : afterRow(source, keys, lastTiebreak);
    const { rows } = await sql<Record<string, unknown>>`
      select ${selectSql(source, fields)}, cast(${sql.raw(source.tiebreak)} as text) as "__tiebreak"
      from ${sql.table(source.table)} where ${where} and ${after} order by ${orderSql(keys)} limit ${want}`.execute(db);
    if (!rows.length) break;
    lastTiebreak = String(rows.at(-1)!.__tiebreak);
    for (const row of rows) delete row.__tiebreak;
    await onRows(rows);
    total += rows.length;
    if (rows.length < want) break;
  }
  return total;
}
