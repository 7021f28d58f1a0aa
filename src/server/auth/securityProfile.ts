import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { normaliseAnswer, securityProfileProblems, type QuestionAnswer } from '../../shared/rules/securityAnswer';
import { validationError } from '../errors';

/** Questions offered when a user sets their security profile (the browser translates them). */
export const SUGGESTED_QUESTIONS = [
  'In what city were you born?',
  'What was the name of your first pet?',
  'What was the make of your first car?',
  'What is the name of the street you grew up on?',
  'What was the name of your elementary school?',
  "What is your mother's maiden name?",
  'Who was your favourite teacher?',
  'What is the middle name of your oldest sibling?',
];

/** The user's current questions, with the ids the password reset answers by. */
export function currentQuestions(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('security_answers')
    .select(['id', 'question', 'answer_hash'])
    .where('user_id', '=', userId)
    .where('retired_at', 'is', null)
    .orderBy('seq')
    .execute();
}

/** Whether an answer matches a stored hash (compared normalised: case and spacing do not count). */
export function answerMatches(hash: string, answer: string): Promise<boolean> {
  return verifyPassword(hash, normaliseAnswer(answer));
}

/**
 * Replaces the user's security profile after the rules of 02-business.md §5:
 * the shared checks, then reuse of any answer the user has ever had (stored
 * hashed, so compared one by one). Old answers are retired, never deleted.
 */
/** Run in the save's transaction with the profile's questions before and after (the data layer's audit entry). */
export type ProfileSaved = (trx: Kysely<DB>, before: string[], after: string[]) => Promise<void>;

export async function saveSecurityProfile(db: Kysely<DB>, userId: number, pairs: QuestionAnswer[], saved?: ProfileSaved): Promise<void> {
  const problems = securityProfileProblems(pairs);
  const history = await db.selectFrom('security_answers').select('answer_hash').where('user_id', '=', userId).execute();
  for (const [index, pair] of pairs.entries()) {
    if (problems.some((p) => p.index === index && p.field === 'answer')) continue;
    for (const old of history) {
      if (await answerMatches(old.answer_hash, pair.answer)) {
        problems.push({
          index,
          field: 'answer',
          message: 'A security answer cannot be reused',
        });
        break;
      }
    }
  }
  if (problems.length) {
    throw validationError(
      problems.map((p) => ({
        pointer: p.index < 0 ? '/answers' : `/answers/${p.index}/${p.field}`,
        message: p.message,
      })),
    );
  }
  const hashes = await Promise.all(pairs.map((p) => hashPassword(normaliseAnswer(p.answer))));
  await db.transaction().execute(async (trx) => {
    const before = await currentQuestions(trx, userId);
    await trx
      .updateTable('security_answers')
      .set({ retired_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('retired_at', 'is', null)
      .execute();
    await trx
      .insertInto('security_answers')
      .values(
        pairs.map((p, seq) => ({
          user_id: userId,
          seq,
          question: p.question.trim(),
          answer_hash: hashes[seq]!,
        })),
      )
      .execute();
    await saved?.(trx, before.map((q) => q.question), pairs.map((p) => p.question.trim()));
  });
}
