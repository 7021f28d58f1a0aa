import type { ColumnType, Generated } from 'kysely';

/**
 * m0055_collections: credit control of each account, collection calls, priority
 * changes, follow-up actions, the AR code tables, EDI billing exceptions and the
 * receivables email log (issue 15 point 4). Numeric columns leave the drivers as text.
 */
type Money = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type Stamp = ColumnType<Date, string | undefined, string>;
type MaybeStamp = ColumnType<Date | null, string | null | undefined, string | null>;
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface ArAccountsTable {
  customer_account: string;
  company: string;
  credit_limit: Money;
  terms_days: Generated<number>;
  credit_status: Generated<string>;
  collector_id: Maybe<number>;
  sales_code: Maybe<string>;
  priority: Generated<number>;
  call_frequency_days: Generated<number>;
  next_call_date: Maybe<string>;
  priority_reason: Maybe<string>;
  priority_updated_by: Maybe<string>;
  priority_updated_at: MaybeStamp;
  review_status: Generated<string>;
  reviewed_at: MaybeStamp;
  review_comment: Maybe<string>;
}

export interface CollectionCallsTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  called_at: Stamp;
  caller_id: Maybe<number>;
  caller: string;
  contact: Maybe<string>;
  phone: Maybe<string>;
  reason: Maybe<string>;
  outcome: string;
  action_code: Maybe<string>;
  notes: string;
  promised_amount: Money;
  promised_date: Maybe<string>;
  follow_up_date: Maybe<string>;
  source: 'collections' | 'sales';
}

export interface CallPriorityLogTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  at: Stamp;
  changed_by: string;
  old_priority: Maybe<number>;
  new_priority: number;
  reason: Maybe<string>;
}

export interface CollectionActionsTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  call_id: Maybe<number>;
  action_code: string;
  description: string;
  assigned_to: Maybe<string>;
  due_date: Maybe<string>;
  status: Generated<string>;
  created_at: Stamp;
  completed_at: MaybeStamp;
}

export interface ArCodeTablesTable {
  id: Generated<number>;
  company: string;
  table_name: string;
  code: string;
  description: string;
  value: Maybe<string>;
  user_id: Maybe<string>;
  sequence: Generated<number>;
  active: Generated<boolean>;
}

export interface EdiBillingExceptionsTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  invoice_id: number;
  trading_partner_id: Maybe<string>;
  document: string;
  error: string;
  status: Generated<string>;
  sent_at: MaybeStamp;
}

export interface ArEmailLogTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  sent_at: Stamp;
  recipient: string;
  subject: string;
  kind: string;
  sent_by: string;
  status: string;
}

export interface CollectionTables {
  ar_accounts: ArAccountsTable;
  collection_calls: CollectionCallsTable;
  call_priority_log: CallPriorityLogTable;
  collection_actions: CollectionActionsTable;
  ar_code_tables: ArCodeTablesTable;
  edi_billing_exceptions: EdiBillingExceptionsTable;
  ar_email_log: ArEmailLogTable;
}
