import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import { documentBytes } from './documentBytes';
import { storeDemoLibrary } from './storeDemoLibrary';

/**
 * Keeps the documents of the demo customers' latest deliveries in the file
 * store, as a carrier's scanning would have: drawn once, stored, and their image
 * records pointed at the stored files. The other seeded records (any number of
 * them, a million included) keep their `demo:` key and are drawn on demand.
 * Run after the first-start seed; answers how many files were stored.
 */
export async function storeDemoDocuments(db: Kysely<DB>, files: FileStore, perAccount = 5): Promise<number> {
  let stored = 0;
  for (const account of ['100001', '100002', '200002', '300003']) {
    const shipments = await db.selectFrom('shipments').selectAll().where('customer_account', '=', account).where('delivery_date', 'is not', null).orderBy('delivery_date', 'desc').limit(perAccount).execute();
    for (const shipment of shipments) {
      const images = await db.selectFrom('shipment_images').select(['id', 'storage_key', 'file_name']).where('probill', '=', shipment.probill).where('storage_key', 'like', 'demo:%').execute();
      for (const image of images) {
        const bytes = await documentBytes(image.storage_key, shipment);
        if (!bytes) continue;
        const file = await files.put(bytes, image.file_name);
        await db.updateTable('shipment_images').set({ storage_key: file.key, content_type: file.contentType }).where('id', '=', image.id).execute();
        stored++;
      }
    }
  }
  // The document library's demo documents (ACC_LIST, ACC_REPORTS) are real files too.
  return stored + (await storeDemoLibrary(db, files));
}
