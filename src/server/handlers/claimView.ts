import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { ATTACHMENT_STATUSES, findClaim } from './claimLookup';
import { isoUtc, isoUtcOrNull } from './isoUtc';

/** claims.view: one claim with its shipment's facts and its status history (CLAIM-VIEW). */
export const viewClaim: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const claim = await findClaim(ctx.db, caller, { claimNumber: ctx.params.claim_number });
  const [customer, shipment, history] = await Promise.all([
    ctx.db.selectFrom('customers').select('name').where('account', '=', claim.customer_account).executeTakeFirst(),
    ctx.db.selectFrom('shipments').selectAll().where('probill', '=', claim.probill).where('company', '=', claim.company).executeTakeFirst(),
    ctx.db
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
    status: claim.status,
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
};
