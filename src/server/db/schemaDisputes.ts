import type { ColumnType, Generated } from 'kysely';

/** m0051_disputes: disputes of invoices, their history and attachments (issue 15 point 3). Numeric leaves the drivers as text. */
type Money = ColumnType<string, string | number, string | number>;
type Stamp = ColumnType<Date | null, string | null | undefined, string | null>;

export type DisputeStatus = 'Submitted' | 'In Progress' | 'Review' | 'Sent to sales' | 'Resolved';

export interface DisputesTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  invoice_id: number;
  probill: string;
  status: DisputeStatus;
  reason: string;
  amount_disputed: Money;
  comment: string | null;
  contact_email: string | null;
  sales_code: string | null;
  resolution: string | null;
  credit_amount: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  submitted_by: number | null;
  submitted_at: ColumnType<Date, string | undefined, never>;
  updated_by: number | null;
  updated_at: Stamp;
  resolved_at: Stamp;
}

export interface DisputeHistoryTable {
  id: Generated<number>;
  dispute_id: number;
  action: string;
  status: DisputeStatus;
  comment: string | null;
  changed_by: number | null;
  changed_at: ColumnType<Date, string | undefined, never>;
}

export interface DisputeAttachmentsTable {
  id: Generated<number>;
  dispute_id: number;
  file_key: string;
  file_name: string;
  content_type: string;
  size: number;
  uploaded_by: number;
  uploaded_at: ColumnType<Date, string | undefined, never>;
}

export interface DisputeTables {
  disputes: DisputesTable;
  dispute_history: DisputeHistoryTable;
  dispute_attachments: DisputeAttachmentsTable;
}
