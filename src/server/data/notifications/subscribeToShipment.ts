import { sql } from 'kysely';
import type { ScopedDb } from '../ScopedDb';
import { findShipment } from '../shipments/findShipment';
import { callerEmail } from '../shipments/callerEmail';
import { recordRow } from '../audit/recordRow';

/** Every event a shipment notification can name (the catalogue's list): a shipment's subscriber hears them all. */
const ALL_EVENTS = ['Picked Up', 'In Transit', 'In Transit - Late', 'Out for delivery', 'Delivered', 'Refused', 'Exception'];

/**
 * Subscribes the caller to every status notice of one shipment they may see (the shipment
 * detail's next action): a subscription of the shipment's account for that probill, to the
 * caller's email in their language, as its bill-to. Subscribing again turns the same one back
 * on rather than adding another; another account's probill is PROBILL_NOT_FOUND, as a missing one.
 */
export async function subscribeToShipment(scoped: ScopedDb, probill: string, language: 'en' | 'fr'): Promise<{ id: number; created: boolean }> {
  const shipment = await findShipment(scoped, probill);
  const email = await callerEmail(scoped);
  return scoped.transaction(async (tx) => {
    const existing = await tx
      .selectFrom('shipment_notifications')
      .selectAll()
      .where('customer_account', '=', shipment.customer_account)
      .where('probill', '=', shipment.probill)
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (existing) {
      const after = await tx
        .updateTable('shipment_notifications')
        .set({
          active: true,
          events: JSON.stringify(ALL_EVENTS),
          language,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordRow(tx, 'shipment_notifications', 'id', existing, after);
      return { id: existing.id, created: false };
    }
    const made = await tx
      .insertInto('shipment_notifications', {
        customer_account: shipment.customer_account,
        email,
        role: 'Bill To',
        events: JSON.stringify(ALL_EVENTS),
        probill: shipment.probill,
        language,
        created_by: scoped.caller.username,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(tx, 'shipment_notifications', 'id', null, made);
    return { id: made.id, created: true };
  });
}
