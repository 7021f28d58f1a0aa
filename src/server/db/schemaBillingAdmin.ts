import type { ColumnType, Generated } from 'kysely';

/** m0060_billing_admin: delivery codes, billing exit conditions and billing production (issue 15 point 5). */
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Stamp = ColumnType<Date | null, string | null | undefined, string | null>;

export interface DeliveryCodesTable {
  company: string;
  code: string;
  description: string;
  description_fr: Maybe<string>;
  category: string;
  billable: Generated<boolean>;
  active: Generated<boolean>;
}

export interface BillingExitConditionsTable {
  exit_id: Generated<number>;
  company: string;
  exit_type: string;
  /** Set last of the company by a trigger when left out. */
  sequence: ColumnType<number, number | undefined, number>;
  description: string;
  customer_account: Maybe<string>;
  terminal: Maybe<string>;
  field: string;
  operator: string;
  value: string;
  action: string;
  notify_email: Maybe<string>;
  active: Generated<boolean>;
  updated_by: Maybe<string>;
  updated_at: Stamp;
}

export interface BillingProductionTable {
  id: Generated<number>;
  company: string;
  work_date: ColumnType<Date, string, string>;
  terminal: string;
  user_id: number;
  bills_entered: number;
  bills_corrected: number;
  /** numeric(5, 2): leaves the drivers as text. */
  hours: ColumnType<string, string | number, string | number>;
  errors: number;
}

export interface BillingAdminTables {
  delivery_codes: DeliveryCodesTable;
  billing_exit_conditions: BillingExitConditionsTable;
  billing_production: BillingProductionTable;
}
