import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { findClaim } from './findClaim';
import { claimMayMove } from './claimStates';
import { claimNotice } from './claimNotice';
import { recordChange } from '../audit/auditLog';

/**
 * Moves a claim to another status for the company's claims staff: allowed only along the
 * state machine (claimStates.ts), else CLAIM_STATUS_NOT_ALLOWED (409) and nothing written;
 * the claim, its history row (who, when, the comment) and, when `notify`, the claimant's
 * notice in the outbox (in the filer's language) change together. Answers the notice's
 * outbox ids, for the mail job once committed.
 */
export async function changeClaimStatus(rows: ScopedDb, claimNumber: string, status: string, comment: string | null, notify = true): Promise<{ outbox: number[] }> {
  if (rows.scope.customer !== null) throw new AppError('FORBIDDEN');
  return rows.transaction(async (trx) => {
    const claim = await findClaim(trx, { claimNumber });
    if (!claimMayMove(claim.status, status)) throw new AppError('CLAIM_STATUS_NOT_ALLOWED');
    // Only from the status just read: a change made meanwhile by someone else makes this one change nothing.
    const moved = await trx.updateTable('claims').set({ status, updated_at: new Date().toISOString() }).where('id', '=', claim.id).where('status', '=', claim.status).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError('CLAIM_STATUS_NOT_ALLOWED');
    await trx.db.insertInto('claim_history').values({ claim_id: claim.id, status, comment, changed_by: rows.caller.userId }).execute();
    // Who moved it, from which screen, before and after: in the audit log with the change.
    await recordChange(trx, { action: 'update', entity: 'claims', entityId: claim.claim_number, before: { claim_number: claim.claim_number, status: claim.status }, after: { claim_number: claim.claim_number, status, comment } });
    const filer = await trx.db.selectFrom('users').select('lang').where('id', '=', claim.created_by).executeTakeFirst();
    if (!notify) return { outbox: [] };
    return { outbox: [await claimNotice(trx.db, { to: claim.claimant_email, lang: filer?.lang ?? 'en', claimNumber: claim.claim_number, probill: claim.probill, status, note: comment })] };
  });
}
