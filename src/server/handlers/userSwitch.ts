import { sql } from 'kysely';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError } from '../errors';
import { INTERNAL_TYPES, type Caller } from '../auth/Caller';
import { createSession } from '../auth/sessions';
import { logSignIn } from '../auth/signInLog';
import { findUser } from '../auth/users';
import { sessionPayload } from './sessionPayload';
import type { HandlerContext } from './Handler';

/** A company named in a request must be the caller's own: a session never acts for another company. */
export function sameCompany(caller: Caller, company: string | undefined): void {
  if (company && company.toUpperCase() !== caller.company) throw new AppError('WRONG_COMPANY');
}

/**
 * Staff act as another user of their company (POST users/switchuser, menu id
 * SWITCHUSER). Administrators may take any unlocked user but another
 * administrator; employees and sales staff only customer users. The new
 * session remembers who switched; the staff member's own session stays.
 */
const switchUser: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  sameCompany(caller, ctx.body.company);
  if (!INTERNAL_TYPES.has(caller.type)) throw new AppError('SWITCH_USER_REFUSED');
  const target = await findUser(ctx.db, ctx.body.username, caller.company);
  if (!target || target.id === caller.userId || target.locked || target.status !== 'Active') throw new AppError('SWITCH_USER_REFUSED');
  if (target.type === 'ADMIN' || (caller.type !== 'ADMIN' && INTERNAL_TYPES.has(target.type))) throw new AppError('SWITCH_USER_REFUSED');
  const token = await createSession(ctx.db, target.id, caller.company, {
    switched_by: caller.userId,
  });
  await logSignIn(ctx.db, ctx.request, { uid: target.username, company: caller.company, result: 'success', user: { id: target.id, type: target.type }, token, switchedBy: caller.username });
  return { ...(await sessionPayload(ctx.db, target.id)), token };
};

/** The customer accounts a user may act for: their own and those granted to them; staff, every account of the company. */
function accountsOf(
  ctx: HandlerContext,
  user: {
    id: number;
    type: string;
    company: string;
    customer_account: string | null;
  },
) {
  let q = ctx.db.selectFrom('customers').select(['account', 'name', 'company', 'city', 'province']).where('company', '=', user.company);
  if (!INTERNAL_TYPES.has(user.type)) {
    const granted = ctx.db.selectFrom('user_accounts').select('account').where('user_id', '=', user.id);
    q = q.where((eb) => eb.or([eb('account', '=', user.customer_account ?? '__none__'), eb('account', 'in', granted)]));
  }
  return q.orderBy('account');
}

/** POST users/switchaccount: the caller's session works for another of the caller's accounts. */
const switchAccount: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  sameCompany(caller, ctx.body.comp);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'type', 'company', 'customer_account'])
    .where('id', '=', caller.userId)
    .executeTakeFirstOrThrow();
  const allowed = await accountsOf(ctx, user).where('account', '=', ctx.body.cust).executeTakeFirst();
  if (!allowed) throw new AppError('ACCOUNT_NOT_ALLOWED');
  await ctx.db.updateTable('sessions').set({ customer_account: allowed.account }).where('token_hash', '=', caller.tokenHash).execute();
  return sessionPayload(ctx.db, caller.userId, allowed.account);
};

/**
 * GET globals/account/user: the accounts a user may act for. A user asks about
 * themselves; staff may ask about a customer user of their company.
 */
const accountUser: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  sameCompany(caller, ctx.query.comp);
  const user = await findUser(ctx.db, ctx.query.uid, caller.company);
  if (!user || (user.id !== caller.userId && !INTERNAL_TYPES.has(caller.type))) throw new AppError('FORBIDDEN');
  let q = accountsOf(ctx, user);
  if (ctx.query.cust) q = q.where('account', '=', ctx.query.cust);
  const rows = await q.execute();
  const offset = ctx.query.offset ?? 0;
  const limit = ctx.query.limit ?? 9999;
  return {
    count: rows.length,
    results: rows.slice(offset, offset + limit).map((r) => ({
      cust: r.account,
      name: r.name,
      comp: r.company,
      city: r.city,
      province: r.province,
      is_default: r.account === user.customer_account,
      active: true,
    })),
  };
};

/** POST globals/access/expiry: the session is alive (a dead one never gets here: 401). It does not extend it. */
const accessExpiry: Handler = async (ctx) => {
  const row = await ctx.db
    .selectFrom('sessions')
    .select('expires_at')
    .where('token_hash', '=', signedIn(ctx).tokenHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return { expired: false, expires_at: new Date(row.expires_at).toISOString() };
};

export const userSwitchHandlers: Record<string, Handler> = {
  'users.switch_user': switchUser,
  'users.switch_account': switchAccount,
  'globals.account_user': accountUser,
  'globals.access_expiry': accessExpiry,
};
