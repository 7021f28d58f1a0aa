import { datetime, decimal, number, text, type Resource } from '../Resource';

/** Claims of the caller's company and, for a customer user, account (CLAIM-LIST). */
export const claims: Resource = {
  table: 'claims',
  key: 'id',
  defaultSort: '-created_at',
  search: ['claim_number', 'probill'],
  fields: {
    id: number(),
    claim_number: text(),
    customer_account: text(),
    probill: text(),
    amount: decimal(),
    claimant_email: text(),
    description: text(),
    status: text(),
    created_at: datetime(),
  },
};
