import { boolean, datetime, number, text, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/**
 * Skeleton (prospect) accounts with their status and quotes (OQ-SKACC-MANAGE,
 * RBOL-SKACC-MANAGE, MTONLINEQUOTESK's list): the company's staff rows. Read
 * through the declaration; changes and removal have side effects on the
 * account's user and are data/quotes/skeletonAccounts.ts.
 */
export const skeletonAccounts: Resource = {
  table: 'skeleton_account_list',
  key: 'id',
  defaultSort: '-created_at',
  // Prospects' contacts across every account: staff only, whatever menu a customer were given.
  guard: staffOnly,
  search: ['company_name', 'contact_name', 'email', 'username', 'postal_code', 'city'],
  fields: {
    id: number(),
    service: text(),
    user_id: number(),
    username: text(),
    email: text(),
    company_name: text(),
    contact_name: text(),
    phone: text(),
    address: text(),
    city: text(),
    province: text(),
    postal_code: text(),
    country: text(),
    account_number_given: text(),
    status: text(),
    customer_account: text({ column: 'linked_account' }),
    bol_allowed: boolean(),
    quotes_last_24h: number(),
    quotes_total: number(),
    last_quote_at: datetime(),
    created_at: datetime(),
    activated_at: datetime(),
  },
};
