import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import type { FileStore } from '../../files/FileStore';
import { storeThenRecord } from '../../files/storeThenRecord';
import { findDispute } from './findDispute';
import { isoUtc } from '../isoUtc';
import { recordRow } from '../audit/recordRow';

type Row = {
  id: number;
  file_name: string;
  size: number;
  username: string;
  uploaded_at: Date;
};

/** The attachment shape the detail screen's attachments draw (as claims answer theirs). */
const asAttachment = (r: Row) => ({
  id: r.id,
  filename: r.file_name,
  size: r.size,
  uploadBy: r.username,
  uploadDate: isoUtc(r.uploaded_at),
  thumbnails: null,
  current_status: 'uploaded',
});

// Attachments are reached through their dispute, found in the caller's scope first.
function attachments(rows: ScopedDb) {
  return rows.db
    .selectFrom('dispute_attachments')
    .innerJoin('users', 'users.id', 'dispute_attachments.uploaded_by')
    .select(['dispute_attachments.id', 'file_name', 'size', 'users.username', 'uploaded_at']);
}

export async function disputeAttachments(rows: ScopedDb, probill: string) {
  const d = await findDispute(rows, probill);
  const found = await attachments(rows).where('dispute_id', '=', d.id).orderBy('uploaded_at', 'asc').orderBy('dispute_attachments.id', 'asc').execute();
  return found.map(asAttachment);
}

/**
 * Keeps files on the caller's dispute of a probill: refused once it is resolved (nothing
 * is stored then); the files are written to the store first, then their rows in one
 * transaction, and removed again if the rows fail.
 */
export async function attachToDispute(rows: ScopedDb, store: FileStore, probill: string, files: { fileName: string; data: Uint8Array }[]) {
  const d = await findDispute(rows, probill);
  if (d.status === 'Resolved') throw new AppError('DISPUTE_RESOLVED');
  const ids = await storeThenRecord(
    store,
    files.map((f) => ({ data: f.data, name: f.fileName })),
    (stored) =>
      rows.transaction(async (trx) => {
        const out: number[] = [];
        for (const s of stored) {
          const made = await trx.db
            .insertInto('dispute_attachments')
            .values({
              dispute_id: d.id,
              file_key: s.key,
              file_name: s.name,
              content_type: s.contentType,
              size: s.size,
              uploaded_by: rows.caller.userId,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordRow(trx, 'dispute_attachments', 'id', null, {
            ...made,
            probill: d.probill.trim(),
          });
          out.push(made.id);
        }
        return out;
      }),
  );
  const found = await attachments(rows).where('dispute_attachments.id', 'in', ids).orderBy('dispute_attachments.id', 'asc').execute();
  return found.map(asAttachment);
}

/** One attachment of the caller's dispute of a probill: its store key and name. */
export async function disputeAttachment(rows: ScopedDb, probill: string, id: number) {
  const d = await findDispute(rows, probill);
  const row = await rows.db.selectFrom('dispute_attachments').select(['file_key', 'file_name']).where('id', '=', id).where('dispute_id', '=', d.id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
