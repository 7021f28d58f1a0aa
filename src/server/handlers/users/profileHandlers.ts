import type { FamilyHandlers } from '../Handler';
import { scoped, signedIn } from '../Handler';
import { actorOf, auditedUserChange } from '../../data/audit/auditedChange';
import { AppError, validationError } from '../../errors';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { newPasswordProblems } from '../../../shared/rules/password';
import { ownPasswordState, updateOwnProfile, type OwnProfilePatch } from '../../data/users/ownProfile';
import { sessionPayload } from '../../data/users/sessionPayload';

/** The caller's own profile and language. */
export const profileHandlers: FamilyHandlers<'users'> = {
  /**
   * PUT users: the caller's profile, and a new password when one is given (the
   * current password proves it is the user; the policy of 02-business.md §5 is
   * checked here whatever the browser did). Setting it ends login status 4.
   */
  'users.update_profile': async (ctx) => {
    const caller = signedIn(ctx);
    const b = ctx.body;
    const patch: OwnProfilePatch = { first_name: b.MT_FNAME, last_name: b.MT_LNAME, email: b.MT_EMAIL };
    if (b.MT_LANG) patch.lang = b.MT_LANG;
    if (b.MT_THEME) patch.theme = b.MT_THEME;
    const user = await ownPasswordState(ctx.db, caller.userId);
    const wantsPassword = b.new_password !== undefined || b.confirm_password !== undefined;
    if (user.login_status === 4 && !wantsPassword) throw validationError([{ pointer: '/new_password', message: 'Field is required' }]);
    if (wantsPassword) {
      const problems = newPasswordProblems(b.new_password ?? '', b.confirm_password ?? '', user.username);
      const errors = [
        ...problems.password.map((message) => ({ pointer: '/new_password', message })),
        ...problems.confirmation.map((message) => ({ pointer: '/confirm_password', message })),
        ...(b.current_password ? [] : [{ pointer: '/current_password', message: 'Field is required' }]),
      ];
      if (errors.length) throw validationError(errors);
      if (!(await verifyPassword(user.password_hash, b.current_password!))) throw new AppError('WRONG_PASSWORD');
      if (await verifyPassword(user.password_hash, b.new_password!)) throw validationError([{ pointer: '/new_password', message: 'The new password must differ from the current one' }]);
      patch.password_hash = await hashPassword(b.new_password!);
      patch.login_status = 0;
    }
    // Audited with the change; a new password shows as password_changed, its hash never in the log.
    await auditedUserChange(ctx.db, actorOf(scoped(ctx)), caller.userId, (trx) => updateOwnProfile(trx, caller.userId, patch, caller.tokenHash), patch.password_hash ? { password_changed: true } : undefined);
    const { status, profile } = await sessionPayload(ctx.db, caller.userId, caller.customerAccount);
    return { status, profile };
  },

  /**
   * PUT users/switchlang: the language chosen on the EN/FR switch becomes the
   * user's MT_LANG, so it follows them to their next sign-in on any browser
   * (the language order of 01-shell.md §4 puts MT_LANG before the tab's cache).
   */
  'users.switch_lang': async (ctx) => {
    const userId = signedIn(ctx).userId;
    await auditedUserChange(ctx.db, actorOf(scoped(ctx)), userId, (trx) => updateOwnProfile(trx, userId, { lang: ctx.body.lang }));
    return { MT_LANG: ctx.body.lang };
  },
};
