import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';

/**
 * One of the caller's shipments in full, or PROBILL_NOT_FOUND: the scope
 * leaves out other companies' and (for a customer user) other accounts'
 * shipments, so "not yours" is answered exactly as "does not exist".
 */
export async function findShipment(scoped: ScopedDb, probill: string) {
  const row = await scoped.selectFrom('shipments').selectAll().where('probill', '=', probill).executeTakeFirst();
  if (!row) throw new AppError('PROBILL_NOT_FOUND');
  return row;
}

export type ShipmentRow = Awaited<ReturnType<typeof findShipment>>;
