import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';

/** The statuses in which a claim's attachments may be used (02-business.md §4 Claim). */
export const ATTACHMENT_STATUSES = ['Open', 'In Progress', 'Requires Customer Information'];

export interface ClaimKey {
  claimNumber?: string;
  /** The claim filed on this probill: the newest one the caller may see, unless claimNumber says which. */
  probill?: string;
}

/**
 * One claim of the caller's company (and, for a customer, of their account).
 * Someone else's claim and no claim are the same 404: nothing leaks.
 */
export async function findClaim(rows: ScopedDb, key: ClaimKey) {
  let q = rows.selectFrom('claims').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (key.claimNumber) q = q.where('claim_number', '=', key.claimNumber);
  if (key.probill) q = q.where('probill', '=', key.probill);
  const claim = await q.executeTakeFirst();
  if (!claim) throw new AppError('NOT_FOUND');
  return claim;
}

/** Refuses any use of the attachments of a claim in another status. */
export function requireAttachmentsAllowed(status: string): void {
  if (!ATTACHMENT_STATUSES.includes(status)) throw new AppError('CLAIM_ATTACHMENTS_CLOSED');
}
