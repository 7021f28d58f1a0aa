import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { newPasswordProblems } from '../../shared/rules/password';
import { currentQuestions, saveSecurityProfile, SUGGESTED_QUESTIONS } from '../auth/securityProfile';
import { MIN_SECURITY_QUESTIONS } from '../../shared/rules/securityAnswer';
import { sessionPayload } from './sessionPayload';

/**
 * PUT users: the caller's profile, and a new password when one is given (the
 * current password proves it is the user; the policy of 02-business.md §5 is
 * checked here whatever the browser did). Setting it ends login status 4.
 */
const updateProfile: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const b = ctx.body;
  const patch: Record<string, unknown> = {
    first_name: b.MT_FNAME,
    last_name: b.MT_LNAME,
    email: b.MT_EMAIL,
  };
  if (b.MT_LANG) patch.lang = b.MT_LANG;
  if (b.MT_THEME) patch.theme = b.MT_THEME;
  const user = await ctx.db
    .selectFrom('users')
    .select(['password_hash', 'username', 'login_status'])
    .where('id', '=', caller.userId)
    .executeTakeFirstOrThrow();
  const wantsPassword = b.new_password !== undefined || b.confirm_password !== undefined;
  if (user.login_status === 4 && !wantsPassword) throw validationError([{ pointer: '/new_password', message: 'Field is required' }]);
  if (wantsPassword) {
    const problems = newPasswordProblems(b.new_password ?? '', b.confirm_password ?? '', user.username);
    const errors = [
      ...problems.password.map((message) => ({
        pointer: '/new_password',
        message,
      })),
      ...problems.confirmation.map((message) => ({
        pointer: '/confirm_password',
        message,
      })),
      ...(b.current_password ? [] : [{ pointer: '/current_password', message: 'Field is required' }]),
    ];
    if (errors.length) throw validationError(errors);
    if (!(await verifyPassword(user.password_hash, b.current_password))) throw new AppError('WRONG_PASSWORD');
    if (await verifyPassword(user.password_hash, b.new_password))
      throw validationError([
        {
          pointer: '/new_password',
          message: 'The new password must differ from the current one',
        },
      ]);
    patch.password_hash = await hashPassword(b.new_password);
    patch.login_status = 0;
  }
  await ctx.db.updateTable('users').set(patch).where('id', '=', caller.userId).execute();
  const { status, profile } = await sessionPayload(ctx.db, caller.userId, caller.customerAccount);
  return { status, profile };
};

/**
 * PUT users/switchlang: the language chosen on the EN/FR switch becomes the
 * user's MT_LANG, so it follows them to their next sign-in on any browser
 * (the language order of 01-shell.md §4 puts MT_LANG before the tab's cache).
 */
const switchLang: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  await ctx.db.updateTable('users').set({ lang: ctx.body.lang }).where('id', '=', caller.userId).execute();
  return { MT_LANG: ctx.body.lang };
};

/** GET globals/securityquestions: questions to choose from and the caller's current ones. */
const securityQuestions: Handler = async (ctx) => {
  const mine = await currentQuestions(ctx.db, signedIn(ctx).userId);
  return {
    questions: SUGGESTED_QUESTIONS.map((text, i) => ({ id: i + 1, text })),
    profile: mine.map((q) => q.question),
    min_required: MIN_SECURITY_QUESTIONS,
  };
};

/** POST globals/securityquestions: the caller's new security profile (update-security-profile). */
const saveSecurityQuestions: Handler = async (ctx) => {
  await saveSecurityProfile(ctx.db, signedIn(ctx).userId, ctx.body.answers);
  return { success: true };
};

export const userProfileHandlers: Record<string, Handler> = {
  'users.update_profile': updateProfile,
  'users.switch_lang': switchLang,
  'globals.securityquestions': securityQuestions,
  'globals.save_securityquestions': saveSecurityQuestions,
};
