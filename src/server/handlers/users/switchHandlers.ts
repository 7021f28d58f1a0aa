import type { FamilyHandlers } from '../Handler';
import { scoped, signedIn } from '../Handler';
import { AppError } from '../../errors';
import { INTERNAL_TYPES } from '../../auth/Caller';
import { createSession, switchSessionAccount } from '../../auth/sessions';
import { logSignIn } from '../../auth/signInLog';
import { findUser, userById } from '../../auth/users';
import { sessionPayload } from '../../data/users/sessionPayload';
import { actingAccounts } from '../../data/users/actingAccounts';
import { sameCompany } from './sameCompany';

/** Staff acting as a user, and users acting for another of their accounts. */
export const switchHandlers: FamilyHandlers<'users'> = {
  /**
   * Staff act as another user of their company (POST users/switchuser, menu id
   * SWITCHUSER). Administrators may take any unlocked user but another
   * administrator; employees and sales staff only customer users. The new
   * session remembers who switched; the staff member's own session stays.
   */
  'users.switch_user': async (ctx) => {
    const caller = signedIn(ctx);
    sameCompany(caller, ctx.body.company);
    if (!INTERNAL_TYPES.has(caller.type)) throw new AppError('SWITCH_USER_REFUSED');
    const target = await findUser(ctx.db, ctx.body.username, caller.company);
    if (!target || target.id === caller.userId || target.locked || target.status !== 'Active') throw new AppError('SWITCH_USER_REFUSED');
    if (target.type === 'ADMIN' || (caller.type !== 'ADMIN' && INTERNAL_TYPES.has(target.type))) throw new AppError('SWITCH_USER_REFUSED');
    const token = await createSession(ctx.db, target.id, caller.company, { switched_by: caller.userId });
    await logSignIn(ctx.db, ctx.request, { uid: target.username, company: caller.company, result: 'success', user: { id: target.id, type: target.type }, token, switchedBy: caller.username });
    return { ...(await sessionPayload(ctx.db, target.id)), token };
  },

  /** POST users/switchaccount: the caller's session works for another of the caller's accounts. */
  'users.switch_account': async (ctx) => {
    const rows = scoped(ctx);
    sameCompany(rows.caller, ctx.body.comp);
    const user = await userById(ctx.db, rows.caller.userId);
    const allowed = await actingAccounts(rows, user).where('account', '=', ctx.body.cust).executeTakeFirst();
    if (!allowed) throw new AppError('ACCOUNT_NOT_ALLOWED');
    await switchSessionAccount(ctx.db, rows.caller.tokenHash, allowed.account);
    return sessionPayload(ctx.db, rows.caller.userId, allowed.account);
  },
};
