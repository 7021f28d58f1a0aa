import { validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtc } from '../isoUtc';
import { recordChange } from '../audit/auditLog';
import type { ClaimsCreateBody } from '../../../shared/generated/types';

/** The request body as the catalogue types it (schemas/calls). */
export type ClaimInput = ClaimsCreateBody;

/** Files a claim on one of the caller's shipments: the claim and the first line of its status history, or neither. */
export async function fileClaim(rows: ScopedDb, body: ClaimInput) {
  const found = await rows.selectFrom('shipments').select(['probill', 'customer_account']).where('probill', '=', body.probill).executeTakeFirst();
  // The same answer for "no such probill" and "someone else's probill": nothing leaks.
  if (!found) throw validationError([{ pointer: '/probill', message: 'Number not found or customer is not allowed to view the probill' }]);
  const row = await rows.transaction(async (trx) => {
    const claim = await trx
      .insertInto('claims', {
        customer_account: found.customer_account,
        probill: found.probill,
        amount: body.amount,
        claimant_email: body.claimant_email,
        description: body.description,
        created_by: rows.caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.db.insertInto('claim_history').values({ claim_id: claim.id, status: claim.status, changed_by: rows.caller.userId }).execute();
    // Who filed it, from which screen: in the audit log with the claim.
    await recordChange(trx, { action: 'create', entity: 'claims', entityId: claim.claim_number, before: null, after: { ...claim } });
    return claim;
  });
  // Same text as the grid sends: ISO-8601 UTC to the second.
  return { ...row, created_at: isoUtc(row.created_at) };
}
