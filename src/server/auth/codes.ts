import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB, UserCodesTable } from '../db/schema';

export type CodeKind = Exclude<UserCodesTable['kind'], 'question_failure'>;

/** Wrong guesses a six-digit code survives before it dies. */
export const MAX_CODE_ATTEMPTS = 5;

const MINUTES: Record<CodeKind, number> = {
  reset_code: 15,
  reset_token: 30,
  activation_code: 24 * 60,
};

/** Codes are stored hashed with their user, so a leaked table gives neither codes nor a lookup. */
export function hashFor(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/**
 * Issues a new code of a kind for a user, killing the user's earlier ones of
 * that kind: six digits for codes sent by mail, 256 random bits for reset tokens.
 * `also` runs in the same transaction with the new code (the mail that carries
 * it is written to the outbox with it, or neither is).
 */
export async function issueCode(db: Kysely<DB>, userId: number, kind: CodeKind, also?: (trx: Kysely<DB>, code: string) => Promise<unknown>): Promise<string> {
  const code = kind === 'reset_token' ? randomBytes(32).toString('base64url') : String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_codes')
      .set({ used_at: sql<string>`now()` as never })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('user_codes')
      .values({
        user_id: userId,
        kind,
        code_hash: hashFor(userId, code),
        expires_at: sql<string>`now() + interval '${sql.raw(String(MINUTES[kind]))} minutes'` as never,
      })
      .execute();
    await also?.(trx, code);
  });
  return code;
}

export type CodeCheck = { ok: true } | { ok: false; attemptsLeft: number };

/**
 * Checks a code against the user's live code of that kind and uses it up when
 * right. Every guess is counted on the code in one statement before the code is
 * compared (never past MAX_CODE_ATTEMPTS), so concurrent guesses cannot pass the
 * limit: after MAX_CODE_ATTEMPTS guesses the code is dead.
 */
export async function useCode(db: Kysely<DB>, userId: number, kind: CodeKind, code: string): Promise<CodeCheck> {
  const live = await db
    .updateTable('user_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('user_codes')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('used_at', 'is', null)
    .returning(['id', 'code_hash', 'attempts'])
    .executeTakeFirst();
  if (!live) return { ok: false, attemptsLeft: 0 };
  if (live.code_hash !== hashFor(userId, code)) return { ok: false, attemptsLeft: MAX_CODE_ATTEMPTS - live.attempts };
  // Used once: of two right guesses at the same moment, one wins.
  const used = await db
    .updateTable('user_codes')
    .set({ used_at: sql<string>`now()` as never })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used ? { ok: true } : { ok: false, attemptsLeft: 0 };
}

/** "c*****r@example.com": enough for the user to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const shown = name.length <= 2 ? (name[0] ?? '') : `${name[0]}${'*'.repeat(Math.max(1, name.length - 2))}${name[name.length - 1]}`;
  return `${shown}@${domain}`;
}
