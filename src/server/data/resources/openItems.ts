import { boolean, date, decimal, json, number, text, type Resource } from '../Resource';

const DISPUTE_DETAILS = `case when disputed then json_build_object('Dispute status', dispute_status, 'Statement', statement_number, 'Balance', amount - paid) end`;

/** Unpaid invoices (statements_portal): the open_items view of m0002_grid. */
export const openItems: Resource = {
  table: 'open_items',
  // The view's unique id breaks ties; the grid does not answer it.
  key: 'id',
  defaultSort: '-days_past_due',
  search: ['probill', 'reference', 'statement_number'],
  fields: {
    probill: text(),
    customer_account: text(),
    invoice_date: date(),
    due_date: date(),
    days_past_due: number(),
    reference: text(),
    amount: decimal(),
    paid: decimal(),
    balance: decimal(),
    currency: text(),
    disputed: boolean(),
    dispute_status: text(),
    statement_number: text(),
    // A disputed item opens onto its dispute (the grid's row expand); the others have nothing to expand.
    row_details: json({ column: DISPUTE_DETAILS, select: DISPUTE_DETAILS }),
  },
};
