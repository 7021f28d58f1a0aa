import type { ScopedDb } from '../ScopedDb';
import { ATTACHMENT_STATUSES, findClaim, type ClaimKey } from './findClaim';
import { isoUtc, isoUtcOrNull } from '../isoUtc';
import type { ClaimsClaimDetail } from '../../../shared/generated/types';

/** One claim with its shipment's facts and its status history (CLAIM-VIEW; by probill, its newest: CLAIM-UPLOAD). */
export async function claimDetail(rows: ScopedDb, key: string | ClaimKey) {
  const claim = await findClaim(rows, typeof key === 'string' ? { claimNumber: key } : key);
  const [customer, shipment, history] = await Promise.all([
    rows.selectFrom('customers').select('name').where('account', '=', claim.customer_account).executeTakeFirst(),
    rows.selectFrom('shipments').selectAll().where('probill', '=', claim.probill).executeTakeFirst(),
    // The claim is the caller's: its history is reached through it.
    rows.db
      .selectFrom('claim_history')
      .innerJoin('users', 'users.id', 'claim_history.changed_by')
      .select(['claim_history.status', 'claim_history.comment', 'users.username', 'claim_history.changed_at'])
      .where('claim_id', '=', claim.id)
      .orderBy('changed_at', 'asc')
      .orderBy('claim_history.id', 'asc')
      .execute(),
  ]);
  return {
    id: claim.id,
    claim_number: claim.claim_number,
    customer_account: claim.customer_account,
    customer_name: customer?.name,
    probill: claim.probill,
    amount: claim.amount,
    claimant_email: claim.claimant_email,
    description: claim.description,
    // Written through the catalogue's enum only.
    status: claim.status as ClaimsClaimDetail['status'],
    attachments_allowed: ATTACHMENT_STATUSES.includes(claim.status),
    pickup_date: shipment?.pickup_date ?? null,
    delivery_date: shipment?.delivery_date ?? null,
    shipper_name: shipment?.shipper_name,
    shipper_city: shipment?.shipper_city,
    shipper_province: shipment?.shipper_province,
    consignee_name: shipment?.consignee_name,
    consignee_city: shipment?.consignee_city,
    consignee_province: shipment?.consignee_province,
    pieces: shipment?.pieces ?? null,
    weight: shipment?.weight ?? null,
    created_at: isoUtc(claim.created_at),
    updated_at: isoUtcOrNull(claim.updated_at),
    history: history.map((h) => ({ status: h.status, comment: h.comment, changed_by: h.username, changed_at: isoUtc(h.changed_at) })),
  };
}
