/** The quote case of scripts/bench.ts (issue 14): POST online_quoting/quotes against its own SQL lookups through the driver. */
import type { Kysely } from 'kysely';
import type { DB } from '../src/server/db/schema';
import { servicePoint, tariffBetween } from '../src/server/data/rating/tariffLookup';
import { rateQuote } from '../src/server/rating/rateQuote';
import { addDays, portalToday } from '../src/shared/calendar/calendarDates';
import { latency } from './benchLoad';

const ms = (v: number) => v.toFixed(1);

/** A Toronto-Montreal quote of two lines with an accessorial and a declared value: every lookup the engine makes. */
const body = () => ({
  origin: { postal_code: 'M4C 1A1', city: 'Toronto', province: 'ON', country: 'CA' },
  destination: { postal_code: 'H2X 1Y4', city: 'Montreal', province: 'QC', country: 'CA' },
  ship_date: addDays(portalToday(), 2),
  items: [{ pieces: 2, weight: 800, class: '85', description: 'Hardware' }, { pieces: 1, weight: 300, length: 48, width: 40, height: 40, dimension_unit: 'in' }],
  accessorials: ['TAILGATE'],
  declared_value: 5000,
});

/**
 * Report lines: the endpoint (HTTP, session, access, schema and rules, lookups,
 * rating, the limit's row lock and count, the insert, JSON) against the same
 * lookups and rating run through the driver in the benchmark process.
 */
export async function benchQuotes(db: Kysely<DB>, base: string, headers: Record<string, string>, runs: number): Promise<string[]> {
  const b = body();
  const endpoint = await latency(async () => {
    const res = await fetch(`${base}/online_quoting/quotes`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(b) });
    if (res.status !== 200) throw new Error(`quote answered ${res.status}: ${await res.text()}`);
    return res.json();
  }, runs);
  const lookups = await latency(async () => {
    const [origin, destination] = await Promise.all([servicePoint(db, b.origin.postal_code), servicePoint(db, b.destination.postal_code)]);
    const tariff = await tariffBetween(db, origin!, destination!, b.ship_date, portalToday());
    if ('faults' in rateQuote(b as never, tariff)) throw new Error('the bench quote was refused');
  }, runs);
  return [
    '## Online quote (POST online_quoting/quotes) against its own SQL lookups',
    '',
    'The lookups: two service points, the lane and its weight breaks, classes, the fuel row in force, the charges and the day\'s exchange rate (8 statements through the driver, the points and the rest each side by side), then the rating itself. The endpoint adds HTTP, the session and access check, the schema and rules, the daily limit (the user row locked, the last 24 hours counted), the insert and JSON.',
    '',
    '| | p50 ms | p95 ms |',
    '|---|---:|---:|',
    `| lookups and rating through the driver | ${ms(lookups.p50)} | ${ms(lookups.p95)} |`,
    `| quote over HTTP | ${ms(endpoint.p50)} | ${ms(endpoint.p95)} |`,
    `| ratio | ${(endpoint.p50 / lookups.p50).toFixed(2)} | ${(endpoint.p95 / lookups.p95).toFixed(2)} |`,
    '',
  ];
}
