import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { eventOf } from '../notifications/shipmentStatusNotices';

/** The notice event a shipment status answers to (the events a setting chooses from, advanced_shipping_notice.email_update). */
export function asnEventOf(status: string): string | null {
  const event = eventOf(status);
  if (event === 'In Transit - Late') return 'Late';
  return event === 'Refused' ? null : event;
}

/**
 * Makes the advance shipping notices of a shipment's new status, inside the transaction
 * that records it: one per active setting of the shipment's consignee account (or naming
 * it among its consignee accounts) whose events include the status's. Only rows are
 * written here (status Queued); the queue's job sends each (jobs/asnJobs.ts), so no mail
 * tells of an event that was rolled back. An event already told to a setting is not told
 * again (unique per probill, setting and event). Answers the new notices' ids.
 */
export async function queueAsnNotices(db: Kysely<DB>, probill: string, status: string): Promise<number[]> {
  const event = asnEventOf(status);
  if (!event) return [];
  const shipment = await db.selectFrom('shipments').select(['company', 'consignee_account']).where('probill', '=', probill).executeTakeFirst();
  if (!shipment?.consignee_account) return [];
  const consignee = shipment.consignee_account;
  const settings = await db
    .selectFrom('asn_subscriptions')
    .select(['id', 'customer_account', 'events'])
    .where('company', '=', shipment.company)
    .where('active', '=', true)
    // consignee_accounts is JSON text: its own account, or naming the consignee among its further accounts.
    .where((eb) => eb.or([eb('customer_account', '=', consignee), eb(sql<string>`cast(consignee_accounts as jsonb)`, '@>', JSON.stringify([consignee]))]))
    .orderBy('id')
    .execute();
  const ids: number[] = [];
  for (const s of settings) {
    if (!(JSON.parse(s.events) as string[]).includes(event)) continue;
    const made = await db
      .insertInto('asn_notices')
      .values({ company: shipment.company, probill, subscription_id: s.id, customer_account: s.customer_account, consignee_account: consignee, event })
      .onConflict((oc) => oc.constraint('asn_notices_once').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (made) ids.push(made.id);
  }
  return ids;
}
