import type { ScopedDb } from '../ScopedDb';
import { findDispute } from './findDispute';
import { isoUtc, isoUtcOrNull } from '../isoUtc';

const money = (v: unknown) => Number(v ?? 0);
const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);

/** One dispute with its invoice's balance and its history of actions (statements_portal.dispute_get and every action's answer). */
export async function disputeDetail(rows: ScopedDb, probill: string) {
  const d = await findDispute(rows, probill);
  // Reached through the dispute found in scope: its invoice, customer and history are the same account's.
  const [invoice, customer, history, users] = await Promise.all([
    rows.db.selectFrom('invoices').select(['amount', 'paid', 'currency']).where('id', '=', d.invoice_id).executeTakeFirstOrThrow(),
    rows.db.selectFrom('customers').select('name').where('account', '=', d.customer_account).executeTakeFirst(),
    rows.db
      .selectFrom('dispute_history')
      .leftJoin('users', 'users.id', 'dispute_history.changed_by')
      .select(['dispute_history.action', 'dispute_history.status', 'dispute_history.comment', 'users.username', 'dispute_history.changed_at'])
      .where('dispute_id', '=', d.id)
      .orderBy('changed_at', 'asc')
      .orderBy('dispute_history.id', 'asc')
      .execute(),
    rows.db.selectFrom('users').select(['id', 'username']).where('id', 'in', [d.submitted_by ?? 0, d.updated_by ?? 0]).execute(),
  ]);
  const nameOf = (id: number | null) => users.find((u) => u.id === id)?.username ?? null;
  // Disputes from before the portal have no user: the customer's address stands for them.
  const customerSide = d.contact_email ?? d.customer_account;
  return {
    probill: d.probill.trim(),
    customer_account: d.customer_account,
    customer_name: customer?.name ?? d.customer_account,
    status: d.status,
    reason: d.reason,
    amount_disputed: money(d.amount_disputed),
    // In cents, so the balance is exact whatever the floats of the two numbers.
    balance: (cents(invoice.amount) - cents(invoice.paid)) / 100,
    currency: invoice.currency,
    comment: d.comment,
    contact_email: d.contact_email,
    sales_code: d.sales_code,
    resolution: d.resolution,
    credit_amount: d.credit_amount === null ? null : money(d.credit_amount),
    submitted_by: nameOf(d.submitted_by) ?? customerSide,
    submitted_at: isoUtc(d.submitted_at),
    updated_by: nameOf(d.updated_by),
    updated_at: isoUtcOrNull(d.updated_at),
    resolved_at: isoUtcOrNull(d.resolved_at),
    attachments_allowed: d.status !== 'Resolved',
    history: history.map((h) => ({ action: h.action, status: h.status, by: h.username ?? customerSide, at: isoUtc(h.changed_at), comment: h.comment })),
  };
}
