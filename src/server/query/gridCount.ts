import type { Kysely } from 'kysely';
import type { GridSql } from './runGridQuery';
import { countCacheOf, type CountValue } from './countCache';
import { readStamp } from '../db/cacheStamps';

/**
 * Up to this many rows a grid's count is exact; above it the answer is the
 * planner's estimate (count_exact: false) unless the user asks for the exact
 * count. Counting stops one row past it, so finding out costs at most this
 * many index entries (a few milliseconds) whatever the result's size.
 */
export const COUNT_EXACT_UP_TO = 10_000;

export interface CountRequest {
  /** The source's base tables when they are stamped (their counts are cached), else undefined. */
  tables?: string[];
  /** Their stamp as the page read it (undefined when the page had no row). */
  stamp?: number;
  exact: boolean;
  offset: number;
  limit: number;
  pageRows: number;
}

/** Two significant digits: an estimate is not written as if it were counted. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** The planner's rows for the filtered result (EXPLAIN: planned, not run). */
async function plannedRows(db: Kysely<any>, estimate: GridSql['estimate']): Promise<number> {
  const { rows } = await estimate.execute(db);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Number(plan[0]?.Plan['Plan Rows'] ?? 0);
}

async function computeCount(db: Kysely<any>, statements: GridSql, exact: boolean): Promise<CountValue> {
  if (exact) {
    const { rows } = await statements.count.execute(db);
    return { count: Number(rows[0]?.n ?? 0), exact: true };
  }
  const { rows } = await statements.countUpTo(COUNT_EXACT_UP_TO + 1).execute(db);
  const counted = Number(rows[0]?.n ?? 0);
  if (counted <= COUNT_EXACT_UP_TO) return { count: counted, exact: true };
  // More than the threshold for sure: the planner's figure, never below what was counted.
  return { count: roughly(Math.max(counted, await plannedRows(db, statements.estimate))), exact: false };
}

/**
 * The count of a grid answer. Sorting and paging never count again: the count
 * of a scope and filter is kept (countCache) until a write to the source's
 * tables changes their stamp, in this process or any other on the database.
 * A page that is not full ends the result, and so tells the count itself.
 */
export async function gridCount(db: Kysely<any>, statements: GridSql, req: CountRequest): Promise<CountValue> {
  const cache = countCacheOf(db);
  const compiled = req.tables ? statements.filtered.compile(db) : undefined;
  const key = compiled && `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  if (req.pageRows < req.limit && (req.pageRows > 0 || req.offset === 0)) {
    const value = { count: req.offset + req.pageRows, exact: true };
    if (key && req.stamp !== undefined) cache.put(key, req.stamp, value);
    return value;
  }
  if (!key || !req.tables) return computeCount(db, statements, req.exact);
  const stamp = req.stamp ?? (await readStamp(db, req.tables));
  const hit = cache.get(key, stamp, req.exact);
  if (hit) return hit;
  const value = await computeCount(db, statements, req.exact);
  cache.put(key, stamp, value);
  return value;
}
