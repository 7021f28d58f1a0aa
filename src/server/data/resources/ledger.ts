import { boolean, date, datetime, decimal, number, text, type Resource } from '../Resource';

/** An account's statements with their invoices counted and summed (billing.statements: mtdstatement, DRC_STA_LIST). */
export const statements: Resource = {
  table: 'statement_list',
  key: 'statement_number',
  defaultSort: '-statement_date',
  search: ['statement_number', 'customer_account'],
  fields: {
    statement_number: text(),
    customer_account: text(),
    customer_name: text(),
    statement_date: date(),
    due_date: date(),
    invoices: number(),
    amount: decimal(),
    balance: decimal(),
    currency: text(),
    emailed_at: datetime(),
  },
};

/** An account's invoices with their shipment, charges, tax and balance (billing.invoices: mtdinvoice, DRC_INV_HIS; a statement's by its number). */
export const invoiceHistory: Resource = {
  table: 'invoice_list',
  key: 'id',
  defaultSort: '-invoice_date',
  search: ['probill', 'reference', 'statement_number', 'shipper_name', 'consignee_name'],
  fields: {
    probill: text(),
    invoice_date: date(),
    customer_account: text(),
    statement_number: text(),
    pickup_date: date(),
    shipper_name: text(),
    consignee_name: text(),
    reference: text(),
    pieces: number(),
    weight: number(),
    charges: decimal(),
    tax: decimal(),
    total: decimal(),
    paid: decimal(),
    balance: decimal(),
    currency: text(),
    due_date: date(),
    days_past_due: number(),
    interest: decimal(),
    disputed: boolean(),
  },
};

/** Each probill on each statement (billing.pro_statements: mtdProOnStatements, DRC_PRO_NUM). */
export const proStatements: Resource = {
  table: 'pro_statement_list',
  key: 'id',
  defaultSort: '-statement_date',
  search: ['probill', 'statement_number'],
  fields: {
    probill: text(),
    statement_number: text(),
    statement_date: date(),
    customer_account: text(),
    amount: decimal(),
    balance: decimal(),
    currency: text(),
  },
};

/** Ageing of receivables by account and currency (statements_portal.online_aging: AR-ONLINE-AGING). */
export const accountAging: Resource = {
  table: 'account_aging',
  key: 'id',
  defaultSort: '-total',
  search: ['customer_account', 'customer_name'],
  fields: {
    customer_account: text(),
    customer_name: text(),
    group_account: text(),
    collector: text(),
    sales_code: text(),
    credit_limit: decimal(),
    currency: text(),
    current: decimal(),
    days_31_60: decimal(),
    days_61_90: decimal(),
    days_91_120: decimal(),
    over_120: decimal(),
    over_90: decimal(),
    total: decimal(),
    disputed: decimal(),
    interest: decimal(),
    last_payment_date: date(),
  },
};
