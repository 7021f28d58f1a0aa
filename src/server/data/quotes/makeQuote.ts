import type { OnlineQuotingQuoteRequest } from '../../../shared/generated/types';
import { addDays } from '../../../shared/calendar/calendarDates';
import { validationError } from '../../errors';
import { MESSAGES } from '../../rating/ratingRules';
import { placeMatches, type PlaceInput } from '../../rating/matchPlace';
import { rateQuote } from '../../rating/rateQuote';
import type { ServicePoint } from '../../rating/tariffTypes';
import { servicePoint, tariffBetween } from '../rating/tariffLookup';
import type { ScopedDb } from '../ScopedDb';
import { claimQuoteSlot, dailyLimit } from './quoteLimits';
import { quoteAccount } from './quoteAccount';
import { quoteSkeletonAccount } from './skeletonAccounts';
import { atomically } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

/** Days a quote holds from the day it is given. */
export const QUOTE_VALID_DAYS = 30;

async function pointOf(rows: ScopedDb, place: PlaceInput, pointer: string): Promise<ServicePoint> {
  const point = await servicePoint(rows.db, place.postal_code);
  if (!placeMatches(place, point)) throw validationError([{ pointer: `${pointer}/postal_code`, message: MESSAGES.placeMismatch }]);
  return point;
}

const placeOut = (place: PlaceInput, point: ServicePoint) => ({
  postal_code: place.postal_code.toUpperCase(),
  city: place.city || point.city,
  province: (place.province || point.province).toUpperCase(),
  country: place.country,
  terminal: point.terminal,
});

/**
 * Rates a request and keeps the quote: places checked against the tariff's
 * points, rated by the engine (its refusals are 400 with their pointers), and,
 * inside one transaction, the caller's daily limit claimed and the quote
 * written. Answers the quote as the catalogue's `quote`.
 */
export async function makeQuote(rows: ScopedDb, body: OnlineQuotingQuoteRequest, today: string, requotedFrom: string | null = null) {
  // Independent reads side by side: a quote's time is mostly round trips to the database.
  const [account, skeleton, origin, destination, { limited, allowed }] = await Promise.all([
    quoteAccount(rows, body.account_number),
    quoteSkeletonAccount(rows, body.skeleton_account_id),
    pointOf(rows, body.origin, '/origin'),
    pointOf(rows, body.destination, '/destination'),
    dailyLimit(rows),
  ]);
  const tariff = await tariffBetween(rows.db, origin, destination, body.ship_date, today);
  const rated = rateQuote(body, tariff);
  if ('faults' in rated) throw validationError(rated.faults);
  const { quote: q } = rated;
  const answer = {
    quote_date: new Date().toISOString(),
    expires_on: addDays(today, QUOTE_VALID_DAYS),
    customer_account: account,
    skeleton_account_id: skeleton,
    requoted_from: requotedFrom,
    origin: placeOut(body.origin, origin),
    destination: placeOut(body.destination, destination),
    ship_date: body.ship_date,
    items: body.items,
    accessorials: body.accessorials ?? [],
    declared_value: body.declared_value ?? null,
    ...q,
  };
  const write = async (trx: ScopedDb) => {
    const remaining = await claimQuoteSlot(trx, allowed);
    const row = await trx
      .insertInto('quotes', {
        customer_account: account,
        skeleton_account_id: skeleton,
        limited,
        expires_on: answer.expires_on,
        ship_date: body.ship_date,
        origin_postal: answer.origin.postal_code,
        origin_city: answer.origin.city,
        origin_province: answer.origin.province,
        origin_terminal: origin.terminal,
        destination_postal: answer.destination.postal_code,
        destination_city: answer.destination.city,
        destination_province: answer.destination.province,
        destination_terminal: destination.terminal,
        pieces: q.pieces,
        weight: q.weight,
        total: q.total,
        currency: q.currency,
        requoted_from: requotedFrom,
        request: JSON.stringify(body),
        answer: JSON.stringify(answer),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'quotes', 'quote_number', null, row);
    return { ...answer, quote_number: row.quote_number, quote_date: new Date(row.created_at).toISOString(), quotes_remaining: limited ? remaining : null };
  };
  // The quote, its count against the daily limit and its audit entry commit together.
  return atomically(rows, write);
}
