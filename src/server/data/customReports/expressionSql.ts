import { sql, type RawBuilder } from 'kysely';
import type { Expr } from './expression';

/**
 * A parsed expression as SQL: numbers are bound parameters, a column is its
 * declared SQL (from baseReports.ts, never from the request), a division by
 * zero gives null rather than an error, and everything is numeric (no float).
 */
export function expressionSql(e: Expr, columnSql: (name: string) => string): RawBuilder<unknown> {
  switch (e.kind) {
    case 'num':
      return sql`${String(e.value)}::numeric`;
    case 'col':
      return sql`(${sql.raw(columnSql(e.name))})::numeric`;
    case 'neg':
      return sql`(-${expressionSql(e.arg, columnSql)})`;
    case 'round':
      return sql`round(${expressionSql(e.arg, columnSql)}, ${sql.lit(e.digits)})`;
    case 'bin': {
      const left = expressionSql(e.left, columnSql);
      const right = expressionSql(e.right, columnSql);
      if (e.op === '/') return sql`(${left} / nullif(${right}, 0))`;
      return sql`(${left} ${sql.raw(e.op)} ${right})`;
    }
  }
}
