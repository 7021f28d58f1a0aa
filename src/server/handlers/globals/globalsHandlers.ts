import type { FamilyHandlers } from '../Handler';
import { scoped, signedIn } from '../Handler';
import { AppError } from '../../errors';
import { holdsAny, INTERNAL_TYPES } from '../../auth/Caller';
import { sessionExpiry } from '../../auth/sessions';
import { findUser } from '../../auth/users';
import { companyBrand } from '../../data/companyBrand';
import { recordPageView } from '../../data/pageViews';
import { actingAccounts } from '../../data/users/actingAccounts';
import { helpOfMenu } from '../../data/menus/menuHelp';
import { sameCompany } from '../users/sameCompany';

export const globalsHandlers: FamilyHandlers<'globals'> = {
  'globals.version': async ({ version }) => ({ version }),

  'globals.access_cmid': async (ctx) => ({ access: await holdsAny(ctx.db, signedIn(ctx), [ctx.query.cmid]) }),

  'globals.company': async ({ db, params }) => companyBrand(db, params.code),

  /** The session is alive (a dead one never gets here: 401); the catalogue marks the call so that it does not extend it. */
  'globals.access_expiry': async (ctx) => ({ expired: false, expires_at: await sessionExpiry(ctx.db, signedIn(ctx).tokenHash) }),

  /** The portal's own analytics: no external script is loaded (01-shell.md §6). */
  'globals.page_view': async (ctx) => recordPageView(scoped(ctx), ctx.body.cmid, ctx.body.path),

  /**
   * GET globals/account/user: the accounts a user may act for. A user asks about
   * themselves; staff may ask about a user of their company.
   */
  'globals.account_user': async (ctx) => {
    const rows = scoped(ctx);
    sameCompany(rows.caller, ctx.query.comp);
    const user = await findUser(ctx.db, ctx.query.uid, rows.caller.company);
    if (!user || (user.id !== rows.caller.userId && !INTERNAL_TYPES.has(rows.caller.type))) throw new AppError('FORBIDDEN');
    let q = actingAccounts(rows, user);
    if (ctx.query.cust) q = q.where('account', '=', ctx.query.cust);
    const found = await q.execute();
    const offset = ctx.query.offset ?? 0;
    const limit = ctx.query.limit ?? 9999;
    return {
      count: found.length,
      results: found.slice(offset, offset + limit).map((r) => ({
        cust: r.account,
        name: r.name,
        comp: r.company,
        city: r.city,
        province: r.province,
        is_default: r.account === user.customer_account,
        active: true,
      })),
    };
  },

  'globals.menu_help': async (ctx) =>
    helpOfMenu(scoped(ctx), ctx.params.mid, (userLang) => /^\s*fr\b/i.test(ctx.request.headers['accept-language'] ?? '') || userLang === 'fr'),
};
