import type { ScopedDb } from '../ScopedDb';
import { AppError } from '../../errors';
import { isoUtc } from '../isoUtc';
import type { FileStore } from '../../files/FileStore';
import { storeThenRecord } from '../../files/storeThenRecord';
import { recordRow } from '../audit/recordRow';

/** A file to keep on a document: an upload as sent, or a document the wizard's processing made. */
export interface NewFile {
  data: Uint8Array;
  fileName: string;
  pages: number | null;
}

type FileRow = {
  id: number;
  file_name: string;
  size: number;
  content_type: string;
  pages: number | null;
  username: string;
  uploaded_at: Date;
};

/** The catalogue's attachment shape (doclib.json #/definitions/attachment). */
const asAttachment = (r: FileRow) => ({
  id: r.id,
  filename: r.file_name,
  size: r.size,
  content_type: r.content_type,
  pages: r.pages,
  uploadBy: r.username,
  uploadDate: isoUtc(r.uploaded_at),
  thumbnails: null,
  current_status: 'uploaded',
});

/** Files are reached only through their document, found first in the caller's scope. */
function filesOf(rows: ScopedDb, documentId: number) {
  return rows.db
    .selectFrom('doclib_files')
    .innerJoin('users', 'users.id', 'doclib_files.uploaded_by')
    .select(['doclib_files.id', 'file_name', 'size', 'content_type', 'pages', 'users.username', 'uploaded_at', 'file_key'])
    .where('document_id', '=', documentId);
}

export async function documentFiles(rows: ScopedDb, documentId: number) {
  return (await filesOf(rows, documentId).orderBy('doclib_files.id').execute()).map(asAttachment);
}

/** Writes files to the store, then their rows (with `alsoInTransaction`, e.g. the document itself) in one transaction. */
export async function keepFiles<R>(rows: ScopedDb, store: FileStore, files: NewFile[], write: (trx: ScopedDb, add: (documentId: number) => Promise<number[]>) => Promise<R>): Promise<R> {
  return storeThenRecord(
    store,
    files.map((f) => ({ data: f.data, name: f.fileName })),
    (stored) =>
      rows.transaction((trx) =>
        write(trx, async (documentId) => {
          const ids: number[] = [];
          for (const [i, s] of stored.entries()) {
            const made = await trx.db
              .insertInto('doclib_files')
              .values({
                document_id: documentId,
                file_key: s.key,
                file_name: s.name,
                content_type: s.contentType,
                size: s.size,
                pages: files[i]!.pages,
                uploaded_by: rows.caller.userId,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await recordRow(trx, 'doclib_files', 'id', null, made);
            ids.push(made.id);
          }
          await trx.updateTable('doclib_documents').set({ updated_at: new Date().toISOString() }).where('id', '=', documentId).execute();
          return ids;
        }),
      ),
  );
}

export async function filesByIds(rows: ScopedDb, documentId: number, ids: number[]) {
  if (!ids.length) return [];
  return (await filesOf(rows, documentId).where('doclib_files.id', 'in', ids).orderBy('doclib_files.id').execute()).map(asAttachment);
}

/** One file of a document found in the caller's scope (the first when no id is given); NOT_FOUND otherwise. */
export async function documentFile(rows: ScopedDb, documentId: number, id?: number) {
  let q = filesOf(rows, documentId);
  if (id !== undefined) q = q.where('doclib_files.id', '=', id);
  const row = await q.orderBy('doclib_files.id').executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Removes rows first (one transaction), then their files: a failed delete leaves every file its row names. */
export async function removeFiles(rows: ScopedDb, store: FileStore, work: (trx: ScopedDb) => Promise<string[]>): Promise<void> {
  const keys = await rows.transaction(work);
  await Promise.all(keys.map((k) => store.remove(k).catch(() => {})));
}
