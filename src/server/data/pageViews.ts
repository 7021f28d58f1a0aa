import { INTERNAL_TYPES } from '../auth/Caller';
import type { ScopedDb } from './ScopedDb';
import { masterValue } from './masterConfig';

/**
 * The portal's own analytics: a page view is recorded when analytics is on
 * (master configuration GOOGLE_ANALYTICS_OPTION) and the command's flag is Y,
 * under the id of the user type: internal for ADMIN, EMPLOYEE and SALES, the
 * customer id otherwise (01-shell.md §6).
 */
export async function recordPageView(rows: ScopedDb, cmid: string, path: string) {
  const option = await masterValue(rows.db, 'GOOGLE_ANALYTICS_OPTION');
  const command = await rows.db.selectFrom('commands').select('analytics').where('cmid', '=', cmid).executeTakeFirst();
  const key = INTERNAL_TYPES.has(rows.caller.type) ? 'GOOGLE_ANALYTICS_ID' : 'GOOGLE_ANALYTICS_ID_CUSTOMER';
  const analyticsId = await masterValue(rows.db, key);
  if (option !== 'Y' || command?.analytics !== 'Y' || !analyticsId) return { recorded: false, analytics_id: analyticsId };
  await rows.insertInto('page_views', { user_type: rows.caller.type, analytics_id: analyticsId, cmid, path }).execute();
  return { recorded: true, analytics_id: analyticsId };
}
