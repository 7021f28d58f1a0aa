import type { FamilyHandlers } from '../Handler';
import { scoped, signedIn } from '../Handler';
import { actorOf, inTransaction } from '../../data/audit/auditedChange';
import { recordChangeAs } from '../../data/audit/auditLog';
import { currentQuestions, saveSecurityProfile, SUGGESTED_QUESTIONS } from '../../auth/securityProfile';
import { MIN_SECURITY_QUESTIONS } from '../../../shared/rules/securityAnswer';

/** The caller's security profile (update-security-profile), used by the password reset by questions. */
export const securityQuestionsHandlers: FamilyHandlers<'globals'> = {
  /** GET globals/securityquestions: questions to choose from and the caller's current ones. */
  'globals.securityquestions': async (ctx) => {
    const mine = await currentQuestions(ctx.db, signedIn(ctx).userId);
    return {
      questions: SUGGESTED_QUESTIONS.map((text, i) => ({ id: i + 1, text })),
      profile: mine.map((q) => q.question),
      min_required: MIN_SECURITY_QUESTIONS,
    };
  },
  /** POST globals/securityquestions: the caller's new security profile. */
  'globals.save_securityquestions': async (ctx) => {
    const userId = signedIn(ctx).userId;
    // Audited with the change: the questions before and after, never the answers (their hashes are secrets).
    await inTransaction(ctx.db, async (trx) => {
      const before = (await currentQuestions(trx, userId)).map((q) => q.question);
      await saveSecurityProfile(trx, userId, ctx.body.answers);
      const after = (await currentQuestions(trx, userId)).map((q) => q.question);
      await recordChangeAs(trx, actorOf(scoped(ctx)), { action: before.length ? 'update' : 'create', entity: 'security_answers', entityId: userId, before: before.length ? { questions: before } : null, after: { questions: after } });
    });
    return { success: true };
  },
};
