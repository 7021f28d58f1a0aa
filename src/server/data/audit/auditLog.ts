import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
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
  await recordChangeAs(rows.db, { company: rows.scope.company, user_id: rows.caller.username, cmid: rows.via.cmid ?? null, ip: rows.via.ip ?? null }, change);
}

/** Who made a change with no signed-in caller (registration, a reset by token, a sign-in's lock) and from where. */
export interface Actor {
  company: string;
  /** The user ID (username) acting, or the one the change is made for when nobody is signed in. */
  user_id: string;
  cmid: string | null;
  ip: string | null;
}

/**
 * Records a change made with no signed-in caller, the same entry recordChange makes: `db` is the
 * connection of the change's transaction, so the entry commits with the change or not at all.
 */
export async function recordChangeAs(db: Kysely<DB>, who: Actor, change: Change): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      company: who.company,
      user_id: who.user_id,
      cmid: who.cmid,
      ip: who.ip,
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

/** Columns never copied into the audit log: password and answer hashes, token and code hashes, secrets. */
const SECRET_COLUMNS = new Set(['password_hash', 'answer_hash', 'token_hash', 'code_hash', 'sesess_hash', 'secret', 'client_secret']);

/**
 * A row as the audit log may keep it: its secrets left out (a hash is still a secret, and the log is read
 * by administrators).
 */
export function withoutSecrets(row: Row | null | undefined): Row | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMNS.has(k)));
}

/**
 * The user ID an entry names when nobody is signed in and no user is concerned: a visitor's form, an
 * unsubscribe link's click (the person is known only by what they typed or the address mailed to).
 */
export const ANONYMOUS = 'anonymous';
