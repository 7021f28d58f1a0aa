import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import type { FileStore } from '../../files/FileStore';
import { storeThenRecord } from '../../files/storeThenRecord';
import { isoUtc } from '../isoUtc';
import { queueImageNotices } from '../notifications/imageNotices';
import { recordRow } from '../audit/recordRow';

export type NewImage = {
  type: string;
  data: Uint8Array;
  fileName: string;
  pages: number;
};

/**
 * Attaches an image or document to one shipment, as a terminal scans it (staff only: a customer
 * user is refused). The bytes go to the file store first, then the image row and the outbox rows
 * of the account's image subscribers for its type are written in one transaction, so an image is
 * never recorded without its notices nor notices sent for an image that was not (the stored file
 * is removed again when the transaction fails). Answers the outbox ids to deliver after commit.
 */
export async function recordShipmentImage(scoped: ScopedDb, store: FileStore, probill: string, image: NewImage, siteUrl: string) {
  if (scoped.scope.customer !== null) throw new AppError('FORBIDDEN');
  return storeThenRecord(store, [{ data: image.data, name: image.fileName }], ([file]) =>
    scoped.transaction(async (tx) => {
      const shipment = await tx.selectFrom('shipments').select(['probill', 'company', 'customer_account']).where('probill', '=', probill).forUpdate().executeTakeFirst();
      if (!shipment) throw new AppError('PROBILL_NOT_FOUND');
      const scannedAt = new Date();
      // The seeded records are `{probill}-{type}`; an added one also carries its file's key, so several of one type coexist.
      const id = `${probill}-${image.type}-${file!.key.slice(0, 12)}`;
      const made = await tx.db
        .insertInto('shipment_images')
        .values({
          id,
          probill,
          type: image.type,
          scanned_at: scannedAt.toISOString(),
          pages: image.pages,
          content_type: file!.contentType,
          file_name: file!.name,
          storage_key: file!.key,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordRow(tx, 'shipment_images', 'id', null, made);
      const outbox = await queueImageNotices(tx.db, shipment, { type: image.type, file_name: file!.name }, siteUrl);
      return {
        id,
        probill,
        type: image.type,
        scanned_at: isoUtc(scannedAt),
        content_type: file!.contentType,
        notified: outbox.length,
        outbox,
      };
    }),
  );
}
