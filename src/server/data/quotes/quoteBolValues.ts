import type { ScopedDb } from '../ScopedDb';
import { companyInfo } from '../bol/companyInfo';
import { findQuote } from './findQuote';
import { atomically } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

/**
 * What a bill of lading takes from one of the caller's quotes (issue 14: "a
 * quote turns into a bill of lading in one click"): the ship date, the
 * consignee's place, the items, accessorials and declared value, and the quote
 * number. Names and street addresses are not in a quote: the form asks for them.
 */
export async function quoteBolValues(rows: ScopedDb, quoteNumber: string) {
  const q = await findQuote(rows, quoteNumber);
  const items = (q.items as Record<string, unknown>[]).map((i) => Object.fromEntries(Object.entries({ ...i, description: i.description ?? '' }).filter(([, v]) => v !== null && v !== undefined)));
  return {
    ship_date: q.ship_date as string,
    consignee: { city: q.destination.city, province: q.destination.province, postal_code: q.destination.postal_code, country: q.destination.country },
    items,
    accessorials: q.accessorials as string[],
    ...(q.declared_value ? { declared_value: q.declared_value as number } : {}),
    quote_number: q.quote_number as string,
  };
}

/** A bill of lading saved from a quote marks the quote converted (the quote reports count it). */
export async function markQuoteConverted(rows: ScopedDb, quoteNumber: string | undefined): Promise<void> {
  if (!quoteNumber) return;
  await atomically(rows, async (trx) => {
    const before = await trx.selectFrom('quotes').selectAll().where('quote_number', '=', quoteNumber).executeTakeFirst();
    // Another's quote, none, or one already counted: nothing to change, nothing to log.
    if (!before || before.converted_to_bol) return;
    const after = await trx.updateTable('quotes').set({ converted_to_bol: true }).where('quote_number', '=', quoteNumber).returningAll().executeTakeFirstOrThrow();
    await recordRow(trx, 'quotes', 'quote_number', before, after);
  });
}

/**
 * A new bill of lading's starting values (BOL2_edit's prefill): the caller's
 * account as shipper, as the BOL form had it, and a named quote's values.
 */
export async function bolPrefill(rows: ScopedDb, quoteNumber: string | undefined) {
  const fromQuote = quoteNumber ? await quoteBolValues(rows, quoteNumber) : {};
  const shipper = await companyInfo(rows).then(
    (info) => info.party,
    () => undefined,
  );
  return { ...(shipper ? { shipper } : {}), ...fromQuote };
}
