import { sql } from 'kysely';
import type { Row } from '../Resource';
import type { ScopedDb } from '../ScopedDb';
import { atomically, recordChange } from './auditLog';

/** Columns never copied into the audit log: a hash or token is a secret even hashed. */
const SECRET = /password|secret|token|hash|answer/i;

/** A row as the audit log keeps it: its secrets left out. */
export function withoutSecrets(row: Row | null | undefined): Row | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET.test(column)));
}

/** One record of a hand-written write, as the audit log names it: its table, key column and key. */
export interface Target {
  entity: string;
  /** The key column (default id), or the columns of a composite key (then `id` is their values, kept as "a/b"). */
  column?: string | readonly string[];
  /** The record's key; left out for a create, whose key the write answers (`created`). */
  id?: unknown;
  /** What belongs to the record besides its row (an announcement's accounts, a user's groups), read with it. */
  extra?: (rows: ScopedDb, id: unknown) => Promise<Row>;
}

/** The record as stored now (secrets left out), with its extra, or null when there is none. */
export async function storedRow(rows: ScopedDb, target: Target, id: unknown): Promise<Row | null> {
  const columns = typeof target.column === 'object' ? target.column : [target.column ?? 'id'];
  const values = Array.isArray(id) ? id : [id];
  const where = sql.join(columns.map((c, i) => sql`${sql.ref(c)} = ${values[i]}`), sql` and `);
  const { rows: found } = await sql<Row>`select * from ${sql.table(target.entity)} where ${where}`.execute(rows.db);
  if (!found[0]) return null;
  return { ...withoutSecrets(found[0]), ...(target.extra ? await target.extra(rows, id) : {}) };
}

/**
 * Makes a hand-written write of one record with its audit entry, in one
 * transaction (the caller's when already in one): the record read before and
 * after the write, the action following from them (none before: create; none
 * after: delete). A write that throws leaves neither the change nor its entry;
 * one that changed nothing (the record absent before and after) records none.
 */
export function auditedWrite<R>(scope: ScopedDb, target: Target, work: (rows: ScopedDb) => Promise<R>, created?: (answer: R) => unknown): Promise<R> {
  return atomically(scope, async (rows) => {
    const before = target.id === undefined ? null : await storedRow(rows, target, target.id);
    const answer = await work(rows);
    const id = target.id ?? created?.(answer);
    const after = id === undefined ? null : await storedRow(rows, target, id);
    if (before === null && after === null) return answer;
    const action = before === null ? 'create' : after === null ? 'delete' : 'update';
    await recordChange(rows, { action, entity: target.entity, entityId: Array.isArray(id) ? id.join('/') : id, before, after });
    return answer;
  });
}
