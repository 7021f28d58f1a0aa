import type { ScopedDb } from '../ScopedDb';
import type { FileStore } from '../../files/FileStore';
import { keepFiles, removeFiles, type NewFile } from './documentFiles';
import { newDlref, type documentValues } from './documents';
import { atomically } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

/**
 * The document library's writes, on rows already found in the caller's scope (findDocument):
 * the handlers check the library and rights, this module owns the SQL (tests/unit/serverLayers).
 */

/** A new document and its files in one transaction, after the files are stored; its dlref. */
export function createDocument(
  rows: ScopedDb,
  store: FileStore,
  files: NewFile[],
  doc: ReturnType<typeof documentValues> & {
    cmid: string;
    customer_account: string | null;
  },
) {
  return keepFiles(rows, store, files, async (trx, add) => {
    const dlref = newDlref();
    const made = await trx
      .insertInto('doclib_documents', {
        ...doc,
        dlref,
        uploaded_by: rows.caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'doclib_documents', 'id', null, made);
    await add(made.id);
    return dlref;
  });
}

export interface DocumentEdit {
  doctype: string;
  title: string;
  description?: string | null;
  tags?: string[];
  metadata: unknown;
}

/** Replaces a document's fields (the edit form sends them all). */
export async function updateDocument(rows: ScopedDb, id: number, edit: DocumentEdit, account: string | null) {
  await atomically(rows, async (trx) => {
    const before = await trx.selectFrom('doclib_documents').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('doclib_documents')
      .set({
        doctype: edit.doctype,
        title: edit.title.trim(),
        description: edit.description?.trim() || null,
        customer_account: account,
        tags: JSON.stringify(edit.tags ?? []),
        metadata: JSON.stringify(edit.metadata),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'doclib_documents', 'id', before, after);
  });
}

/** A document, its file rows, then its stored files. */
export function deleteDocument(rows: ScopedDb, store: FileStore, id: number) {
  return removeFiles(rows, store, async (trx) => {
    const files = await trx.db.deleteFrom('doclib_files').where('document_id', '=', id).returningAll().execute();
    for (const f of files) await recordRow(trx, 'doclib_files', 'id', f, null);
    const gone = await trx.deleteFrom('doclib_documents').where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await recordRow(trx, 'doclib_documents', 'id', gone, null);
    return files.map((f) => f.file_key);
  });
}

/** One file of a document (its row, then the stored file); the document counts as updated. */
export function deleteDocumentFile(rows: ScopedDb, store: FileStore, documentId: number, file: { id: number; file_key: string }) {
  return removeFiles(rows, store, async (trx) => {
    const gone = await trx.db.deleteFrom('doclib_files').where('id', '=', file.id).where('document_id', '=', documentId).returningAll().executeTakeFirstOrThrow();
    await recordRow(trx, 'doclib_files', 'id', gone, null);
    await trx.updateTable('doclib_documents').set({ updated_at: new Date().toISOString() }).where('id', '=', documentId).execute();
    return [file.file_key];
  });
}
