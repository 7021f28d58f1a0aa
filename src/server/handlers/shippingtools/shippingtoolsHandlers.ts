import type { FamilyHandlers } from '../Handler';
import { fuelInForce, transitTime } from '../../data/rating/transitTime';
import { portalToday } from '../../../shared/calendar/calendarDates';

/** Shipping tools read from the tariff (README, Rating): the fuel surcharge in force and the transit time between two points. */
export const shippingtoolsHandlers: FamilyHandlers<'shippingtools'> = {
  'shippingtools.fuel_surcharge': async (ctx) => fuelInForce(ctx.db, ctx.today?.() ?? portalToday()),
  'shippingtools.transit_time': async (ctx) => transitTime(ctx.db, ctx.query.origin_postal, ctx.query.destination_postal, ctx.query.ship_date, ctx.today?.() ?? portalToday()),
};
