import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { Scope } from '../../auth/Scope';
import { scopeCondition } from '../../query/scopeSql';
import { validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { columnOf } from './baseReports';
import type { ReportColumn } from './reportColumn';
import type { CheckedDefinition } from './reportDefinition';
import { expressionSql } from './expressionSql';
import { filterSql } from './filterSql';

export interface RunOptions {
  dateFrom: string;
  dateTo: string;
  limit?: number;
  offset?: number;
}

export interface RunOutput {
  results: Record<string, unknown>[];
  count: number;
  columns: string[];
  columns_details: { field: string; type: string }[];
  sums: Record<string, number>;
  /** Labels of the columns in order (for exports), in the caller's language. */
  labels: string[];
}

const TIEBREAK: Record<string, string> = { shipments: 's.probill', invoices: 'i.id', claims: 'cl.id' };

/** A column's value as answered: dates as YYYY-MM-DD, times as ISO UTC, numbers as numeric text turned to JSON numbers. */
function selected(c: ReportColumn): RawBuilder<unknown> {
  const e = sql.raw(c.sql);
  if (c.type === 'date') return sql`to_char((${e})::date, 'YYYY-MM-DD')`;
  if (c.type === 'datetime') return sql`to_char((${e}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  if (c.type === 'number' || c.type === 'decimal') return sql`(${e})::numeric::text`;
  return sql`(${e})`;
}

const asNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Runs a checked definition over the caller's rows of its base report: the
 * caller's company and (for a customer) account by scopeCondition, exactly as
 * every grid does, then the date range and the definition's filters. Answers
 * one page, the total count and the sum columns' totals over all rows.
 */
export async function runReport(db: Kysely<DB>, scope: Scope, checked: CheckedDefinition, opts: RunOptions, lang: 'en' | 'fr' = 'en'): Promise<RunOutput> {
  const { base, def, calculated } = checked;
  const cols = def.columns.map((n) => columnOf(base, n)!);
  const faults: FieldMessage[] = [];
  const filters = (def.filters ?? []).map((f, i) => filterSql(columnOf(base, f.column)!, f, `/filters/${i}`, faults)).filter((f) => f !== null);
  if (faults.length) throw validationError(faults);
  const where = sql.join([scopeCondition(base.table, scope, base.alias)!, sql`${sql.raw(base.dateColumn)} between ${opts.dateFrom}::date and ${opts.dateTo}::date`, ...filters], sql` and `);
  const from = sql.raw(base.from);
  const colSql = (name: string) => columnOf(base, name)!.sql;
  const calcSql = new Map(calculated.map((c) => [c.name, sql`round(${expressionSql(c.tree, colSql)}, ${sql.lit(c.decimals)})`]));
  const select = sql.join([
    ...cols.map((c) => sql`${selected(c)} as ${sql.id(c.name)}`),
    ...calculated.map((c) => sql`${calcSql.get(c.name)!}::text as ${sql.id(c.name)}`),
  ]);
  const order = sql.join([...(def.sort ?? []).map((s) => sql`(${sql.raw(colSql(s.column))}) ${sql.raw(s.direction === 'desc' ? 'desc nulls last' : 'asc nulls last')}`), sql.raw(TIEBREAK[base.table]!)]);
  const page = await sql<Record<string, unknown>>`select ${select} from ${from} where ${where} order by ${order} limit ${opts.limit ?? 100} offset ${opts.offset ?? 0}`.execute(db);
  const sumNames = def.sum_columns ?? [];
  const aggregates = [sql`count(*)::int as n`, ...sumNames.map((n, i) => sql`coalesce(sum(${calcSql.get(n) ?? sql`(${sql.raw(colSql(n))})`}), 0)::text as ${sql.id(`s${i}`)}`)];
  const totals = (await sql<Record<string, unknown>>`select ${sql.join(aggregates)} from ${from} where ${where}`.execute(db)).rows[0]!;
  const numeric = new Set([...cols.filter((c) => c.type === 'number' || c.type === 'decimal').map((c) => c.name), ...calculated.map((c) => c.name)]);
  return {
    results: page.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, numeric.has(k) ? asNumber(v) : v]))),
    count: Number(totals.n),
    columns: [...cols.map((c) => c.name), ...calculated.map((c) => c.name)],
    columns_details: [...cols.map((c) => ({ field: c.name, type: c.type })), ...calculated.map((c) => ({ field: c.name, type: 'decimal' }))],
    sums: Object.fromEntries(sumNames.map((n, i) => [n, Number(totals[`s${i}`])])),
    labels: [...cols.map((c) => (lang === 'fr' ? c.fr : c.en)), ...calculated.map((c) => c.label)],
  };
}
