import { sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/schema';
import type { GridSource } from '../query/GridSource';
import type { GridQuery } from '../query/parseGridQuery';
import type { Scope } from '../auth/Scope';
import { orderSql, sortKeys, whereSql } from '../query/gridSql';
import { isoUtcSql } from '../query/isoUtcSql';
import type { ExportColumn } from './ExportColumn';

/**
 * The select of a CSV export with every cell already written as the CSV
 * writer (textWriters.ts) writes it, for PostgreSQL's COPY to quote and send:
 * text with the formula guard, date-times in the user's time zone, numbers as
 * JavaScript prints them, dates and booleans as the driver answers them.
 * Which columns this is exact for depends on their SQL types, known only from
 * the database: `probeSql` asks for them, `copyable` decides.
 */

// The driver's values a column's cells are written from, by SQL type (pg_type oids) and field type.
const TEXT = new Set([25, 1043, 1042, 19, 21, 23]); // text, varchar, char(n), name, int2, int4: String(value) is their SQL text
const BPCHAR = 1042;
const NUMBER = new Set([21, 23, 20, 1700]); // int2, int4, int8, numeric (the driver answers int8 and numeric as Number)
const DATE = 1082;
const BOOL = 16;
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;

/** What a column's cells are read from: its column for date-times (formatted here), else what the grid selects. */
function probed(source: GridSource, col: ExportColumn): string {
  const spec = source.fields[col.field]!;
  return col.type === 'datetime' ? spec.column : (spec.select ?? spec.column);
}

/** A select of no rows whose result columns carry the SQL types of the export's columns. */
export function probeSql(source: GridSource, columns: ExportColumn[]): string {
  return `select ${columns.map((c, i) => `${probed(source, c)} as c${i}`).join(', ')} from ${source.table} limit 0`;
}

/** Whether COPY writes every column exactly as the CSV writer would, given their SQL types (`oids`, in order). */
export function copyable(source: GridSource, columns: ExportColumn[], oids: number[]): boolean {
  return columns.every((c, i) => {
    const oid = oids[i]!;
    const spec = source.fields[c.field]!;
    switch (c.type) {
      case 'text':
        return TEXT.has(oid);
      case 'number':
      case 'decimal':
        return NUMBER.has(oid);
      case 'date':
        return oid === DATE;
      case 'boolean':
        return oid === BOOL;
      case 'datetime':
        // The grid answers the column as isoUtcSql writes it; another select is its own text.
        return (oid === TIMESTAMPTZ || oid === TIMESTAMP) && (spec.select === undefined || spec.select === isoUtcSql(spec.column));
      default:
        // JSON: JSON.stringify's spacing is not PostgreSQL's.
        return false;
    }
  });
}

// First characters needing a look: none (empty text, which COPY would quote), and those the formula guard prefixes.
const LOOK_AT = '0, 61, 43, 45, 64, 9, 13'; // '', '=', '+', '-', '@', tab, CR

/**
 * One cell as COPY should write it (COPY adds the quotes; null is an empty cell,
 * unquoted as the writer leaves it). Most cells are the column's own output,
 * which is the text the driver reads: one `ascii()` per text cell decides.
 */
function cellSql(source: GridSource, col: ExportColumn, oid: number, timeZone: string): RawBuilder<unknown> {
  const e = sql.raw(probed(source, col));
  switch (col.type) {
    case 'text': {
      // Integers of a text field are written as their text; char(n) keeps its padding (the cast back to bpchar keeps
      // both branches of one type, so the column's own output writes it, padding included).
      const t = oid === 21 || oid === 23 ? sql`cast(${e} as text)` : e;
      const guarded = oid === BPCHAR ? sql`cast(concat('''', ${t}) as bpchar)` : sql`'''' || ${t}`;
      return sql`case when ascii(${t}) in (${sql.raw(LOOK_AT)}) then (case when concat(${t}) = '' then null else ${guarded} end) else ${t} end`;
    }
    case 'number':
    case 'decimal':
      // The driver answers numbers as JavaScript numbers: 12.50 is written 12.5.
      return oid === 1700 ? sql`trim_scale(${e})` : e;
    case 'datetime': {
      const instant = oid === TIMESTAMP ? sql`(${e} at time zone 'UTC')` : e;
      return sql`to_char(${instant} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
    }
    case 'boolean':
      // The column's own output is t/f; the driver's values are written true/false.
      return sql`cast(${e} as text)`;
    default:
      // Dates: the column's output, as the driver reads it.
      return e;
  }
}

/** The export's rows, each cell written, in the grid's order; parameters inlined (COPY takes none). */
export function csvCopySql(db: Kysely<DB>, source: GridSource, q: Pick<GridQuery, 'search' | 'filters' | 'sort'>, scope: Scope, columns: ExportColumn[], oids: number[], timeZone: string): string {
  const cells = sql.join(columns.map((c, i) => sql`${cellSql(source, c, oids[i]!, timeZone)} as ${sql.ref(`c${i}`)}`));
  const query = sql`select ${cells} from ${sql.table(source.table)} where ${whereSql(source, q, scope)} order by ${orderSql(sortKeys(source, q))}`.compile(db);
  return inlineParameters(query.sql, query.parameters);
}

/** A parameter as an SQL literal: strings quoted by the driver's own escaping, numbers in parentheses (never `--`). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return `(${String(value)})`;
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`A parameter of type ${typeof value} cannot be inlined`);
}

/** `$n` placeholders outside quoted literals and identifiers replaced by their values. */
export function inlineParameters(text: string, parameters: readonly unknown[]): string {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n: string | undefined) => {
    if (n === undefined) return match;
    const index = Number(n) - 1;
    if (index < 0 || index >= parameters.length) throw new Error(`No parameter $${n}`);
    return literal(parameters[index]);
  });
}
