import type { FamilyHandlers } from '../Handler';
import { currentRates } from '../../data/rating/currentRates';

/** Exchange rates (MTLEXCHANGE): the list is a grid source declared in the catalogue (exchangeRates). */
export const exchangeRatesHandlers: FamilyHandlers<'exchange_rates'> = {
  'exchange_rates.current': async (ctx) => ({ results: await currentRates(ctx.db) }),
};
