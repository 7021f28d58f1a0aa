import type { ColumnType, Generated } from 'kysely';

/**
 * m0079_wanded_pros and m0080_credit_limits (issue 15 points 4 and 5): the
 * handheld scans of probills and the history of credit limits. Numeric
 * columns leave the drivers as text.
 */
type Money = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type Stamp = ColumnType<Date, string | undefined, string>;
type MaybeStamp = ColumnType<Date | null, string | null | undefined, string | null>;
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface WandedProsTable {
  id: Generated<number>;
  company: string;
  probill: string;
  customer_account: string;
  user_id: string;
  user_name: string;
  terminal: string;
  device: Maybe<string>;
  scan_type: string;
  wanded_at: ColumnType<Date, string, string>;
  downloaded_at: MaybeStamp;
}

export interface CreditLimitHistoryTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  changed_at: Stamp;
  changed_by: string;
  old_limit: Money;
  new_limit: Money;
  old_status: Maybe<string>;
  new_status: string;
  reason: string;
}

export interface BillingMoneyTables {
  wanded_pros: WandedProsTable;
  credit_limit_history: CreditLimitHistoryTable;
}
