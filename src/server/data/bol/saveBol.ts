import type { BolBol, BolBolInput } from '../../../shared/generated/types';
import type { ScopedDb } from '../ScopedDb';
import { atomically } from '../audit/auditLog';
import { createBolDraft } from './bolRows';
import { markQuoteConverted } from '../quotes/quoteBolValues';

/** A new BOL and, when made from a quote, the quote's conversion (the quote reports count it): they commit together. */
export function saveBol(scope: ScopedDb, body: BolBolInput): Promise<BolBol> {
  return atomically(scope, async (rows) => {
    const bol = await createBolDraft(rows, body);
    await markQuoteConverted(rows, body.quote_number);
    return bol;
  });
}
