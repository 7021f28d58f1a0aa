import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { normaliseAnswer, securityProfileProblems, type QuestionAnswer } from '../../shared/rules/securityAnswer';
import { validationError } from '../errors';
import type { ScopedDb } from '../data/ScopedDb';
import { atomically, recordChange } from '../data/audit/auditLog';

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
export async function saveSecurityProfile(rows: ScopedDb, pairs: QuestionAnswer[]): Promise<void> {
  const db = rows.db;
  const userId = rows.caller.userId;
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
  await atomically(rows, async (scoped) => {
    const trx = scoped.db;
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
    // The profile's questions before and after, never its answers (hashed or not), in the change's transaction.
    const questions = (list: { question: string }[]) => ({ user_id: userId, questions: list.map((q) => q.question) });
    await recordChange(scoped, { action: before.length ? 'update' : 'create', entity: 'security_answers', entityId: userId, before: before.length ? questions(before) : null, after: questions(pairs.map((p) => ({ question: p.question.trim() }))) });
  });
}
