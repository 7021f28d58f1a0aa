import { validationError } from '../../errors';
import { number, OPTIONAL_TEXT, text, upper, WRITE, type Resource } from '../Resource';

/**
 * Customers of the caller's company (a customer user: their own account).
 * Users, shipments, invoices, claims, pickups or group members that still name
 * the account refuse its delete.
 */
export const customers: Resource = {
  table: 'customers',
  key: 'account',
  defaultSort: 'account',
  search: ['account', 'name', 'city'],
  inUse: {
    refs: [
      { table: 'users', column: 'customer_account' },
      { table: 'shipments', column: 'customer_account' },
      { table: 'invoices', column: 'customer_account' },
      { table: 'claims', column: 'customer_account' },
      { table: 'pickups', column: 'customer_account' },
      { table: 'customers', column: 'group_account' },
    ],
    error: 'CUSTOMER_IN_USE',
  },
  duplicate: { pointer: '/account', message: 'Customer already exists' },
  fields: {
    account: text({ write: { on: 'create' } }),
    name: text({ write: WRITE }),
    group_account: text({ write: { as: (v: string) => v || null } }),
    company: text(),
    city: text({ write: OPTIONAL_TEXT }),
    province: text({ write: { ...OPTIONAL_TEXT, as: upper } }),
    user_count: number({ column: '(select count(*)::int from users u where u.customer_account = customers.account)' }),
  },
  // A group account is another customer of the same company.
  check: async (rows, body, current) => {
    const account = current?.account ?? body.account;
    const group = body.group_account as string | null | undefined;
    if (!group) return;
    if (group === account) throw validationError([{ pointer: '/group_account', message: 'A customer cannot be its own group account' }]);
    const found = await rows.selectFrom('customers').select('account').where('account', '=', group).executeTakeFirst();
    if (!found) throw validationError([{ pointer: '/group_account', message: 'Customer Code Not Found' }]);
  },
};
