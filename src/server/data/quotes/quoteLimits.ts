import { sql } from 'kysely';
import { AppError } from '../../errors';
import { masterValue } from '../masterConfig';
import type { ScopedDb } from '../ScopedDb';

/** The limited-access quoting account (user type QUOTE) of 02-business.md §6. */
export const LIMITED_TYPE = 'QUOTE';
/** Its quotes per 24 hours when the master configuration says nothing (02-business.md §9). */
export const LIMITED_DAILY_DEFAULT = 5;
export const WINDOW_HOURS = 24;

/**
 * The caller's daily limit: for a limited-access account FRAMEWORK
 * ONLINE_QUOTE_DAILY_LIMIT_LIMITED (5 unless set), for everyone else
 * ONLINE_QUOTE_DAILY_LIMIT when set (none otherwise). Master configuration
 * (MC-START), so an administrator changes either without a release.
 */
export async function dailyLimit(rows: ScopedDb): Promise<{ limited: boolean; allowed: number | null }> {
  const limited = rows.caller.type === LIMITED_TYPE;
  const value = await masterValue(rows.db, limited ? 'ONLINE_QUOTE_DAILY_LIMIT_LIMITED' : 'ONLINE_QUOTE_DAILY_LIMIT');
  const parsed = value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null;
  return { limited, allowed: parsed ?? (limited ? LIMITED_DAILY_DEFAULT : null) };
}

/** The caller's quotes in the last 24 hours, and when the oldest of them leaves the window. */
export async function quotesInWindow(rows: ScopedDb): Promise<{ used: number; oldest: Date | null }> {
  const row = await rows
    .selectFrom('quotes')
    .select([sql<number>`count(*)::int`.as('used'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where(sql<boolean>`created_at > now() - make_interval(hours => ${WINDOW_HOURS})`)
    .executeTakeFirstOrThrow();
  return { used: Number(row.used), oldest: row.oldest ? new Date(row.oldest) : null };
}

/**
 * Inside the quote's transaction: takes the caller's user row FOR UPDATE, so two
 * quotes of one user are counted one after the other (no two can both see the
 * fifth slot free), then refuses past the limit. The quote's insert follows in
 * the same transaction; a refused quote writes nothing.
 */
export async function claimQuoteSlot(trx: ScopedDb, allowed: number | null): Promise<number | null> {
  if (allowed === null) return null;
  await trx.companyWide('users').select('id').where('id', '=', trx.caller.userId).forUpdate().executeTakeFirstOrThrow();
  const { used } = await quotesInWindow(trx);
  if (used >= allowed) throw new AppError('QUOTE_DAILY_LIMIT');
  return allowed - used - 1;
}

/** The caller's use of their daily limit (online_quoting.usage). */
export async function quoteUsage(rows: ScopedDb) {
  const [{ limited, allowed }, { used, oldest }] = await Promise.all([dailyLimit(rows), quotesInWindow(rows)]);
  const resets = allowed !== null && used >= allowed && oldest ? new Date(oldest.getTime() + WINDOW_HOURS * 3_600_000).toISOString() : null;
  return { limited, quotes_used: used, quotes_allowed: allowed, window_hours: WINDOW_HOURS, resets_at: resets };
}
