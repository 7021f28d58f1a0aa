import type { Kysely, Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';

/**
 * The caller's own user row: their session names them, so it is found by
 * their id alone, whatever account the session works for now.
 */
export function ownPasswordState(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select(['password_hash', 'username', 'login_status']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** What a user may change of themselves: names, email, language, theme, and their password. */
export type OwnProfilePatch = Pick<Updateable<UsersTable>, 'first_name' | 'last_name' | 'email' | 'lang' | 'theme' | 'password_hash' | 'login_status'>;

export async function updateOwnProfile(db: Kysely<DB>, userId: number, patch: OwnProfilePatch): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', userId).execute();
}
