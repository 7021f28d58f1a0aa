import type { Kysely, Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';
import { endSessionsOf } from '../../auth/sessions';
import { notePasswordSet } from '../../auth/passwordHistory';

/**
 * The caller's own user row: their session names them, so it is found by
 * their id alone, whatever account the session works for now.
 */
export function ownPasswordState(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select(['password_hash', 'username', 'login_status']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** What a user may change of themselves: names, email, language, theme, and their password. */
export type OwnProfilePatch = Pick<Updateable<UsersTable>, 'first_name' | 'last_name' | 'email' | 'lang' | 'theme' | 'password_hash' | 'login_status'>;

/**
 * Writes the caller's own profile. A new password ends every other session of the user in the same
 * transaction (sessions follow credentials: whoever held the old password elsewhere is signed out), and
 * keeps the session that proved the current password (`keepTokenHash`).
 */
export async function updateOwnProfile(db: Kysely<DB>, userId: number, patch: OwnProfilePatch, keepTokenHash?: string): Promise<void> {
  if (!patch.password_hash) {
    await db.updateTable('users').set(patch).where('id', '=', userId).execute();
    return;
  }
  // On a connection already in a transaction (the handler's, with its audit entry), that one.
  await (db.isTransaction ? update(db) : db.transaction().execute(update));
  async function update(trx: Kysely<DB>) {
    await trx.updateTable('users').set(patch).where('id', '=', userId).execute();
    await endSessionsOf(trx, userId, keepTokenHash);
    await notePasswordSet(trx, userId, 'own');
  }
}
