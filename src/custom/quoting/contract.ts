import type { FieldMessage } from '../../shared/validation/messages';
import { callChecker, type KindContract } from '../../kinds/KindContract';
import schema from './quote.schema.json' with { type: 'json' };

export interface QuoteDefinition {
  cmid: string;
  kind: 'quote';
  title: string;
  forCustomer?: boolean;
  forSkeleton?: boolean;
  pdfScreen: string;
  bolScreen?: string;
  translations?: Record<string, Record<string, string>>;
}

/** The calls the flow makes: each must be in the catalogue, so a renamed call fails the screen's check rather than the user. */
export const QUOTE_CALLS = ['POST online_quoting/quotes', 'GET online_quoting/quotes', 'GET online_quoting/quotes/{quote_number}', 'POST online_quoting/quotes/{quote_number}/requote', 'GET online_quoting/usage'] as const;

/**
 * The online quoting flow's contract (a custom kind, issue 14 point 2): its
 * meta-schema part and a cross-check that the calls it makes exist. Pure;
 * QuoteScreen, named beside it in src/kinds/registry.ts, draws it.
 */
export const quoteContract: KindContract<QuoteDefinition> = {
  kind: 'quote',
  schema,
  accepts: {},
  nameUses: () => [],
  crossCheck(def, catalogue) {
    const faults: FieldMessage[] = [];
    const check = callChecker(catalogue, faults);
    for (const call of QUOTE_CALLS) check('/kind', call);
    if (def.forSkeleton) check('/forSkeleton', 'GET online_quoting/skeleton_accounts');
    return faults;
  },
};
