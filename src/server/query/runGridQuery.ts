import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { GridQuery } from './parseGridQuery';
import type { GridSource } from './GridSource';
import type { Scope } from '../auth/Scope';
import { orderSql, selectSql, sortKeys, whereSql } from './gridSql';

export interface GridAnswer {
  results: Record<string, unknown>[];
  count: number;
  columns: string[];
  columns_details: { field: string; type: string }[];
}

export interface GridSql {
  page: RawBuilder<Record<string, unknown>>;
  count: RawBuilder<{ n: number }>;
}

// From this offset on, a page is found by its keys first (see gridSql).
const DEFERRED_FROM = 1000;

/**
 * The two statements of a grid answer: one page of rows, and the count of the
 * whole filtered result. A deep page first finds its rows' tiebreak keys (an
 * index-only walk past the skipped rows when an index fits), then reads only
 * those rows: skipping 200,000 rows costs the index, not 200,000 row reads.
 */
export function gridSql(source: GridSource, q: GridQuery, scope: Scope): GridSql {
  const where = whereSql(source, q, scope);
  const table = sql.table(source.table);
  const select = selectSql(source, Object.keys(source.fields));
  const order = orderSql(sortKeys(source, q));
  const tiebreak = sql.raw(source.tiebreak);
  const page =
    q.offset < DEFERRED_FROM
      ? sql<Record<string, unknown>>`select ${select} from ${table} where ${where} order by ${order} limit ${q.limit} offset ${q.offset}`
      : sql<Record<string, unknown>>`select ${select} from ${table} where ${tiebreak} in (select ${tiebreak} from ${table} where ${where} order by ${order} limit ${q.limit} offset ${q.offset}) order by ${order}`;
  return { page, count: sql<{ n: number }>`select count(*) as n from ${table} where ${where}` };
}

export function columnsOf(source: GridSource): Pick<GridAnswer, 'columns' | 'columns_details'> {
  const fields = Object.entries(source.fields);
  return { columns: fields.map(([name]) => name), columns_details: fields.map(([name, spec]) => ({ field: name, type: spec.type })) };
}

/**
 * Runs a checked GridQuery as parameterised SQL, scoped to the caller's company,
 * customer and (for owned sources) user. Page and count run side by side on
 * PostgreSQL's pool; PGlite's single connection takes them in turn.
 */
export async function runGridQuery(db: Kysely<any>, source: GridSource, q: GridQuery, scope: Scope): Promise<GridAnswer> {
  const { page, count } = gridSql(source, q, scope);
  const [rows, total] = await Promise.all([page.execute(db), count.execute(db)]);
  return { results: rows.rows, count: Number(total.rows[0]?.n ?? 0), ...columnsOf(source) };
}

/** How many rows the whole filtered result holds (an export's row limit notice). */
export async function countGridRows(db: Kysely<any>, source: GridSource, q: GridQuery, scope: Scope): Promise<number> {
  const { rows } = await gridSql(source, { ...q, limit: 1, offset: 0 }, scope).count.execute(db);
  return Number(rows[0]?.n ?? 0);
}
