import { sql } from 'kysely';
import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';

export interface InvoiceLine {
  kind: string;
  code: string;
  description: string;
  rate: number | null;
  quantity: number | null;
  amount: number;
}

/** One invoice with its lines and shipment, as the charges screen and the invoice PDF show it. */
export interface InvoiceDetail {
  probill: string;
  customer_account: string;
  customer_name: string;
  invoice_date: string;
  due_date: string;
  statement_number: string | null;
  reference: string | null;
  currency: string;
  shipment: { pickup_date: string | null; shipper_name: string; shipper_city: string; consignee_name: string; consignee_city: string; pieces: number; weight: number } | null;
  lines: InvoiceLine[];
  subtotal: number;
  tax: number;
  total: number;
  paid: number;
  balance: number;
  interest: number;
}

const money = (v: unknown) => Number(v ?? 0);
const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The caller's invoice of a probill (its latest, should a probill be billed
 * twice). Scoped by the data layer: another account's probill is simply not
 * found, answered as the spec's "Number not found or customer is not allowed
 * to view the probill" whichever it is.
 */
export async function invoiceOf(rows: ScopedDb, probill: string): Promise<InvoiceDetail> {
  const inv = await rows
    .selectFrom('invoices')
    .innerJoin('customers', 'customers.account', 'invoices.customer_account')
    .select(['invoices.id', 'probill', 'customer_account', 'customers.name as customer_name', 'invoice_date', 'due_date', 'statement_number', 'reference', 'currency', 'amount', 'paid'])
    // 02-business.md §9: 2% a month on what is past due, by the day; the same expression as the invoice_list view (m0050).
    .select(sql<string>`round((amount - paid) * 0.02 * greatest(current_date - due_date, 0) / 30.0, 2)`.as('interest'))
    .where('probill', '=', probill)
    .orderBy('invoice_date', 'desc')
    .orderBy('invoices.id', 'desc')
    .executeTakeFirst();
  if (!inv) throw new AppError('PROBILL_NOT_FOUND');
  // Lines and the shipment are reached through the scoped invoice, never by themselves.
  const lines = await rows.db.selectFrom('invoice_lines').select(['kind', 'code', 'description', 'rate', 'quantity', 'amount']).where('invoice_id', '=', inv.id).orderBy('line_no').execute();
  const shipment = await rows.db
    .selectFrom('shipments')
    .select(['pickup_date', 'shipper_name', 'shipper_city', 'consignee_name', 'consignee_city', 'pieces', 'weight'])
    .where('probill', '=', inv.probill)
    .executeTakeFirst();
  const total = money(inv.amount);
  const paid = money(inv.paid);
  const tax = lines.filter((l) => l.kind === 'tax').reduce((sum, l) => sum + Math.round(money(l.amount) * 100), 0) / 100;
  return {
    probill: inv.probill,
    customer_account: inv.customer_account,
    customer_name: inv.customer_name,
    invoice_date: String(inv.invoice_date),
    due_date: String(inv.due_date),
    statement_number: inv.statement_number,
    reference: inv.reference,
    currency: inv.currency,
    shipment: shipment ? { ...shipment, pickup_date: shipment.pickup_date ? String(shipment.pickup_date) : null } : null,
    lines: lines.map((l) => ({ ...l, rate: orNull(l.rate), quantity: orNull(l.quantity), amount: money(l.amount) })),
    // In cents, so the subtraction is exact.
    subtotal: (Math.round(total * 100) - Math.round(tax * 100)) / 100,
    tax,
    total,
    paid,
    balance: (Math.round(total * 100) - Math.round(paid * 100)) / 100,
    interest: money(inv.interest),
  };
}
