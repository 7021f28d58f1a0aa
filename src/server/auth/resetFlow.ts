import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashFor } from './codes';
import { endSessionsOf } from './sessions';
import { notePasswordSet } from './passwordHistory';

/** Whether a reset token is live for the user, without using it up. */
export async function liveResetToken(db: Kysely<DB>, userId: number, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'reset_token')
    .where('code_hash', '=', hashFor(userId, token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return !!row;
}

/** Sets a user's new password: a user waiting for one (status 4) has it now, and every session of theirs ends. */
export async function setPassword(db: Kysely<DB>, userId: number, passwordHash: string): Promise<void> {
  // On a connection already in a transaction (the handler's, with its audit entry), that one.
  const inTrx = <R>(work: (trx: Kysely<DB>) => Promise<R>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTrx(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, login_status: 0 }).where('id', '=', userId).execute();
    await endSessionsOf(trx, userId);
    await notePasswordSet(trx, userId, 'reset');
  });
}
