import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';

/**
 * The dispute of a probill in the caller's scope (company, and a customer user's account).
 * Another account's dispute and no dispute are the same 404: nothing leaks.
 */
export async function findDispute(rows: ScopedDb, probill: string, opts: { lock?: boolean } = {}) {
  let q = rows.selectFrom('disputes').selectAll().where('probill', '=', probill).orderBy('submitted_at', 'desc').orderBy('id', 'desc');
  if (opts.lock) q = q.forUpdate();
  const found = await q.executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** The caller's invoice of a probill (its latest), for a new dispute; not found the spec's way. */
export async function invoiceToDispute(rows: ScopedDb, probill: string) {
  const inv = await rows
    .selectFrom('invoices')
    .select(['id', 'company', 'customer_account', 'probill', 'amount', 'paid', 'currency'])
    .where('probill', '=', probill)
    .orderBy('invoice_date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!inv) throw new AppError('PROBILL_NOT_FOUND');
  return inv;
}
