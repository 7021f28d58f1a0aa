import type { ColumnType, Generated } from 'kysely';

/**
 * m0050_ledger: invoice lines, statements, payments and their applications (issue 15).
 * Numeric columns leave the drivers as text (exact), go in as text or number.
 */
type Money = ColumnType<string, string | number, string | number>;

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  line_no: number;
  kind: 'freight' | 'fuel' | 'accessorial' | 'tax';
  code: string;
  description: string;
  rate: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  quantity: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  amount: Money;
}

export interface StatementsTable {
  statement_number: string;
  company: string;
  customer_account: string;
  statement_date: string;
  due_date: string;
  currency: Generated<string>;
  emailed_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface PaymentsTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  kind: 'payment' | 'credit';
  reference: string;
  received_date: string;
  amount: Money;
  currency: Generated<string>;
}

export interface PaymentApplicationsTable {
  id: Generated<number>;
  payment_id: number;
  invoice_id: number;
  amount: Money;
  applied_date: string;
}

export interface LedgerTables {
  invoice_lines: InvoiceLinesTable;
  statements: StatementsTable;
  payments: PaymentsTable;
  payment_applications: PaymentApplicationsTable;
}
