import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The latest day's exchange rates in both directions (the rate in force, weekends and holidays included: the last published). */
export async function currentRates(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('exchange_rates')
    .selectAll()
    .where('rate_date', '=', (eb) => eb.selectFrom('exchange_rates').select((e) => e.fn.max('rate_date').as('d')))
    .orderBy('from_currency')
    .execute();
  return rows.map((r) => ({ date: String(r.rate_date).slice(0, 10), from_currency: r.from_currency, to_currency: r.to_currency, rate: Number(r.rate), source: r.source }));
}
