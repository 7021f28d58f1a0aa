import { disputeNotice } from './disputeNotice';
import { recordChange } from '../audit/auditLog';
import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { findDispute } from './findDispute';
import { DISPUTE_TRANSITIONS, nextStatus, type DisputeAction } from './disputeStates';
import { portalToday } from '../../../shared/calendar/calendarDates';

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const amountText = (c: number) => (c / 100).toFixed(2);

export interface DisputeMove {
  action: DisputeAction;
  comment?: string;
  /** send_to_sales: the sales code it goes to. */
  salesCode?: string;
  /** resolve: the outcome, and the credit note's amount when a credit is issued. */
  resolution?: string;
  creditAmount?: number;
}

/**
 * Moves a dispute by one action of the state machine (disputeStates.ts), for the company's
 * staff only: from a status the machine does not allow it is refused with 409
 * (DISPUTE_RESOLVED once resolved, DISPUTE_STATE otherwise) and nothing is written.
 * A resolution "Credit issued" applies a credit note of its amount (at most the amount
 * disputed and the invoice's balance) to the invoice, so its balance shows the outcome.
 * The dispute, its history row and the invoice's flags change in one transaction.
 */
export async function moveDispute(rows: ScopedDb, probill: string, move: DisputeMove) {
  // Customers file disputes and follow them; only the carrier's staff move them.
  if (rows.scope.customer !== null) throw new AppError('FORBIDDEN');
  return rows.transaction(async (trx) => {
    // Locked: two staff acting at once take turns, the second meeting the first one's status.
    const d = await findDispute(trx, probill, { lock: true });
    if (d.status === 'Resolved') throw new AppError('DISPUTE_RESOLVED');
    const to = nextStatus(d.status, move.action);
    if (!to) throw new AppError('DISPUTE_STATE');
    const now = new Date().toISOString();
    let credit: string | null = null;
    if (move.action === 'resolve' && move.resolution === 'Credit issued') {
      const inv = await trx.db.selectFrom('invoices').select(['amount', 'paid', 'currency']).where('id', '=', d.invoice_id).executeTakeFirstOrThrow();
      const most = Math.min(cents(d.amount_disputed), cents(inv.amount) - cents(inv.paid));
      const c = cents(move.creditAmount);
      if (c <= 0 || c > most) throw validationError([{ pointer: '/credit_amount', message: 'The credit must be more than 0 and at most {1}', values: { 1: amountText(most) } }]);
      credit = amountText(c);
      const pay = await trx
        .insertInto('payments', { customer_account: d.customer_account, kind: 'credit', reference: `CR-${d.probill.trim()}`, received_date: portalToday(), amount: credit, currency: inv.currency })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.db.insertInto('payment_applications').values({ payment_id: pay.id, invoice_id: d.invoice_id, amount: credit, applied_date: portalToday() }).execute();
    }
    await trx
      .updateTable('disputes')
      .set({
        status: to,
        updated_by: rows.caller.userId,
        updated_at: now,
        ...(move.action === 'send_to_sales' ? { sales_code: move.salesCode ?? d.sales_code } : {}),
        ...(move.action === 'resolve' ? { resolution: move.resolution ?? null, credit_amount: credit, resolved_at: now } : {}),
      })
      .where('id', '=', d.id)
      .execute();
    await trx.db.insertInto('dispute_history').values({ dispute_id: d.id, action: DISPUTE_TRANSITIONS[move.action].label, status: to, comment: move.comment ?? null, changed_by: rows.caller.userId }).execute();
    await trx.updateTable('invoices').set({ disputed: to !== 'Resolved', dispute_status: to }).where('id', '=', d.invoice_id).execute();
    // Who moved it, from which screen, before and after: in the audit log with the change.
    await recordChange(trx, {
      action: 'update',
      entity: 'disputes',
      entityId: d.id,
      before: { probill: d.probill.trim(), status: d.status, sales_code: d.sales_code },
      after: { probill: d.probill.trim(), status: to, comment: move.comment ?? null, ...(move.action === 'send_to_sales' ? { sales_code: move.salesCode ?? d.sales_code } : {}), ...(move.action === 'resolve' ? { resolution: move.resolution ?? null, credit_amount: credit } : {}) },
    });
    const submitter = d.submitted_by === null ? undefined : await trx.db.selectFrom('users').select('lang').where('id', '=', d.submitted_by).executeTakeFirst();
    const inv = await trx.db.selectFrom('invoices').select('currency').where('id', '=', d.invoice_id).executeTakeFirstOrThrow();
    const told = {
      probill: d.probill.trim(),
      status: to,
      reason: d.reason,
      amount: amountText(cents(d.amount_disputed)),
      currency: inv.currency,
      to: d.contact_email,
      lang: submitter?.lang ?? 'en',
      resolution: move.action === 'resolve' ? (move.resolution ?? null) : null,
      credit,
      note: move.comment ?? null,
    };
    // The customer's notice is written with the change (delivered by the mail job once committed).
    return { ...told, outbox: await disputeNotice(trx.db, told) };
  });
}
