import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Row } from '../Resource';
import type { ScopedDb } from '../ScopedDb';
import { recordChangeAs, withoutSecrets, type Actor, type Change } from './auditLog';

/** The caller of a scoped view as the audit log names them. */
export function actorOf(rows: ScopedDb): Actor {
  return { company: rows.scope.company, user_id: rows.caller.username, cmid: rows.via.cmid ?? null, ip: rows.via.ip ?? null };
}

/** On a connection already in a transaction, that one; else a new transaction. */
export function inTransaction<R>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<R>): Promise<R> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** A row as the audit log keeps it (withoutSecrets), read on the change's connection. */
async function auditRow(db: Kysely<DB>, table: 'users' | 'user_table_prefs', where: Row): Promise<Row | null> {
  let q = db.selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(where)) q = q.where(column as never, '=', value as never);
  return withoutSecrets((await q.executeTakeFirst()) as Row | undefined);
}

/**
 * Changes a user's row and records it in the same transaction: the row before and after, without its
 * password hash (never copied into the log). `note` is added to the after (`password_changed: true` for
 * a new password, whose hash is all that changed and is left out).
 */
export async function auditedUserChange<R>(db: Kysely<DB>, who: Actor, userId: number, change: (trx: Kysely<DB>) => Promise<R>, note?: Row): Promise<R> {
  return inTransaction(db, async (trx) => {
    const before = await auditRow(trx, 'users', { id: userId });
    const result = await change(trx);
    const after = await auditRow(trx, 'users', { id: userId });
    await recordChangeAs(trx, who, { action: 'update', entity: 'users', entityId: userId, before, after: after && { ...after, ...note } });
    return result;
  });
}

/** Records a change of a row that has no secrets worth more than leaving out (they are stripped all the same). */
export function recordRow(db: Kysely<DB>, who: Actor, change: Change): Promise<void> {
  return recordChangeAs(db, who, { ...change, before: withoutSecrets(change.before), after: withoutSecrets(change.after) });
}
