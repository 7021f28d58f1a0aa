import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashToken } from '../auth/sessions';
import type { ScopedDb } from './ScopedDb';
import { atomically, recordChange } from './audit/auditLog';
import type { Row } from './Resource';

/** When the user's authorization with a source ends, or null when there is none in force. */
export async function authorizationExpiry(db: Kysely<DB>, userId: number, source: string): Promise<Date | null> {
  const row = await db
    .selectFrom('oidc_authorizations')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? new Date(row.expires_at) : null;
}

/** Engages a source for the caller's session; false when the session has engaged another one. */
export async function engageSource(rows: ScopedDb, source: string): Promise<boolean> {
  const engaged = await rows
    .updateTable('sessions')
    .set({ oidc_source: source })
    .where('token_hash', '=', rows.caller.tokenHash)
    .where((eb) => eb.or([eb('oidc_source', 'is', null), eb('oidc_source', '=', source)]))
    .returning('oidc_source')
    .executeTakeFirst();
  return !!engaged;
}

/** Marks the caller authorized with a source until `expires`. */
export async function authorize(rows: ScopedDb, source: string, expires: string): Promise<void> {
  // Audited with the change: the authorization before (when one was kept) and after.
  await atomically(rows, async (trx) => {
    const before = await trx.selectFrom('oidc_authorizations').selectAll().where('source', '=', source).executeTakeFirst();
    const after = await trx
      .insertInto('oidc_authorizations', { source, expires_at: expires })
      .onConflict((oc) => oc.columns(['user_id', 'source']).doUpdateSet({ expires_at: expires }))
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, { action: before ? 'update' : 'create', entity: 'oidc_authorizations', entityId: `${rows.caller.userId} ${source}`, before: (before ?? null) as Row | null, after: after as Row });
  });
}

/** Keeps a temporary pair (SEUID, hashed SESESS) for an anonymous visitor naming a user. */
export async function addTempSession(db: Kysely<DB>, userId: number, seuid: string, sesess: string, expires: string): Promise<void> {
  await db.insertInto('oidc_temp_sessions').values({ seuid, sesess_hash: hashToken(sesess), user_id: userId, expires_at: expires }).execute();
}

/** The user of a live temporary pair, when it is the one named. */
export async function tempSessionUser(db: Kysely<DB>, userId: number, seuid: string, sesess: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('oidc_temp_sessions')
    .select('user_id')
    .where('seuid', '=', seuid)
    .where('sesess_hash', '=', hashToken(sesess))
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.user_id;
}
