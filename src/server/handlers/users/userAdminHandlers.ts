import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { AppError } from '../../errors';
import type { Caller } from '../../auth/Caller';
import { assertCompanyAdmin } from '../../auth/companyAdmin';
import { addUser, changeUser } from '../../data/users/saveUser';
import { userRecord } from '../../data/users/userRecord';
import { lockUser, removeUser, searchUsers, userIdTaken } from '../../data/users/managedUsers';
import { userFormOptions } from '../../data/users/userFormOptions';

// The catalogue's user ID pattern (definitions/uid of users.json).
const UID = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,99}$/;

function ownCompany(caller: Caller, company: string | undefined) {
  if (company !== undefined && company.toUpperCase() !== caller.company) throw new AppError('NO_PERMISSION_CHANGE');
}

/** User administration (UA-START, UA-ADD): the users of the caller's company, a customer administrator's of their account. */
export const userAdminHandlers: FamilyHandlers<'users'> = {
  'users.user_create': async (ctx) => addUser(scoped(ctx), ctx.body),
  'users.user_get': async (ctx) => userRecord(scoped(ctx), ctx.params.id),
  'users.user_update': async (ctx) => changeUser(scoped(ctx), ctx.params.id, ctx.body),
  'users.options': async (ctx) => userFormOptions(scoped(ctx)),

  'users.user_delete': async (ctx) => {
    const rows = scoped(ctx);
    await assertCompanyAdmin(ctx.db, rows.caller);
    await removeUser(rows, ctx.params.id);
    return { success: true };
  },

  'users.lock_unlock': async (ctx) => {
    const rows = scoped(ctx);
    await assertCompanyAdmin(ctx.db, rows.caller);
    ownCompany(rows.caller, ctx.body.company);
    return lockUser(rows, ctx.body.uid, ctx.body.lock);
  },

  /** Whether a proposed user ID may be given in the caller's company (user IDs are unique there, in any case). */
  'users.user_verify': async (ctx) => {
    const rows = scoped(ctx);
    ownCompany(rows.caller, ctx.query.company);
    const valid = UID.test(ctx.query.uid);
    const available = !(await userIdTaken(rows, ctx.query.uid));
    const message = !valid ? 'Invalid format' : !available ? 'User already exists' : undefined;
    return { valid, available, ...(message ? { message } : {}) };
  },

  'users.search': async (ctx) => {
    const rows = scoped(ctx);
    ownCompany(rows.caller, ctx.query.comp);
    return searchUsers(rows, ctx.query.search, ctx.query.user_type, ctx.query.limit ?? 20);
  },
};
