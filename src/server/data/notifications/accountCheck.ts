import type { ScopedDb } from '../ScopedDb';
import type { Row } from '../Resource';
import { validationError } from '../../errors';

/**
 * A subscription's or contact's account must be one of the caller's company (a customer
 * user's own is enforced by the data layer already), and a new row records who made it.
 */
export async function accountOfCompany(rows: ScopedDb, body: Row, current?: Row, field = 'customer_account'): Promise<void> {
  const account = body[field];
  if (typeof account === 'string' && account) {
    const found = await rows.companyWide('customers').select('account').where('account', '=', account).executeTakeFirst();
    if (!found) throw validationError([{ pointer: `/${field}`, message: 'Customer Code Not Found' }]);
  }
  if (!current) body.created_by = rows.caller.username;
}
