import { INTERNAL_TYPES } from '../../auth/Caller';
import type { ScopedDb } from '../ScopedDb';

export interface ActingUser {
  id: number;
  type: string;
  customer_account: string | null;
}

/**
 * The customer accounts a user of the caller's company may act for: their
 * own and those granted to them; staff, every account of the company. These
 * are the user's rights, so they are read company-wide, not within the
 * account the caller's session works for now.
 */
export function actingAccounts(rows: ScopedDb, user: ActingUser) {
  let q = rows.companyWide('customers').select(['account', 'name', 'company', 'city', 'province']);
  if (!INTERNAL_TYPES.has(user.type)) {
    const granted = rows.db.selectFrom('user_accounts').select('account').where('user_id', '=', user.id);
    q = q.where((eb) => eb.or([eb('account', '=', user.customer_account ?? '__none__'), eb('account', 'in', granted)]));
  }
  return q.orderBy('account');
}
