import { boolean, date, datetime, decimal, number, text, type Field, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/** The account columns the collections lists share. Every collections list is the carrier's staff's (staffOnly), whatever its rows' scope. */
const account = { customer_account: text(), customer_name: text() };

/**
 * The call list (statements_portal.daily_calls and sales_calls: AR-DAILY-CALLS,
 * AR-SUP-DAILY-CALLS, AR-SALES-CALLS): accounts in priority order with what they
 * owe over 60 days, in Canadian dollars. `due` is what today's list holds.
 */
export const dailyCalls: Resource = {
  guard: staffOnly,
  table: 'ar_daily_calls',
  key: 'customer_account',
  defaultSort: 'priority',
  search: ['customer_account', 'customer_name', 'collector'],
  fields: {
    ...account,
    collector: text(),
    sales_code: text(),
    priority: number(),
    reason: text(),
    balance_over_60: decimal(),
    total_balance: decimal(),
    last_call_at: datetime(),
    follow_up_date: date(),
    called_today: boolean(),
    due: boolean(),
  },
};

/** Calls made, newest first (statements_portal.call_history: AR-CALL-HISTORY). */
export const collectionCalls: Resource = {
  guard: staffOnly,
  table: 'collection_call_list',
  key: 'id',
  defaultSort: '-called_at',
  search: ['customer_account', 'customer_name', 'caller', 'notes'],
  fields: {
    id: number(),
    ...account,
    called_at: datetime(),
    caller: text(),
    contact: text(),
    phone: text(),
    reason: text(),
    outcome: text(),
    action_code: text(),
    notes: text(),
    promised_amount: decimal(),
    promised_date: date(),
    follow_up_date: date(),
    source: text(),
  },
};

/** Each account's call priority, collector and call frequency (statements_portal.call_priorities: AR-CALL-PRIORITY-MGMT). */
export const callPriorities: Resource = {
  guard: staffOnly,
  table: 'ar_priority_list',
  key: 'customer_account',
  defaultSort: 'priority',
  search: ['customer_account', 'customer_name', 'collector'],
  fields: {
    ...account,
    priority: number(),
    collector: text(),
    reason: text(),
    call_frequency_days: number(),
    updated_by: text(),
    updated_at: datetime(),
  },
};

/** Every change of a call priority (statements_portal.call_priority_log: AR-CALL-PRIORITY-LOG). */
export const callPriorityLog: Resource = {
  guard: staffOnly,
  table: 'call_priority_log_list',
  key: 'id',
  defaultSort: '-at',
  search: ['customer_account', 'customer_name', 'by'],
  // `by` and `to` are SQL words: the views name the columns changed_by and recipient.
  fields: { at: datetime(), ...account, by: text({ column: 'changed_by' }), old_priority: number(), new_priority: number(), reason: text() },
};

/** Follow-up actions of calls (statements_portal.call_actions: AR-CALL-ACTIONS). */
export const callActions: Resource = {
  guard: staffOnly,
  table: 'collection_action_list',
  key: 'id',
  defaultSort: 'due_date',
  search: ['customer_account', 'customer_name', 'action_code', 'description'],
  fields: {
    id: number(),
    ...account,
    action_code: text(),
    description: text(),
    assigned_to: text(),
    due_date: date(),
    status: text(),
    created_at: datetime(),
    completed_at: datetime(),
  },
};

/** EDI invoices (210) a trading partner refused (statements_portal.edi_exceptions: AR-EDI-EXCEPTIONS). */
export const ediExceptions: Resource = {
  guard: staffOnly,
  table: 'edi_exception_list',
  key: 'id',
  defaultSort: '-invoice_date',
  search: ['probill', 'customer_account', 'customer_name', 'error'],
  fields: {
    probill: text(),
    ...account,
    trading_partner_id: text(),
    document: text(),
    invoice_date: date(),
    amount: decimal(),
    error: text(),
    status: text(),
    sent_at: datetime(),
  },
};

/** Statements, reminders and notices emailed about receivables (statements_portal.email_logs: AR-EMAIL-LOGS). */
export const arEmailLogs: Resource = {
  guard: staffOnly,
  table: 'ar_email_log_list',
  key: 'id',
  defaultSort: '-sent_at',
  search: ['customer_account', 'to', 'subject'],
  fields: {
    id: number(),
    sent_at: datetime(),
    customer_account: text(),
    to: text({ column: 'recipient' }),
    subject: text(),
    kind: text(),
    sent_by: text(),
    status: text(),
  },
};

/** Rows of the collections code tables (statements_portal.table_rows: AR-MANAGE-TABLES). */
export const arCodeTables: Resource = {
  guard: staffOnly,
  table: 'ar_code_table_list',
  key: 'id',
  defaultSort: 'sequence',
  search: ['code', 'description'],
  fields: {
    id: number(),
    table_name: text(),
    code: text(),
    description: text(),
    value: text(),
    user_id: text(),
    sequence: number(),
    active: boolean(),
  },
};

/** A salesperson's accounts with what they owe late and the review (statements_portal.sales_review: AR-SALES-REVIEW). */
export const salesReview: Resource = {
  guard: staffOnly,
  table: 'ar_sales_review',
  key: 'customer_account',
  defaultSort: '-over_60',
  search: ['customer_account', 'customer_name', 'sales_code'],
  fields: {
    sales_code: text(),
    salesperson: text(),
    ...account,
    over_60: decimal(),
    over_90: decimal(),
    total: decimal(),
    disputes_open: number(),
    review_status: text(),
    reviewed_at: datetime(),
    comment: text(),
  },
};

/** An account's invoices for credit staff (statements_portal.account_invoices: AR-ACCOUNT-INVOICE). */
export const arAccountInvoices: Resource = {
  guard: staffOnly,
  table: 'ar_account_invoice_list',
  key: 'id',
  defaultSort: '-invoice_date',
  search: ['probill', 'reference', 'shipper_name', 'consignee_name'],
  fields: {
    probill: text(),
    customer_account: text(),
    invoice_date: date(),
    due_date: date(),
    reference: text(),
    shipper_name: text(),
    consignee_name: text(),
    amount: decimal(),
    paid: decimal(),
    balance: decimal(),
    currency: text(),
    status: text(),
  },
};

const buckets: Record<string, Field> = {
  currency: text(),
  current: decimal(),
  days_31_60: decimal(),
  days_61_90: decimal(),
  days_91_120: decimal(),
  over_120: decimal(),
  total: decimal(),
};

/** Every account's ageing with its collector and sales code (statements_portal.ar_report: AR_VIEW_RPT). */
export const arReceivables: Resource = {
  guard: staffOnly,
  table: 'ar_receivables',
  key: 'id',
  defaultSort: '-total',
  search: ['customer_account', 'customer_name', 'collector'],
  fields: {
    ...account,
    group_account: text(),
    collector: text(),
    sales_code: text(),
    credit_limit: decimal(),
    ...buckets,
    over_90: decimal(),
    disputed: decimal(),
    interest: decimal(),
    last_payment_date: date(),
  },
};

/** Ageing by group account (statements_portal.aging_by_group: AR-AGEING-BY-GROUP). */
export const groupAging: Resource = {
  guard: staffOnly,
  table: 'ar_group_aging',
  key: 'id',
  defaultSort: '-total',
  search: ['group', 'group_name'],
  fields: { group: text({ column: 'group_code' }), group_name: text(), accounts: number(), ...buckets, over_60_percent: decimal() },
};

/** Each collector's accounts, calls, promises and collections (statements_portal.collections and collection_report). */
export const collectorSummary: Resource = {
  guard: staffOnly,
  table: 'ar_collector_summary',
  key: 'collector',
  defaultSort: 'collector',
  search: ['collector'],
  fields: {
    collector: text(),
    accounts: number(),
    calls_today: number(),
    calls_week: number(),
    promises: number(),
    promised_amount: decimal(),
    collected_amount: decimal(),
    over_60: decimal(),
    over_90: decimal(),
    disputes_open: number(),
  },
};

/** The manager's report of this month by collector and currency (statements_portal.management_report: AR_MAN_RPT). */
export const managementReport: Resource = {
  guard: staffOnly,
  table: 'ar_management_report',
  key: 'id',
  defaultSort: 'collector',
  search: ['collector'],
  fields: {
    period: text(),
    region: text(),
    collector: text(),
    currency: text(),
    total_ar: decimal(),
    current_percent: decimal(),
    over_60_percent: decimal(),
    over_90_percent: decimal(),
    dso: decimal(),
    collected: decimal(),
    disputed: decimal(),
    written_off: decimal(),
  },
};

export const collectionResources: Record<string, Resource> = {
  dailyCalls,
  collectionCalls,
  callPriorities,
  callPriorityLog,
  callActions,
  ediExceptions,
  arEmailLogs,
  arCodeTables,
  salesReview,
  arAccountInvoices,
  arReceivables,
  groupAging,
  collectorSummary,
  managementReport,
};
