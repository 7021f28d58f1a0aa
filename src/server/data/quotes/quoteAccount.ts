import { validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';

/**
 * The account a quote is made for: a customer user's own (naming another is
 * refused), none for a limited-access account, and for staff quoting for a
 * customer (MTONLINEQUOTEMAN) the account they name, which must be one of
 * their company's. The same message either way, as for pickups.
 */
export async function quoteAccount(rows: ScopedDb, named: string | undefined): Promise<string | null> {
  const refuse = () => validationError([{ pointer: '/account_number', message: 'Error validating account number' }]);
  const own = rows.scope.customer;
  if (own !== null) {
    const mine = rows.caller.customerAccount;
    if (named !== undefined && named !== mine) throw refuse();
    return mine;
  }
  if (named === undefined) return null;
  const found = await rows.selectFrom('customers').select('account').where('account', '=', named).executeTakeFirst();
  if (!found) throw refuse();
  return found.account;
}
