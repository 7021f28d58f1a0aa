import type { FamilyHandlers } from '../Handler';
import { scoped, signedIn } from '../Handler';
import { currentQuestions, SUGGESTED_QUESTIONS } from '../../auth/securityProfile';
import { saveOwnSecurityProfile } from '../../data/users/ownSecurityProfile';
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
    await saveOwnSecurityProfile(scoped(ctx), ctx.body.answers);
    return { success: true };
  },
};
