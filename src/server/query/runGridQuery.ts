import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { GridQuery } from './parseGridQuery';
import type { GridSource } from './GridSource';
import type { Scope } from '../auth/Scope';
import { orderSql, selectSql, sortKeys, whereSql } from './gridSql';
import { stampSql, stampedTables } from '../db/cacheStamps';
import { gridCount } from './gridCount';

export interface GridAnswer {
  results: Record<string, unknown>[];
  count: number;
  /** False when `count` is the planner's estimate of a large result (rounded), not a count. */
  count_exact: boolean;
  columns: string[];
  columns_details: { field: string; type: string }[];
}

export interface GridSql {
  page: RawBuilder<Record<string, unknown>>;
  /** The exact count of the whole filtered result. */
  count: RawBuilder<{ n: number }>;
  /** The count, stopping at `cap` rows: what it costs is bounded whatever the result's size. */
  countUpTo: (cap: number) => RawBuilder<{ n: number }>;
  /** The planner's plan of the filtered result, whose top node estimates its rows. */
  estimate: RawBuilder<{ 'QUERY PLAN': unknown }>;
  /** Compiled, the key of a scope and filter (sort and page left out): what a count is cached under. */
  filtered: RawBuilder<unknown>;
}

// From this offset on, a page is found by its keys first (see gridSql).
const DEFERRED_FROM = 1000;
/** The column the page's rows carry the stamp of the source's tables in (read in the page's own snapshot); removed before answering. */
export const STAMP_COLUMN = '__stamp';

/**
 * The statements of a grid answer: one page of rows, and how to count the
 * whole filtered result. A deep page first finds its rows' tiebreak keys (an
 * index-only walk past the skipped rows when an index fits), then reads only
 * those rows: skipping 200,000 rows costs the index, not 200,000 row reads.
 * With `stampTables`, each row of the page also carries their stamp.
 */
export function gridSql(source: GridSource, q: GridQuery, scope: Scope, stampTables?: string[]): GridSql {
  const where = whereSql(source, q, scope);
  const table = sql.table(source.table);
  const fields = selectSql(source, Object.keys(source.fields));
  const select = stampTables ? sql`${fields}, ${stampSql(stampTables)} as ${sql.ref(STAMP_COLUMN)}` : fields;
  const order = orderSql(sortKeys(source, q));
  const tiebreak = sql.raw(source.tiebreak);
  const page =
    q.offset < DEFERRED_FROM
      ? sql<Record<string, unknown>>`select ${select} from ${table} where ${where} order by ${order} limit ${q.limit} offset ${q.offset}`
      : sql<Record<string, unknown>>`select ${select} from ${table} where ${tiebreak} in (select ${tiebreak} from ${table} where ${where} order by ${order} limit ${q.limit} offset ${q.offset}) order by ${order}`;
  const filtered = sql`select 1 from ${table} where ${where}`;
  return {
    page,
    count: sql<{ n: number }>`select count(*) as n from ${table} where ${where}`,
    countUpTo: (cap) => sql<{ n: number }>`select count(*) as n from (${filtered} limit ${cap}) as capped`,
    estimate: sql`explain (format json) ${filtered}`,
    filtered,
  };
}

export function columnsOf(source: GridSource): Pick<GridAnswer, 'columns' | 'columns_details'> {
  const fields = Object.entries(source.fields);
  return { columns: fields.map(([name]) => name), columns_details: fields.map(([name, spec]) => ({ field: name, type: spec.type })) };
}

/**
 * Runs a checked GridQuery as parameterised SQL, scoped to the caller's company,
 * customer and (for owned sources) user: the page, then its count (gridCount:
 * cached per scope and filter while the source's tables are unchanged, an
 * estimate above a threshold unless `q.exactCount`). A page that is not full
 * tells its count itself.
 */
export async function runGridQuery(db: Kysely<any>, source: GridSource, q: GridQuery, scope: Scope): Promise<GridAnswer> {
  const tables = stampedTables(db, source.table);
  const statements = gridSql(source, q, scope, tables);
  const { rows } = await statements.page.execute(db);
  let stamp: number | undefined;
  if (tables && rows.length) {
    stamp = Number(rows[0]![STAMP_COLUMN]);
    for (const row of rows) delete row[STAMP_COLUMN];
  }
  const count = await gridCount(db, statements, { tables, stamp, exact: q.exactCount === true, offset: q.offset, limit: q.limit, pageRows: rows.length });
  return { results: rows, count: count.count, count_exact: count.exact, ...columnsOf(source) };
}

/** How many rows the whole filtered result holds, counting no further than `cap` (an export's row limit notice). */
export async function countGridRows(db: Kysely<any>, source: GridSource, q: GridQuery, scope: Scope, cap: number): Promise<number> {
  const { rows } = await gridSql(source, { ...q, limit: 1, offset: 0 }, scope).countUpTo(cap).execute(db);
  return Number(rows[0]?.n ?? 0);
}
