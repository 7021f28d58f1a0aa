import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { pickup } from '../../data/pickups/pickupRows';
import { submitPickup } from '../../data/pickups/submitPickup';
import { cancelPickup, pickupPrefill, reschedulePickup } from '../../data/pickups/pickupChanges';
import { emailRef, queueMailJobs } from '../../jobs/mailJobs';
import { portalToday } from '../../../shared/calendar/calendarDates';

/** Online pickup requests (MTLPU, RM_Pickup, ListMyPickups, NorthboundPickups): booked, confirmed by email, read back, moved, cancelled. */
export const onlinePickupHandlers: FamilyHandlers<'online_pickup'> = {
  'online_pickup.submit': async (ctx) => {
    const b = ctx.body;
    // The booking, its BOL link and its confirmation in the outbox commit together; the mail job delivers it after.
    const { row, email } = await submitPickup(scoped(ctx), b);
    if (email) await queueMailJobs(ctx.jobs, [emailRef(email.id)]);
    // Read back as stored, with the account's name: the confirmation shows everything submitted.
    return pickup(scoped(ctx), row.pickup_number);
  },
  'online_pickup.get': async (ctx) => pickup(scoped(ctx), ctx.params.pickup_number),
  'online_pickup.prefill': async (ctx) => pickupPrefill(scoped(ctx), ctx.query, (ctx.today ?? portalToday)()),
  'online_pickup.reschedule': async (ctx) => reschedulePickup(scoped(ctx), ctx.params.pickup_number, ctx.body),
  'online_pickup.cancel': async (ctx) => cancelPickup(scoped(ctx), ctx.params.pickup_number, ctx.body.reason),
};
