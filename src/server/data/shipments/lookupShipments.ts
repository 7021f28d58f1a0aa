import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import type { CallTypes } from '../../../shared/generated/types';
import { traceShipments } from './traceShipments';

type Lookup = CallTypes['probill.lookup'];

/**
 * The caller's probills a lookup number names (pickup, interline, reference, purchase order
 * or bill of lading), through the same scoped trace as the tracing screens: none of the
 * caller's shipments (another account's included) is "No probill associated with lookup number".
 */
export async function lookupShipments(scoped: ScopedDb, query: Lookup['query']): Promise<Lookup['response']> {
  const number = query.number.trim();
  const found = number ? await traceShipments(scoped, { kind: query.kind, numbers: number }) : { results: [] };
  const probills = [...new Set(found.results.map((r) => r.probill))];
  if (!probills.length) throw new AppError('LOOKUP_NOT_FOUND');
  return { number, kind: query.kind, probills };
}
