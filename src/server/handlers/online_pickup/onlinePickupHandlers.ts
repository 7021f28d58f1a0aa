import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { asPickup, bookPickup, markConfirmationSent, pickup } from '../../data/pickups/pickupRows';
import { sendEmail } from '../../email/sendEmail';

/** Online pickup requests (MTLPU, RM_Pickup): booked, confirmed by email, read back. */
export const onlinePickupHandlers: FamilyHandlers<'online_pickup'> = {
  'online_pickup.submit': async (ctx) => {
    const rows = scoped(ctx);
    const b = ctx.body;
    let row = await bookPickup(rows, b);
    if (b.send_confirmation !== false) {
      // The booking stands whatever happens to its confirmation; the outbox keeps the message.
      const outcome = await sendEmail(ctx.db, rows.caller, {
        to: [b.requester.email],
        subject: `Pickup ${row.pickup_number} requested`,
        content: `<p>Pickup ${row.pickup_number}: ${row.pickup_date}, ${row.ready_time} to ${row.closing_time}, ${row.shipper_company}, ${row.shipper_city} ${row.shipper_province}.</p>`,
      });
      if (outcome.status !== 'failed') row = await markConfirmationSent(rows, row);
    }
    return asPickup(row, rows.caller.username);
  },
  'online_pickup.get': async (ctx) => pickup(scoped(ctx), ctx.params.pickup_number),
};
