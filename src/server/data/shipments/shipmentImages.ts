import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { isoUtcOrNull } from '../isoUtc';
import type { ScopedDb } from '../ScopedDb';
import type { CallTypes } from '../../../shared/generated/types';
import { findShipment } from './findShipment';

export type ShipmentImage = CallTypes['probill.images']['response'][number];

/** The images of a shipment the caller may see (checked by its caller), newest first. */
export async function imagesOf(db: Kysely<DB>, probill: string): Promise<ShipmentImage[]> {
  const rows = await db
    .selectFrom('shipment_images')
    .select(['id', 'probill', 'type', 'scanned_at', 'pages', 'content_type'])
    .where('probill', '=', probill)
    .orderBy('scanned_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, type: r.type as ShipmentImage['type'], scanned_at: isoUtcOrNull(r.scanned_at) }));
}

/** The images on file for one of the caller's shipments (SHOWIMG, the shipment's documents). */
export async function shipmentImages(scoped: ScopedDb, probill: string): Promise<ShipmentImage[]> {
  await findShipment(scoped, probill);
  return imagesOf(scoped.db, probill);
}

/**
 * One image of one of the caller's shipments with the shipment it shows: the
 * shipment is found through the scope first, and the image only among that
 * shipment's, so an image id of another account answers as a missing one.
 */
export async function shipmentImage(scoped: ScopedDb, probill: string, imageId: string) {
  const shipment = await findShipment(scoped, probill);
  const image = await scoped.db.selectFrom('shipment_images').selectAll().where('probill', '=', shipment.probill).where('id', '=', imageId).executeTakeFirst();
  if (!image) throw new AppError('IMAGE_NOT_FOUND');
  return { shipment, image };
}

/** The proof of delivery on file for one of the caller's shipments, or NO_POD. */
export async function shipmentPod(scoped: ScopedDb, probill: string) {
  const shipment = await findShipment(scoped, probill);
  const pod = await scoped.db.selectFrom('shipment_images').select(['id']).where('probill', '=', shipment.probill).where('type', 'in', ['POD', 'EPOD']).executeTakeFirst();
  if (!pod) throw new AppError('NO_POD');
  return { shipment, podId: pod.id };
}
