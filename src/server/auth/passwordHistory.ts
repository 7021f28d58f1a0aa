import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Notes in the password history (UA-PHIST) that a user's password was set:
 * `how` by which path, `by` the user ID of who set it (the user themselves when
 * left out). Called with the transaction that sets the password, so the note
 * and the change commit together.
 */
export async function notePasswordSet(trx: Kysely<DB>, userId: number, how: 'own' | 'admin' | 'reset', by?: string): Promise<void> {
  await sql`insert into password_history (company, user_id, uid, changed_by, how)
    select company, id, username, ${by ?? sql.ref('username')}, ${how} from users where id = ${userId}`.execute(trx);
}
