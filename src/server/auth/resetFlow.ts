import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashFor } from './codes';
import { endSessionsOf } from './sessions';

/** Failed security-question checks of a user in the last 15 minutes. */
export async function recentQuestionFailures(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_codes')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'question_failure')
    .where('created_at', '>', sql<Date>`now() - interval '15 minutes'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records one failed security-question check: a row that expires; its hash is never checked. */
export async function recordQuestionFailure(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .insertInto('user_codes')
    .values({ user_id: userId, kind: 'question_failure', code_hash: '-', expires_at: sql<string>`now()` as never, used_at: sql<string>`now()` as never })
    .execute();
}

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
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, login_status: 0 }).where('id', '=', userId).execute();
    await endSessionsOf(trx, userId);
  });
}
