import type { FamilyHandlers } from '../Handler';
import { scoped, signedIn } from '../Handler';
import { AppError } from '../../errors';
import { librariesOf, libraryOf, requireRight, rightsIn } from '../../data/doclib/libraries';
import { libraryConfig } from '../../data/doclib/libraryConfig';
import { asDocument, documentAccount, documentValues, findDocument, newDlref } from '../../data/doclib/documents';
import { documentFile, documentFiles, filesByIds, keepFiles, removeFiles } from '../../data/doclib/documentFiles';
import { sendStoredFile } from '../../files/sendStoredFile';
import { filesToKeep } from './doclibFiles';

/**
 * The document library (01-shell.md §2.6, 02-business.md §2): every call first finds the
 * library among the caller's (a cmid of a DOCLIB menu they hold) and their rights in it, then
 * the document in their scope; files are served only after that. The list is the declared grid.
 */
export const doclibHandlers: FamilyHandlers<'doclib'> = {
  'doclib.configs': async (ctx) => ({ results: (await librariesOf(ctx.db, signedIn(ctx))).map((l) => ({ ...l, description: null, count: null })) }),
  'doclib.config': async (ctx) => libraryConfig(ctx.db, signedIn(ctx), ctx.params.cmid),
  'doclib.document_get': async (ctx) => {
    await libraryOf(ctx.db, signedIn(ctx), ctx.params.cmid);
    return asDocument(await findDocument(scoped(ctx), ctx.params.cmid, ctx.params.dlref));
  },
  'doclib.document_create': async (ctx) => {
    const caller = signedIn(ctx);
    await libraryOf(ctx.db, caller, ctx.params.cmid);
    const rights = await rightsIn(ctx.db, caller, ctx.params.cmid);
    requireRight(rights, 'add');
    if (!rights.upload_enabled) throw new AppError('UPLOAD_DISABLED');
    const rows = scoped(ctx);
    const values = documentValues(ctx.body);
    const account = await documentAccount(rows, ctx.body.customer);
    const files = await filesToKeep(ctx.request.files, ctx.body.params, rights.max_file_mb);
    const dlref = await keepFiles(rows, ctx.files, files, async (trx, add) => {
      const dlref = newDlref();
      const { id } = await trx.insertInto('doclib_documents', { ...values, dlref, cmid: ctx.params.cmid, customer_account: account, uploaded_by: caller.userId }).returning('id').executeTakeFirstOrThrow();
      await add(id);
      return dlref;
    });
    return { documents: [asDocument(await findDocument(rows, ctx.params.cmid, dlref))] };
  },
  'doclib.document_update': async (ctx) => {
    const caller = signedIn(ctx);
    await libraryOf(ctx.db, caller, ctx.params.cmid);
    requireRight(await rightsIn(ctx.db, caller, ctx.params.cmid), 'edit');
    const rows = scoped(ctx);
    const doc = await findDocument(rows, ctx.params.cmid, ctx.params.dlref);
    const account = await documentAccount(rows, ctx.body.customer);
    await rows
      .updateTable('doclib_documents')
      .set({ doctype: ctx.body.doctype, title: ctx.body.title.trim(), description: ctx.body.description?.trim() || null, customer_account: account, tags: JSON.stringify(ctx.body.tags ?? []), metadata: JSON.stringify(ctx.body.metadata), updated_at: new Date().toISOString() })
      .where('id', '=', doc.id)
      .execute();
    return asDocument(await findDocument(rows, ctx.params.cmid, ctx.params.dlref));
  },
  'doclib.document_delete': async (ctx) => {
    const caller = signedIn(ctx);
    await libraryOf(ctx.db, caller, ctx.params.cmid);
    requireRight(await rightsIn(ctx.db, caller, ctx.params.cmid), 'delete');
    const rows = scoped(ctx);
    const doc = await findDocument(rows, ctx.params.cmid, ctx.params.dlref);
    await removeFiles(rows, ctx.files, async (trx) => {
      const files = await trx.db.deleteFrom('doclib_files').where('document_id', '=', doc.id).returning('file_key').execute();
      await trx.deleteFrom('doclib_documents').where('id', '=', doc.id).execute();
      return files.map((f) => f.file_key);
    });
    return { success: true };
  },
  'doclib.files': async (ctx) => {
    await libraryOf(ctx.db, signedIn(ctx), ctx.params.cmid);
    const doc = await findDocument(scoped(ctx), ctx.params.cmid, ctx.params.dlref);
    return { results: await documentFiles(scoped(ctx), doc.id) };
  },
  'doclib.file_add': async (ctx) => {
    const caller = signedIn(ctx);
    await libraryOf(ctx.db, caller, ctx.params.cmid);
    const rights = await rightsIn(ctx.db, caller, ctx.params.cmid);
    requireRight(rights, 'edit');
    if (!rights.upload_enabled) throw new AppError('UPLOAD_DISABLED');
    const rows = scoped(ctx);
    const doc = await findDocument(rows, ctx.params.cmid, ctx.params.dlref);
    const files = await filesToKeep(ctx.request.files, ctx.body.params, rights.max_file_mb);
    const ids = await keepFiles(rows, ctx.files, files, (_trx, add) => add(doc.id));
    return { results: await filesByIds(rows, doc.id, ids) };
  },
  'doclib.file_get': async (ctx) => {
    await libraryOf(ctx.db, signedIn(ctx), ctx.params.cmid);
    const rows = scoped(ctx);
    const doc = await findDocument(rows, ctx.params.cmid, ctx.params.dlref);
    const file = await documentFile(rows, doc.id, ctx.params.id);
    return sendStoredFile(ctx.reply, ctx.files, file.file_key, file.file_name, { display: ctx.query.as === 'display' });
  },
  'doclib.download_first': async (ctx) => {
    await libraryOf(ctx.db, signedIn(ctx), ctx.params.cmid);
    const rows = scoped(ctx);
    const doc = await findDocument(rows, ctx.params.cmid, ctx.params.dlref);
    const file = await documentFile(rows, doc.id);
    return sendStoredFile(ctx.reply, ctx.files, file.file_key, file.file_name);
  },
  'doclib.file_delete': async (ctx) => {
    const caller = signedIn(ctx);
    await libraryOf(ctx.db, caller, ctx.params.cmid);
    requireRight(await rightsIn(ctx.db, caller, ctx.params.cmid), 'edit');
    const rows = scoped(ctx);
    const doc = await findDocument(rows, ctx.params.cmid, ctx.params.dlref);
    const file = await documentFile(rows, doc.id, ctx.params.id);
    await removeFiles(rows, ctx.files, async (trx) => {
      await trx.db.deleteFrom('doclib_files').where('id', '=', file.id).execute();
      await trx.updateTable('doclib_documents').set({ updated_at: new Date().toISOString() }).where('id', '=', doc.id).execute();
      return [file.file_key];
    });
    return { success: true };
  },
};
