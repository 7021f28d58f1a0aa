import { sql, type RawBuilder } from 'kysely';
import type { FieldMessage } from '../../../shared/validation/messages';
import type { ReportColumn } from './reportColumn';
import type { ReportFilter } from '../../db/schemaCustomReports';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const likeEscaped = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A filter's value typed like its column, or a fault (never an SQL error from a bad value). */
function typed(column: ReportColumn, value: string): unknown {
  const v = value.trim();
  if (column.type === 'number' || column.type === 'decimal') return v !== '' && Number.isFinite(Number(v)) ? v : undefined;
  if (column.type === 'date' || column.type === 'datetime') return DATE.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined;
  if (column.type === 'boolean') return /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : undefined;
  return value;
}

const cast = (column: ReportColumn) =>
  column.type === 'number' || column.type === 'decimal' ? sql.raw('numeric') : column.type === 'boolean' ? sql.raw('boolean') : sql.raw('date');

/**
 * One filter as SQL over its column's fixed expression: text operators match
 * case-insensitively (LIKE wildcards in the value are literal), comparisons
 * and ranges take a value of the column's type; every value is a parameter.
 */
export function filterSql(column: ReportColumn, f: ReportFilter, pointer: string, faults: FieldMessage[]): RawBuilder<unknown> | null {
  const expr = sql`(${sql.raw(column.sql)})`;
  const text = sql`lower((${sql.raw(column.sql)})::text)`;
  const bad = () => (faults.push({ pointer: `${pointer}/value`, message: 'Invalid value for this column' }), null);
  const op = f.operator.replace(/^not_/, '');
  const negate = f.operator.startsWith('not_');
  let cond: RawBuilder<unknown>;
  if (op === 'icontains') cond = sql`${text} like ${`%${likeEscaped(f.value.toLowerCase())}%`}`;
  else if (op === 'istartswith') cond = sql`${text} like ${`${likeEscaped(f.value.toLowerCase())}%`}`;
  else if (op === 'iendswith') cond = sql`${text} like ${`%${likeEscaped(f.value.toLowerCase())}`}`;
  else if (op === 'iexact') cond = column.type === 'text' ? sql`${text} = ${f.value.toLowerCase()}` : equal();
  else if (op === 'in') cond = sql`${text} in (${sql.join(f.value.split(',').map((v) => v.trim().toLowerCase()))})`;
  else if (op === 'daterange') {
    const [from, to] = f.value.split(',').map((v) => typed(column, v ?? ''));
    if (from === undefined || to === undefined || column.type === 'text' || column.type === 'boolean') return bad();
    cond = sql`${expr} between ${from}::${cast(column)} and ${to}::${cast(column)}`;
  } else {
    const v = typed(column, f.value);
    if (v === undefined || column.type === 'text' || column.type === 'boolean') return bad();
    const cmp = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[op]!;
    cond = sql`${expr} ${sql.raw(cmp)} ${v}::${cast(column)}`;
  }
  return negate ? sql`not coalesce(${cond}, false)` : cond;

  function equal(): RawBuilder<unknown> {
    const v = typed(column, f.value);
    if (v === undefined) return (faults.push({ pointer: `${pointer}/value`, message: 'Invalid value for this column' }), sql`false`);
    return sql`${expr} = ${v}::${cast(column)}`;
  }
}
