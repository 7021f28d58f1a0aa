import { disputeNotice } from './disputeNotice';
import { recordChange } from '../audit/auditLog';
import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import type { StatementsPortalDisputeSubmitBody } from '../../../shared/generated/types';
import { invoiceToDispute } from './findDispute';

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const amountText = (c: number) => (c / 100).toFixed(2);

/**
 * Opens the dispute of the caller's invoice of a probill: the amount disputed is at most
 * the invoice's balance (in cents, exact), one dispute per invoice (409 while it exists),
 * and the dispute, its first history row and the invoice's open-item flags are written
 * together or not at all. Answers the outbox id of the customer's notice.
 */
export async function submitDispute(rows: ScopedDb, probill: string, body: StatementsPortalDisputeSubmitBody) {
  const inv = await invoiceToDispute(rows, probill);
  const balance = cents(inv.amount) - cents(inv.paid);
  if (cents(body.amount_disputed) > balance) {
    throw validationError([{ pointer: '/amount_disputed', message: 'The amount disputed cannot be more than the balance of the invoice ({1})', values: { 1: amountText(balance) } }]);
  }
  const user = await rows.db.selectFrom('users').select(['email', 'lang']).where('id', '=', rows.caller.userId).executeTakeFirst();
  const contact = body.contact_email ?? user?.email ?? null;
  return rows.transaction(async (trx) => {
    const taken = await trx.db.selectFrom('disputes').select('id').where('invoice_id', '=', inv.id).executeTakeFirst();
    if (taken) throw new AppError('DISPUTE_EXISTS');
    const d = await trx
      .insertInto('disputes', {
        customer_account: inv.customer_account,
        invoice_id: inv.id,
        probill: inv.probill,
        status: 'Submitted',
        reason: body.reason,
        amount_disputed: amountText(cents(body.amount_disputed)),
        comment: body.comment,
        contact_email: contact,
        submitted_by: rows.caller.userId,
      })
      // Two submits at once: the unique invoice makes the second one conflict, answered like the first check.
      .onConflict((oc) => oc.column('invoice_id').doNothing())
      .returning(['id'])
      .executeTakeFirst();
    if (!d) throw new AppError('DISPUTE_EXISTS');
    await trx.db.insertInto('dispute_history').values({ dispute_id: d.id, action: 'Submitted', status: 'Submitted', comment: body.comment, changed_by: rows.caller.userId }).execute();
    await trx.updateTable('invoices').set({ disputed: true, dispute_status: 'Submitted' }).where('id', '=', inv.id).execute();
    // Who filed it, from which screen: in the audit log with the dispute.
    await recordChange(trx, {
      action: 'create',
      entity: 'disputes',
      entityId: d.id,
      before: null,
      after: { probill: inv.probill.trim(), customer_account: inv.customer_account, status: 'Submitted', reason: body.reason, amount_disputed: amountText(cents(body.amount_disputed)), comment: body.comment ?? null, contact_email: contact },
    });
    // The customer's notice is written with the dispute (delivered by the mail job once committed).
    const outbox = await disputeNotice(trx.db, {
      to: contact,
      lang: user?.lang ?? 'en',
      currency: inv.currency,
      amount: amountText(cents(body.amount_disputed)),
      probill,
      status: 'Submitted',
      reason: body.reason,
      note: body.comment,
    });
    return { outbox };
  });
}
