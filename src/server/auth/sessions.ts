import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { stampSql } from '../db/cacheStamps';
import { bookkeeping } from '../db/requestWrites';
import { ACCESS_TABLES } from './Caller';
import { preparedQuery } from '../db/preparedQuery';
import { relaxedOf } from '../db/openDatabase';
import { isDatabaseFault } from '../db/connectionFaults';

const SESSION_HOURS = 12;
// Sliding expiry is written at most once a minute, not on every call.
const TOUCH_AFTER_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session token: 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new session for the user, stored only as the token's hash (the token may be made first, to log it alongside). */
export async function createSession(
  db: Kysely<DB>,
  userId: number,
  company: string,
  extra: { switched_by?: number | null; customer_account?: string | null; oidc_source?: string | null } = {},
  token = newToken(),
): Promise<string> {
  await db
    .insertInto('sessions')
    .values({ ...extra, token_hash: hashToken(token), user_id: userId, company, expires_at: sql<string>`now() + interval '${sql.raw(String(SESSION_HOURS))} hours'` as never })
    .execute();
  return token;
}

export interface SessionRow {
  token_hash: string;
  user_id: number;
  company: string;
  last_seen_at: Date;
  customer_account: string | null;
  /** The session's user, read in the same statement: every call needs it, one round trip fewer per call. */
  username: string;
  user_type: string;
  user_customer_account: string | null;
  login_status: number;
  /** The stamp of the access tables (Caller.ts), read in the same statement: cached menu ids are checked against it. */
  access_stamp: number;
  write_lsn: string | null;
  /** The user's skeleton account when a prospect, and whether it may make BOLs (rapid BOL, m0075). */
  skeleton_account_id: number | null;
  skeleton_bol_allowed: boolean | null;
}

/** What every call reads first: compiled once, a prepared statement on PostgreSQL (a lookup by the token's hash). */
const sessionOfHash = preparedQuery<SessionRow>('portal_find_session', (db: Kysely<DB>, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.token_hash', 'sessions.user_id', 'sessions.company', 'sessions.last_seen_at', 'sessions.customer_account', 'sessions.write_lsn'])
    .select(['users.username', 'users.type as user_type', 'users.customer_account as user_customer_account', 'users.login_status'])
    .select(stampSql(ACCESS_TABLES).as('access_stamp'))
    .leftJoin('skeleton_accounts', 'skeleton_accounts.user_id', 'sessions.user_id')
    .select(['skeleton_accounts.id as skeleton_account_id', sql<boolean>`skeleton_accounts.bol_allowed and skeleton_accounts.closed_at is null`.as('skeleton_bol_allowed')])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where('users.locked', '=', false)
    .whereRef('users.company', '=', 'sessions.company'),
);

/**
 * The live session of a token, or undefined (unknown, expired, revoked, locked user, or wrong company):
 * with its user and the access stamp, one statement for what every call needs.
 */
export async function findSession(db: Kysely<DB>, token: string, touch = true): Promise<SessionRow | undefined> {
  const row = await sessionOfHash(db, hashToken(token));
  // The expiry check does not touch: an idle tab polling it must still expire.
  if (row && touch && Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
    // The server's bookkeeping, not the caller's write: a database fault after it is no lost write of theirs.
    await bookkeeping(() =>
      db
        .updateTable('sessions')
        .set({ last_seen_at: sql<string>`now()` as never, expires_at: sql<string>`now() + interval '${sql.raw(String(SESSION_HOURS))} hours'` as never })
        .where('token_hash', '=', row.token_hash)
        .execute(),
    );
  }
  return row;
}

/**
 * Removes a session no one was given (sign-in writes it while the password is checked, and discards it when the
 * password is wrong): its token never left the process, so the row was never usable; removed without waiting
 * for the disk (relaxedOf), since a row whose token no one holds is inert should a crash keep it.
 */
export async function discardSession(db: Kysely<DB>, token: string): Promise<void> {
  await bookkeeping(() => relaxedOf(db).deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute()).catch((e) => {
    // A fault here leaves an inert row: the wrong password is still answered as such.
    if (!isDatabaseFault(e)) throw e;
  });
}

export async function revokeSession(db: Kysely<DB>, tokenHash: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql<string>`now()` as never }).where('token_hash', '=', tokenHash).execute();
}

/**
 * A new token for a session (PUT users/resettoken): its switches and secondary
 * sign-on carry over, and the old token dies at once, in one transaction.
 */
export async function rotateSession(db: Kysely<DB>, tokenHash: string, userId: number, rotated: (trx: Kysely<DB>, token: string) => Promise<void>) {
  return db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).where('user_id', '=', userId).executeTakeFirstOrThrow();
    await revokeSession(trx, tokenHash);
    const token = await createSession(trx, userId, old.company, { switched_by: old.switched_by, customer_account: old.customer_account, oidc_source: old.oidc_source });
    await rotated(trx, token);
    const row = await trx.selectFrom('sessions').select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    return { token, expires_at: new Date(row.expires_at).toISOString() };
  });
}

/** When a live session expires; checking it does not extend it. */
export async function sessionExpiry(db: Kysely<DB>, tokenHash: string): Promise<string> {
  const row = await db.selectFrom('sessions').select('expires_at').where('token_hash', '=', tokenHash).where('expires_at', '>', sql<Date>`now()`).executeTakeFirstOrThrow();
  return new Date(row.expires_at).toISOString();
}

/**
 * Ends every session of a user at once (their password reset or changed): their tokens die. `keepTokenHash`
 * spares one, the session that changed its own password with the current one.
 */
export async function endSessionsOf(db: Kysely<DB>, userId: number, keepTokenHash?: string): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: sql<string>`now()` as never }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepTokenHash) q = q.where('token_hash', '<>', keepTokenHash);
  await q.execute();
}

/** The session works for another of its user's accounts (users.switch_account). */
export async function switchSessionAccount(db: Kysely<DB>, tokenHash: string, account: string): Promise<void> {
  await db.updateTable('sessions').set({ customer_account: account }).where('token_hash', '=', tokenHash).execute();
}

/** Removes every session of a user (a lock, a removal): an unlock revives none of them. */
export async function dropSessionsOf(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
