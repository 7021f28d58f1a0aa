import type { FamilyHandlers } from '../Handler';
import { scoped, signedIn } from '../Handler';
import { AppError } from '../../errors';
import { librariesOf, libraryOf, requireRight, rightsIn } from '../../data/doclib/libraries';
import { libraryConfig } from '../../data/doclib/libraryConfig';
import { asDocument, documentAccount, documentValues, findDocument } from '../../data/doclib/documents';
import { documentFile, documentFiles, filesByIds, keepFiles } from '../../data/doclib/documentFiles';
import { createDocument, deleteDocument, deleteDocumentFile, updateDocument } from '../../data/doclib/documentWrites';
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
    const dlref = await createDocument(rows, ctx.files, files, { ...values, cmid: ctx.params.cmid, customer_account: account });
    return { documents: [asDocument(await findDocument(rows, ctx.params.cmid, dlref))] };
  },
  'doclib.document_update': async (ctx) => {
    const caller = signedIn(ctx);
    await libraryOf(ctx.db, caller, ctx.params.cmid);
    requireRight(await rightsIn(ctx.db, caller, ctx.params.cmid), 'edit');
    const rows = scoped(ctx);
    const doc = await findDocument(rows, ctx.params.cmid, ctx.params.dlref);
    const account = await documentAccount(rows, ctx.body.customer);
    await updateDocument(rows, doc.id, ctx.body, account);
    return asDocument(await findDocument(rows, ctx.params.cmid, ctx.params.dlref));
  },
  'doclib.document_delete': async (ctx) => {
    const caller = signedIn(ctx);
    await libraryOf(ctx.db, caller, ctx.params.cmid);
    requireRight(await rightsIn(ctx.db, caller, ctx.params.cmid), 'delete');
    const rows = scoped(ctx);
    const doc = await findDocument(rows, ctx.params.cmid, ctx.params.dlref);
    await deleteDocument(rows, ctx.files, doc.id);
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
    await deleteDocumentFile(rows, ctx.files, doc.id, file);
    return { success: true };
  },
};
