import { sql, type RawBuilder } from 'kysely';
import { AppError } from '../errors';
import { ownershipOf, type TableName } from '../db/ownership';
import { selectSql, whereSql } from '../query/gridSql';
import { parseGridQuery } from '../query/parseGridQuery';
import { runGridQuery } from '../query/runGridQuery';
import { scopeCondition } from '../query/scopeSql';
import type { Resource, Row } from './Resource';
import type { ScopedDb } from './ScopedDb';
import { columnOf, inUseSql, resourceSource } from './resourceSource';
import { refusingConflicts } from './refusingConflicts';
import { writeValues } from './writeValues';
import { atomically, recordChange } from './audit/auditLog';

/**
 * The plain operations of a declared resource: one row by its key, and its
 * create, update and delete. Each reads and writes in the caller's scope (the
 * table's ownership), after the resource's guard: a row of another company or
 * account is not found, whatever the key.
 */

async function guarded(rows: ScopedDb, resource: Resource): Promise<void> {
  await resource.guard?.(rows.db, rows.caller);
}

/** One row as the grid answers it, or undefined. */
async function findRow(rows: ScopedDb, resource: Resource, key: unknown): Promise<Row | undefined> {
  const source = resourceSource(resource);
  const filters = [{ field: resource.key, op: 'eq' as const, value: key as string | number }];
  const { rows: found } = await sql<Row>`select ${selectSql(source, Object.keys(source.fields))} from ${sql.table(source.table)} where ${whereSql(source, { search: [], filters }, rows.scope)}`.execute(rows.db);
  return found[0];
}

export async function getRow(rows: ScopedDb, resource: Resource, key: unknown): Promise<Row> {
  await guarded(rows, resource);
  const row = await findRow(rows, resource, key);
  if (!row) throw new AppError(resource.notFound ?? 'NOT_FOUND');
  return row;
}

function writeTable(resource: Resource): string {
  return resource.writes ?? resource.table;
}

/** The write table's rows in the scope, as a condition (true for shared rows). */
function inScope(rows: ScopedDb, table: string): RawBuilder<unknown> {
  return sql`${scopeCondition(table, rows.scope) ?? sql`true`}`;
}

const assignments = (values: Row) => sql.join(Object.entries(values).map(([c, v]) => sql`${sql.ref(c)} = ${v}`));

/**
 * Adds a row from a checked body: its company is the caller's, a customer
 * user's row their own account's (else refused as not found). A key that
 * exists answers the resource's duplicate message.
 */
export async function createRow(scope: ScopedDb, resource: Resource, body: Row): Promise<Row> {
  await guarded(scope, resource);
  await resource.check?.(scope, body);
  const table = writeTable(resource);
  const own = ownershipOf(table);
  const values = writeValues(resource, body, 'create', scope.caller.username);
  if (own.company) values[own.company] = scope.scope.company;
  // The BOL tables' rows may be a prospect's (rapid BOL): the data layer stamps its skeleton account or the customer's.
  if (own.prospect) scope.stamped(table as TableName, values);
  else if (own.customer && !scope.mayUseAccount(values[own.customer] as string | undefined)) throw new AppError('NOT_FOUND');
  const keyColumn = columnOf(resource, resource.key);
  const insert = sql<Row>`insert into ${sql.table(table)} (${sql.join(Object.keys(values).map((c) => sql.ref(c)))}) values (${sql.join(Object.values(values))}) returning ${sql.ref(keyColumn)} as key`;
  const duplicate = resource.duplicate;
  // The row and its audit entry commit together (data/audit/auditLog.ts).
  return atomically(scope, async (rows) => {
    const { rows: made } = await refusingConflicts(() => insert.execute(rows.db), { ...(duplicate ? { duplicate } : {}) });
    const after = await getRow(rows, resource, made[0]!.key);
    await recordChange(rows, { action: 'create', entity: table, entityId: after[resource.key], before: null, after });
    return after;
  });
}

/** Replaces a row's writable fields (fields marked `keep` stay when left out). */
export async function updateRow(scope: ScopedDb, resource: Resource, key: unknown, body: Row): Promise<Row> {
  return atomically(scope, async (rows) => {
    const current = await getRow(rows, resource, key);
    await resource.check?.(rows, body, current);
    const table = writeTable(resource);
    const values = writeValues(resource, body, 'update', rows.caller.username);
    const keyColumn = columnOf(resource, resource.key);
    if (Object.keys(values).length) {
      // A change onto another row's unique value is the declaration's duplicate (400), as on create, never a 500.
      const duplicate = resource.duplicate;
      await refusingConflicts(() => sql`update ${sql.table(table)} set ${assignments(values)} where ${sql.ref(keyColumn)} = ${current[resource.key]} and ${inScope(rows, table)}`.execute(rows.db), { ...(duplicate ? { duplicate } : {}) });
    }
    const after = await getRow(rows, resource, current[resource.key]);
    await recordChange(rows, { action: 'update', entity: table, entityId: current[resource.key], before: current, after });
    return after;
  });
}

/** Whether anything still refers to the row (the declaration's references). */
async function inUse(rows: ScopedDb, resource: Resource, key: unknown): Promise<boolean> {
  if (!resource.inUse?.refs.length) return false;
  const { rows: found } = await sql<{ used: boolean }>`select ${sql.raw(inUseSql(resource))} as used from ${sql.table(resource.table)} where ${sql.ref(`${resource.table}.${columnOf(resource, resource.key)}`)} = ${key}`.execute(rows.db);
  return Boolean(found[0]?.used);
}

/** Removes a row nothing refers to; a reference (checked, or raised by a foreign key meanwhile) refuses it. */
export async function deleteRow(scope: ScopedDb, resource: Resource, key: unknown): Promise<{ status: 0 }> {
  return atomically(scope, async (rows) => {
    const current = await getRow(rows, resource, key);
    await resource.beforeDelete?.(rows, current);
    const refused = resource.inUse?.error;
    if (refused && (await inUse(rows, resource, current[resource.key]))) throw new AppError(refused);
    const table = writeTable(resource);
    const remove = sql`delete from ${sql.table(table)} where ${sql.ref(columnOf(resource, resource.key))} = ${current[resource.key]} and ${inScope(rows, table)}`;
    await refusingConflicts(() => remove.execute(rows.db), { ...(refused ? { inUse: refused } : {}) });
    await recordChange(rows, { action: 'delete', entity: table, entityId: current[resource.key], before: current, after: null });
    return { status: 0 as const };
  });
}

/**
 * A type-ahead over the resource's search fields (any containing the text,
 * as the grid's search matches), in the caller's scope, in the resource's
 * order, with how many match: the grid engine's own query.
 */
export async function searchRows(rows: ScopedDb, resource: Resource, text: string, opts: { limit: number; equal?: Record<string, string> }) {
  await guarded(rows, resource);
  const source = resourceSource(resource);
  const filters = Object.entries(opts.equal ?? {}).map(([field, value]) => ({ field, op: 'eq' as const, value }));
  const search = (resource.search ?? []).map((field) => ({ field, value: text }));
  const sort = parseGridQuery({}, source).sort;
  const answer = await runGridQuery(rows.db, source, { limit: opts.limit, offset: 0, sort, search, filters }, rows.scope);
  return { results: answer.results, count: answer.count };
}
