import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { INTERNAL_TYPES } from '../auth/Caller';
import { masterValue } from './sessionPayload';

/**
 * POST globals/page_view: the portal's own analytics. No external script is
 * loaded; a page view is recorded here when analytics is on (master
 * configuration GOOGLE_ANALYTICS_OPTION) and the command's flag is Y, under
 * the id of the user type: internal for ADMIN, EMPLOYEE and SALES, the
 * customer id otherwise (01-shell.md §6).
 */
const pageView: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const { cmid, path } = ctx.body as { cmid: string; path: string };
  const option = await masterValue(ctx.db, 'GOOGLE_ANALYTICS_OPTION');
  const command = await ctx.db.selectFrom('commands').select('analytics').where('cmid', '=', cmid).executeTakeFirst();
  const key = INTERNAL_TYPES.has(caller.type) ? 'GOOGLE_ANALYTICS_ID' : 'GOOGLE_ANALYTICS_ID_CUSTOMER';
  const analyticsId = await masterValue(ctx.db, key);
  if (option !== 'Y' || command?.analytics !== 'Y' || !analyticsId) return { recorded: false, analytics_id: analyticsId };
  await ctx.db
    .insertInto('page_views')
    .values({
      user_id: caller.userId,
      company: caller.company,
      user_type: caller.type,
      analytics_id: analyticsId,
      cmid,
      path,
    })
    .execute();
  return { recorded: true, analytics_id: analyticsId };
};

export const pageViewHandlers: Record<string, Handler> = {
  'globals.page_view': pageView,
};
