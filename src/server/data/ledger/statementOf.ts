import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';

export interface StatementDetail {
  statement_number: string;
  customer_account: string;
  customer_name: string;
  statement_date: string;
  due_date: string;
  currency: string;
  invoices: { probill: string; invoice_date: string; due_date: string; reference: string | null; amount: number; paid: number; balance: number }[];
  /** The sum of the invoices' amounts and balances, added in cents: exact. */
  amount: number;
  balance: number;
}

const cents = (v: unknown) => Math.round(Number(v) * 100);

/** The caller's statement with its invoices; another account's is not found (404), as one that does not exist. */
export async function statementOf(rows: ScopedDb, statementNumber: string): Promise<StatementDetail> {
  const st = await rows
    .selectFrom('statements')
    .innerJoin('customers', 'customers.account', 'statements.customer_account')
    .select(['statement_number', 'customer_account', 'customers.name as customer_name', 'statement_date', 'due_date', 'currency'])
    .where('statement_number', '=', statementNumber)
    .executeTakeFirst();
  if (!st) throw new AppError('NOT_FOUND');
  const invoices = await rows
    .selectFrom('invoices')
    .select(['probill', 'invoice_date', 'due_date', 'reference', 'amount', 'paid'])
    .where('statement_number', '=', st.statement_number)
    .orderBy('invoice_date')
    .orderBy('probill')
    .execute();
  const lines = invoices.map((i) => ({
    probill: i.probill,
    invoice_date: String(i.invoice_date),
    due_date: String(i.due_date),
    reference: i.reference,
    amount: cents(i.amount) / 100,
    paid: cents(i.paid) / 100,
    balance: (cents(i.amount) - cents(i.paid)) / 100,
  }));
  return {
    ...st,
    statement_date: String(st.statement_date),
    due_date: String(st.due_date),
    invoices: lines,
    amount: lines.reduce((sum, l) => sum + cents(l.amount), 0) / 100,
    balance: lines.reduce((sum, l) => sum + cents(l.balance), 0) / 100,
  };
}
