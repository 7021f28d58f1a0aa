import type { ScopedDb } from '../ScopedDb';
import { AppError } from '../../errors';
import type { FileStore } from '../../files/FileStore';
import { storeThenRecord } from '../../files/storeThenRecord';
import type { ProcessedDocument } from '../../documents/processDocument';
import { recordRow } from '../audit/recordRow';

/** Keeps what one upload made as the caller's own documents, and answers them as the catalogue's uploadDone documents. */
export async function keepUploadedDocuments(rows: ScopedDb, store: FileStore, cmid: string, made: ProcessedDocument[]) {
  return storeThenRecord(
    store,
    made.map((d) => ({ data: d.data, name: d.fileName })),
    (stored) =>
      rows.transaction(async (trx) => {
        const out = [];
        for (const [i, d] of made.entries()) {
          const file = stored[i]!;
          const made = await trx
            .insertInto('uploaded_documents', {
              cmid,
              name: d.name,
              file_name: d.fileName,
              output: d.format,
              content_type: file.contentType,
              pages: d.pages,
              size: file.size,
              file_key: file.key,
              additional: d.additional ?? null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordRow(trx, 'uploaded_documents', 'id', null, made);
          const id = made.id;
          out.push({
            id,
            pdfname: d.name,
            pdfoutput: d.format,
            pages: d.pages,
            filename: d.fileName,
            content_type: file.contentType,
            size: file.size,
          });
        }
        return out;
      }),
  );
}

/** One document the caller's own upload made; another user's is not there (NOT_FOUND). */
export async function uploadedDocument(rows: ScopedDb, id: number) {
  const row = await rows.selectFrom('uploaded_documents').select(['file_key', 'file_name', 'content_type']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
