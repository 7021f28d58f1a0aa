import { sql } from 'kysely';
import type { OnlineQuotingQuoteRequest } from '../../../shared/generated/types';
import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';

/**
 * One quote as it was answered: the caller's own, or for staff (the quote
 * reports) any of their company's. Another user's or company's is not there.
 */
export async function findQuote(rows: ScopedDb, quoteNumber: string) {
  const own = await rows.selectFrom('quotes').select(['quote_number', 'created_at', 'answer']).where('quote_number', '=', quoteNumber).executeTakeFirst();
  const row =
    own ??
    (rows.scope.customer === null
      ? await rows.db.selectFrom('quotes').select(['quote_number', 'created_at', 'answer']).where('company', '=', rows.scope.company).where('quote_number', '=', quoteNumber).executeTakeFirst()
      : undefined);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...JSON.parse(row.answer), quote_number: row.quote_number, quote_date: new Date(row.created_at).toISOString(), quotes_remaining: null };
}

/** The request of one of the caller's quotes of the past year, for a requote ("Could not get quote data for requote." otherwise). */
export async function requoteSource(rows: ScopedDb, quoteNumber: string): Promise<OnlineQuotingQuoteRequest> {
  const row = await rows
    .selectFrom('quotes')
    .select('request')
    .where('quote_number', '=', quoteNumber)
    .where(sql<boolean>`created_at > now() - interval '1 year'`)
    .executeTakeFirst();
  if (!row) throw new AppError('REQUOTE_NOT_FOUND');
  return JSON.parse(row.request) as OnlineQuotingQuoteRequest;
}
