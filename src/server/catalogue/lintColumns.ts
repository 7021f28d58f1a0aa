import { sql, type Kysely } from 'kysely';
import type { CallEntry } from './readCatalogue';
import { resources } from '../data/resources';

/** A numeric column of the database, as information_schema describes it. */
export interface NumericColumn {
  table: string;
  column: string;
  type: string;
  precision: number | null;
  scale: number | null;
}

/** Every numeric column the migrations made (both databases answer information_schema alike). */
export async function numericColumns(db: Kysely<any>): Promise<NumericColumn[]> {
  const rows = await sql<{ table_name: string; column_name: string; data_type: string; numeric_precision: number | null; numeric_scale: number | null }>`
    select table_name, column_name, data_type, numeric_precision, numeric_scale from information_schema.columns
    where table_schema = current_schema() and data_type in ('smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision')`.execute(db);
  return rows.rows.map((r) => ({ table: r.table_name, column: r.column_name, type: r.data_type, precision: r.numeric_precision, scale: r.numeric_scale }));
}

const INT4 = 2147483647;

/** The largest value a column holds (null: unbounded), and the smallest is its negative. */
function bound(c: NumericColumn): number | null {
  if (c.type === 'smallint') return 32767;
  if (c.type === 'integer') return INT4;
  if (c.type === 'bigint') return Number.MAX_SAFE_INTEGER;
  if (c.type === 'numeric' && c.precision !== null) return 10 ** (c.precision - (c.scale ?? 0)) - 10 ** -(c.scale ?? 0);
  return null;
}

/** The number schemas of a request part, each with the name it lands under (a property, or the array holding it). */
function numbers(node: any, name: string, pointer: string, out: { name: string; pointer: string; schema: any }[]): void {
  if (!node || typeof node !== 'object') return;
  const types = ([] as string[]).concat(node.type ?? []);
  if (types.includes('integer') || types.includes('number')) out.push({ name, pointer: pointer || '/', schema: node });
  for (const [k, v] of Object.entries<any>(node.properties ?? {})) numbers(v, k, `${pointer}/properties/${k}`, out);
  if (node.items) numbers(node.items, name, `${pointer}/items`, out);
  if (node.additionalProperties && typeof node.additionalProperties === 'object') numbers(node.additionalProperties, name, `${pointer}/additionalProperties`, out);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) (node[k] ?? []).forEach((s: any, i: number) => numbers(s, name, `${pointer}/${k}/${i}`, out));
}

/** The columns a value named so may land in: the call's resource key for its path parameters, and every column of that name. */
function columnsFor(call: CallEntry, part: string, name: string, columns: NumericColumn[]): NumericColumn[] {
  const lower = name.toLowerCase();
  const named = columns.filter((c) => c.column.toLowerCase() === lower);
  const resource = call.resource ? resources[call.resource.name] : undefined;
  if (part !== 'params' || !resource) return named;
  const keyColumn = resource.fields[resource.key]?.column ?? resource.key;
  const tables = [resource.table, resource.writes].filter(Boolean);
  return [...named, ...columns.filter((c) => tables.includes(c.table) && c.column === keyColumn)];
}

/**
 * Every number a request schema accepts (path, query, body) fits the column it
 * lands in: it has a minimum and a maximum, within the narrowest numeric column
 * of its name (or its resource's key for a path parameter). A value whose column
 * cannot be named must fit an int4 when it is an integer, the type of every
 * integer column the portal makes; the database's own types decide, read from
 * information_schema, so a value the contract accepts never fails in SQL (500).
 */
export function lintColumns(calls: CallEntry[], columns: NumericColumn[]): string[] {
  const faults: string[] = [];
  for (const call of calls) {
    for (const part of ['params', 'query', 'body'] as const) {
      const found: { name: string; pointer: string; schema: any }[] = [];
      numbers(call[part], '', '', found);
      for (const { name, pointer, schema } of found) {
        if (schema.enum || schema.const !== undefined) continue;
        const where = `${call.id} ${part}${pointer}`;
        const isInteger = ([] as string[]).concat(schema.type).includes('integer') && !([] as string[]).concat(schema.type).includes('number');
        const candidates = columnsFor(call, part, name, columns);
        const limits = candidates.map(bound).filter((b): b is number => b !== null);
        const max = limits.length ? Math.min(...limits) : isInteger ? INT4 : null;
        // The narrowest column names the bound in the message.
        const narrowest = limits.length ? candidates.find((c) => bound(c) === max)! : undefined;
        const which = narrowest ? `${narrowest.table}.${narrowest.column} (${narrowest.type})` : isInteger ? 'an int4' : 'its column';
        const hi = schema.maximum ?? schema.exclusiveMaximum;
        const lo = schema.minimum ?? schema.exclusiveMinimum;
        const range = max !== null ? ` [${-max}, ${max}]` : '';
        if (hi === undefined) faults.push(`${where}: request numbers need a maximum within ${which}${range}`);
        else if (max !== null && hi > max) faults.push(`${where}: maximum ${hi} does not fit ${which}${range}`);
        if (lo === undefined) faults.push(`${where}: request numbers need a minimum within ${which}${range}`);
        else if (max !== null && lo < -max) faults.push(`${where}: minimum ${lo} does not fit ${which}${range}`);
      }
    }
  }
  return faults;
}
