import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The user a session id of the previous portal (?mt1sessionid=) hands over,
 * using it up: ids are stored hashed, expire, and work once. Undefined for an
 * unknown, used or expired id.
 */
export async function useLegacySession(db: Kysely<DB>, sessionId: string) {
  const hash = createHash('sha256').update(sessionId).digest('hex');
  const handover = await db
    .updateTable('legacy_sessions')
    .set({ used_at: sql<string>`now()` as never })
    .where('session_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  if (!handover) return undefined;
  return db.selectFrom('users').select(['id', 'company', 'locked', 'status', 'username', 'type']).where('id', '=', handover.user_id).executeTakeFirstOrThrow();
}
