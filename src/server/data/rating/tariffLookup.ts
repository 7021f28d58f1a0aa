import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ChargeRow, ServicePoint, Tariff } from '../../rating/tariffTypes';
import { postalPrefix } from '../../rating/matchPlace';
import { holidayOn } from '../../../shared/calendar/canadianHolidays';

/** The service point of a postal or ZIP code (by its first three characters), with its terminal's name. */
export async function servicePoint(db: Kysely<DB>, postal: string): Promise<ServicePoint | undefined> {
  const row = await db
    .selectFrom('rating_points as p')
    .innerJoin('rating_terminals as t', 't.code', 'p.terminal')
    .select(['p.postal_prefix', 'p.city', 'p.province', 'p.country', 'p.terminal', 't.name as terminal_name', 'p.direct', 'p.guaranteed', 'p.congestion', 'p.extra_days'])
    .where('p.postal_prefix', '=', postalPrefix(postal))
    .executeTakeFirst();
  return row;
}

/**
 * The rest of the tariff for one quote between two points: their lane and its
 * weight breaks, the classes, the fuel row in force on the ship date, the
 * charges, and the CAD/USD rate of the day (the latest on or before it):
 * six independent statements, sent side by side.
 */
export async function tariffBetween(db: Kysely<DB>, origin: ServicePoint, destination: ServicePoint, shipDate: string, today: string): Promise<Tariff> {
  const [lane, rates, classes, fuel, charges, rate] = await Promise.all([
    db
      .selectFrom('rating_lanes')
      .select(['transit_days', 'minimum_charge', 'intermodal_available'])
      .where('origin_terminal', '=', origin.terminal)
      .where('destination_terminal', '=', destination.terminal)
      .executeTakeFirst(),
    db
      .selectFrom('rating_lane_rates as r')
      .innerJoin('rating_lanes as l', 'l.id', 'r.lane_id')
      .select(['r.min_weight', 'r.rate_per_cwt'])
      .where('l.origin_terminal', '=', origin.terminal)
      .where('l.destination_terminal', '=', destination.terminal)
      .orderBy('r.min_weight')
      .execute(),
    db.selectFrom('rating_classes').select(['freight_class', 'factor', 'min_density']).execute(),
    db.selectFrom('rating_fuel').select(['effective_date', 'ltl_percent', 'intermodal_percent']).where('effective_date', '<=', shipDate).orderBy('effective_date', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('rating_charges').select(['code', 'description', 'basis', 'amount', 'minimum']).execute(),
    db
      .selectFrom('exchange_rates')
      .select('rate')
      .where('from_currency', '=', 'CAD')
      .where('to_currency', '=', 'USD')
      .where('rate_date', '<=', today)
      .orderBy('rate_date', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    origin,
    destination,
    lane: lane ? { transit_days: lane.transit_days, minimum_charge: lane.minimum_charge, intermodal_available: lane.intermodal_available, rates } : null,
    classes,
    fuel: fuel ?? null,
    charges: Object.fromEntries(charges.map((c) => [c.code, c as ChargeRow])),
    cadToUsd: rate?.rate ?? null,
    isHoliday: (date) => holidayOn(date) !== undefined,
  };
}
