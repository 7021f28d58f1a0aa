import { datetime, decimal, number, text, type Resource } from '../Resource';

/** Disputed invoices with their state (statements_portal.disputes: AR-DISPUTED-PROS, -INPRG; by customer AR-DISPUTED-PCUST). */
export const disputes: Resource = {
  table: 'dispute_list',
  key: 'id',
  defaultSort: '-submitted_at',
  search: ['probill', 'customer_account', 'customer_name', 'reason'],
  fields: {
    probill: text(),
    customer_account: text(),
    customer_name: text(),
    status: text(),
    reason: text(),
    amount_disputed: decimal(),
    balance: decimal(),
    currency: text(),
    sales_code: text(),
    collector: text(),
    days_open: number(),
    submitted_at: datetime(),
    updated_at: datetime(),
    resolution: text(),
  },
};

/** Every claim of the company under processing, for its claims staff (claims.processing: CLAIM-PROC). */
export const claimProcessing: Resource = {
  table: 'claim_processing',
  key: 'id',
  defaultSort: '-created_at',
  search: ['claim_number', 'probill', 'customer_account', 'customer_name'],
  fields: {
    claim_number: text(),
    customer_account: text(),
    customer_name: text(),
    probill: text(),
    amount: decimal(),
    status: text(),
    claimant_email: text(),
    origin_terminal: text(),
    destination_terminal: text(),
    assigned_to: text(),
    days_open: number(),
    attachments: number(),
    created_at: datetime(),
    updated_at: datetime(),
  },
};
