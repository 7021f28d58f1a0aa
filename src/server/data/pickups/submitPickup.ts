import type { ScopedDb } from '../ScopedDb';
import type { OnlinePickupPickupInput } from '../../../shared/generated/types';
import { bookPickup, markConfirmationSent } from './pickupRows';
import { linkPickup } from '../bol/bolRows';
import { atomically } from '../audit/auditLog';
import { queueEmail } from '../../email/queueEmail';

/**
 * Books a pickup with its BOL link and, unless the requester declined it, its
 * confirmation email in the outbox, all in one transaction: no confirmation of
 * a booking rolled back, no booking without its confirmation. Answers the
 * pickup and the outbox row, which the caller hands to the mail job once committed.
 */
export async function submitPickup(scoped: ScopedDb, b: OnlinePickupPickupInput & { bol_id?: number; send_confirmation?: boolean }) {
  return atomically(scoped, async (rows) => {
    const row = await bookPickup(rows, b);
    if (b.bol_id !== undefined) await linkPickup(rows, b.bol_id, row.pickup_number);
    if (b.send_confirmation === false) return { row, email: null };
    const email = await queueEmail(rows, {
      to: [b.requester.email],
      subject: `Pickup ${row.pickup_number} requested`,
      content: `<p>Pickup ${row.pickup_number}: ${row.pickup_date}, ${row.ready_time} to ${row.closing_time}, ${row.shipper_company}, ${row.shipper_city} ${row.shipper_province}.</p>`,
    });
    await markConfirmationSent(rows, row);
    return { row, email };
  });
}
