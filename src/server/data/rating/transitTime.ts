import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { validationError } from '../../errors';
import { deliveryDate } from '../../rating/deliveryDate';
import { guaranteedRefusals } from '../../rating/guaranteedService';
import { postalPrefix } from '../../rating/matchPlace';
import { MESSAGES } from '../../rating/ratingRules';
import { servicePoint, tariffBetween } from './tariffLookup';

async function pointRow(db: Kysely<DB>, postal: string, pointer: string) {
  const [row, point] = await Promise.all([db.selectFrom('rating_points as p').innerJoin('rating_terminals as t', 't.code', 'p.terminal').selectAll('p').select('t.name as terminal_name').where('p.postal_prefix', '=', postalPrefix(postal)).executeTakeFirst(), servicePoint(db, postal)]);
  if (!row || !point) throw validationError([{ pointer, message: MESSAGES.placeMismatch }]);
  return { row: { ...row, updated_at: new Date(row.updated_at).toISOString() }, point };
}

/**
 * The transit time calculator (shippingtools.transit_time): the lane's days and
 * the points' extra days in working days from the ship date, whether guaranteed
 * service is offered between the points and intermodal on the lane.
 */
export async function transitTime(db: Kysely<DB>, originPostal: string, destinationPostal: string, shipDate: string, today: string) {
  const origin = await pointRow(db, originPostal, '/origin_postal');
  const destination = await pointRow(db, destinationPostal, '/destination_postal');
  const tariff = await tariffBetween(db, origin.point, destination.point, shipDate, today);
  if (!tariff.lane) throw validationError([{ pointer: '/destination_postal', message: MESSAGES.placeMismatch }]);
  const days = tariff.lane.transit_days + Math.max(origin.point.extra_days, destination.point.extra_days);
  const refusals = guaranteedRefusals({ weight: 0, trailerFeet: 0, intermodal: false, origin: origin.point, destination: destination.point });
  return {
    origin: origin.row,
    destination: destination.row,
    ship_date: shipDate,
    transit_days: days,
    estimated_delivery_date: deliveryDate(shipDate, days, tariff.isHoliday),
    direct: origin.point.direct && destination.point.direct,
    guaranteed_available: refusals.length === 0,
    intermodal: tariff.lane.intermodal_available,
    messages: refusals,
  };
}

/** The fuel surcharge in force today, and when the next row of the table takes over (shippingtools.fuel_surcharge). */
export async function fuelInForce(db: Kysely<DB>, today: string) {
  const current = await db.selectFrom('rating_fuel').select(['effective_date', 'fuel_price', 'ltl_percent', 'tl_percent', 'intermodal_percent']).where('effective_date', '<=', today).orderBy('effective_date', 'desc').limit(1).executeTakeFirst();
  const next = await db.selectFrom('rating_fuel').select('effective_date').where('effective_date', '>', today).orderBy('effective_date').limit(1).executeTakeFirst();
  if (!current) throw validationError([{ pointer: '/', message: 'Error getting data' }]);
  return { ...current, next_effective_date: next?.effective_date ?? null };
}
