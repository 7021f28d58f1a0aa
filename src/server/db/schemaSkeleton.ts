import type { ColumnType, Generated } from 'kysely';

/** m0043_skeleton_accounts: prospects that quote before they are customers (issue 14). */
export interface SkeletonAccountsTable {
  id: Generated<number>;
  company: string;
  service: 'online_quoting' | 'rapid_bol';
  user_id: number | null;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  country: Generated<string>;
  account_number_given: string | null;
  /** The real account once the prospect became a customer: a link, not an owner. */
  linked_account: string | null;
  bol_allowed: Generated<boolean>;
  closed_at: ColumnType<Date | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, string | undefined, never>;
  activated_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface SkeletonTables {
  skeleton_accounts: SkeletonAccountsTable;
}
