import { sql, type RawBuilder } from 'kysely';
import type { Filter, GridQuery, TextOperator } from './parseGridQuery';
import type { FieldSpec, FieldType, GridSource } from './GridSource';
import type { Scope } from '../auth/Scope';
import { scopeCondition } from './scopeSql';
import type { FilterValue } from './typedValue';

/**
 * The grid protocol as SQL: column names come only from the source definition,
 * every value is a parameter. These builders are shared by the grid page, its
 * count and the streamed export, so all three see exactly the same rows.
 */

function escapeLike(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const LIKE_SHAPES: Record<string, (v: string) => string> = {
  icontains: (v) => `%${escapeLike(v)}%`,
  iexact: (v) => escapeLike(v),
  istartswith: (v) => `${escapeLike(v)}%`,
  iendswith: (v) => `%${escapeLike(v)}`,
};

const COMPARE_SQL = { gt: '>', gte: '>=', lt: '<', lte: '<=', eq: '=' } as const;

const SQL_TYPE: Record<string, string> = { number: 'numeric', decimal: 'numeric', datetime: 'timestamptz' };

/** A value as a parameter of the column's type: `1.5` against an integer column compares as numeric, never fails. */
function param(spec: FieldSpec, value: FilterValue): RawBuilder<unknown> {
  const type = SQL_TYPE[spec.type];
  return type ? sql`cast(${value} as ${sql.raw(type)})` : sql`${value}`;
}

/**
 * The text a text operator matches: what the user sees. Text columns as they
 * are (so trigram indexes on them apply), timestamps as their answered ISO text,
 * other types as PostgreSQL writes them.
 */
function matchedText(spec: FieldSpec): RawBuilder<unknown> {
  if (spec.type === 'datetime' && spec.select) return sql.raw(spec.select);
  return sql`cast(${sql.raw(spec.column)} as text)`;
}

function textCondition(spec: FieldSpec, op: TextOperator, value: string): RawBuilder<boolean> {
  const negated = op.startsWith('not_');
  const base = op.replace(/^not_/, '');
  const numeric = (spec.type === 'number' || spec.type === 'decimal') && base === 'iexact' && value.trim() !== '' && Number.isFinite(Number(value));
  // "Is 12.5" on a decimal column means the number, whatever its written scale.
  const match = numeric
    ? sql`${sql.raw(spec.column)} = ${param(spec, Number(value))}`
    : sql`${matchedText(spec)} ilike ${LIKE_SHAPES[base]!(value)}`;
  // NULL matches no positive operator, so it must match every negation: the two always add up to the total.
  return negated ? sql<boolean>`not coalesce(${match}, false)` : sql<boolean>`${match}`;
}

export function condition(source: GridSource, f: Filter): RawBuilder<boolean> {
  const spec = source.fields[f.field]!;
  const col = sql.raw(spec.column);
  if (f.op in LIKE_SHAPES || f.op.startsWith('not_')) return textCondition(spec, f.op as TextOperator, String(f.value));
  if (f.op === 'in') {
    const values = f.value as FilterValue[];
    if (!values.length) return sql<boolean>`false`;
    if (spec.type === 'text' || spec.type === 'json')
      return sql<boolean>`lower(${matchedText(spec)}) in (${sql.join(values.map((v) => String(v).toLowerCase()))})`;
    return sql<boolean>`${col} in (${sql.join(values.map((v) => param(spec, v)))})`;
  }
  const op = sql.raw(COMPARE_SQL[f.op as keyof typeof COMPARE_SQL]);
  return sql<boolean>`${col} ${op} ${param(spec, f.value as FilterValue)}`;
}

// What the text of a non-text column is made of: a search for anything else cannot match it.
const WRITTEN_AS: Partial<Record<FieldType, RegExp>> = { number: /^[\d.-]+$/, decimal: /^[\d.-]+$/, date: /^[\d-]+$/, datetime: /^[\d:tz-]+$/i };

/**
 * Whether a generic search value could occur in a field's text. Leaving out the
 * arms that cannot match (a word against numbers and dates) changes no answer,
 * and lets the remaining text arms use their trigram indexes.
 */
function canContain(spec: FieldSpec, value: string): boolean {
  if (spec.type === 'boolean') return 'true'.includes(value.toLowerCase()) || 'false'.includes(value.toLowerCase());
  return WRITTEN_AS[spec.type]?.test(value) ?? true;
}

/** Scope, generic search and filters, joined by `and`. */
export function whereSql(source: GridSource, q: Pick<GridQuery, 'search' | 'filters'>, scope: Scope): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`${scopeCondition(source.table, scope) ?? sql`true`}`];
  if (q.search.length) {
    const any = q.search.filter((s) => canContain(source.fields[s.field]!, s.value)).map((s) => condition(source, { field: s.field, op: 'icontains', value: s.value }));
    parts.push(any.length ? sql`(${sql.join(any, sql` or `)})` : sql`false`);
  }
  for (const f of q.filters) parts.push(condition(source, f));
  return sql.join(parts, sql` and `);
}

export interface SortKey {
  column: string;
  desc: boolean;
}

/**
 * The sort keys with the source's unique tiebreak last, in the direction of the
 * last key: `date desc, probill desc` reads one (date, probill) index backwards.
 * NULLs sort as PostgreSQL's indexes hold them (last ascending, first descending).
 */
export function sortKeys(source: GridSource, q: Pick<GridQuery, 'sort'>): SortKey[] {
  const keys = q.sort.map((s) => ({ column: source.fields[s.field]!.column, desc: s.desc }));
  if (!keys.some((k) => k.column === source.tiebreak)) keys.push({ column: source.tiebreak, desc: keys.at(-1)?.desc ?? false });
  return keys;
}

export function orderSql(keys: SortKey[]): RawBuilder<unknown> {
  return sql.join(keys.map((k) => sql`${sql.raw(k.column)} ${sql.raw(k.desc ? 'desc' : 'asc')}`));
}

/** The answered fields, each under its own name. */
export function selectSql(source: GridSource, fields: string[]): RawBuilder<unknown> {
  return sql.join(fields.map((name) => {
    const spec = source.fields[name]!;
    return sql`${sql.raw(spec.select ?? spec.column)} as ${sql.ref(name)}`;
  }));
}
