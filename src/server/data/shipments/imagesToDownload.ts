import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { splitTraceNumbers } from '../../../shared/rules/traceRules';
import { findShipment, type ShipmentRow } from './findShipment';

export interface ImageToDownload {
  shipment: ShipmentRow;
  image: { id: string; type: string; file_name: string; storage_key: string };
}

/**
 * The images of the chosen kinds of several of the caller's shipments, in the order the
 * probills were given, then by kind. Every probill is found through the scope first: one
 * that is not the caller's answers PROBILL_NOT_FOUND, as a missing one; when none of the
 * chosen kinds is on file for any of them, IMAGE_NOT_FOUND.
 */
export async function imagesToDownload(scoped: ScopedDb, probillList: string, types: string[]): Promise<ImageToDownload[]> {
  const probills = splitTraceNumbers(probillList);
  const shipments = await scoped.selectFrom('shipments').selectAll().where('probill', 'in', probills).execute();
  const byProbill = new Map(shipments.map((s) => [s.probill, s]));
  // The one shipment missing answers exactly as findShipment would.
  for (const p of probills) if (!byProbill.has(p)) await findShipment(scoped, p);
  const images = await scoped.db
    .selectFrom('shipment_images')
    .select(['id', 'probill', 'type', 'file_name', 'storage_key'])
    .where('probill', 'in', probills)
    .where('type', 'in', types)
    .orderBy('probill')
    .orderBy('type')
    .orderBy('id')
    .execute();
  if (!images.length) throw new AppError('IMAGE_NOT_FOUND');
  const order = new Map(probills.map((p, i) => [p, i]));
  return images
    .sort((a, b) => order.get(a.probill)! - order.get(b.probill)!)
    .map(({ probill, ...image }) => ({ shipment: byProbill.get(probill)!, image }));
}
