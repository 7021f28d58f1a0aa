import type { Row } from '../Resource';
import type { ScopedDb } from '../ScopedDb';

/** One change as the data layer saw it: the record before and after (null before a create, after a delete). */
export interface Change {
  action: 'create' | 'update' | 'delete';
  /** The table written (a resource's write table). */
  entity: string;
  entityId: unknown;
  before: Row | null;
  after: Row | null;
}

const asJson = (row: Row | null) => (row === null ? null : JSON.stringify(row));

/**
 * Records a change in the audit log, on the connection the change was made on:
 * called inside the change's transaction, the entry commits with it or not at
 * all. Who, which company, from which screen and address come from the scope.
 */
export async function recordChange(rows: ScopedDb, change: Change): Promise<void> {
  await rows.db
    .insertInto('audit_log')
    .values({
      company: rows.scope.company,
      user_id: rows.caller.username,
      cmid: rows.via.cmid ?? null,
      ip: rows.via.ip ?? null,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId === null || change.entityId === undefined ? null : String(change.entityId),
      before: asJson(change.before),
      after: asJson(change.after),
    })
    .execute();
}

/** A change made atomically: on a connection already in a transaction, that one; else a new transaction. */
export function atomically<R>(rows: ScopedDb, work: (rows: ScopedDb) => Promise<R>): Promise<R> {
  return rows.db.isTransaction ? work(rows) : rows.transaction(work);
}
