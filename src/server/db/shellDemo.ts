import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { hashPassword } from '../auth/passwords';
import { normaliseAnswer } from '../../shared/rules/securityAnswer';

/** The demo customer's security answers (README, "Demo accounts"): password reset by questions works out of the box. */
export const DEMO_SECURITY_ANSWERS = [
  { question: 'In what city were you born?', answer: 'Sudbury' },
  { question: 'What was the name of your first pet?', answer: 'Biscuit' },
  { question: 'Who was your favourite teacher?', answer: 'Madame Leblanc' },
];

/** A session id of the previous portal that ?mt1sessionid= exchanges once for a session of the demo customer. */
export const DEMO_MT1_SESSION = 'MT1-DEMO-customer-2026';

/**
 * The shell's part of the demo data: the customer may also act for account
 * 100002 (switch account), has a security profile, and has one legacy session.
 */
export async function seedShellDemo(db: Kysely<DB>): Promise<void> {
  const customer = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'customer')
    .where('company', '=', 'MANITOULIN')
    .executeTakeFirst();
  if (!customer) return;
  await db.insertInto('user_accounts').values({ user_id: customer.id, account: '100002' }).execute();
  const hashes = await Promise.all(DEMO_SECURITY_ANSWERS.map((p) => hashPassword(normaliseAnswer(p.answer))));
  await db
    .insertInto('security_answers')
    .values(
      DEMO_SECURITY_ANSWERS.map((p, seq) => ({
        user_id: customer.id,
        seq,
        question: p.question,
        answer_hash: hashes[seq]!,
      })),
    )
    .execute();
  await db
    .insertInto('legacy_sessions')
    .values({
      session_hash: createHash('sha256').update(DEMO_MT1_SESSION).digest('hex'),
      user_id: customer.id,
      expires_at: new Date(Date.now() + 3650 * 86_400_000).toISOString(),
    })
    .execute();
}
