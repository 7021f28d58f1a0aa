import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { keepUploadedDocuments, uploadedDocument } from '../../data/documents/uploadedDocuments';
import { acceptedFiles } from '../claims/attachmentFiles';
import { sendStoredFile } from '../../files/sendStoredFile';

/** The document wizard's upload (02-business.md §4, §7): split and convert on the server, keep the outputs. */
export const uploadHandlers: FamilyHandlers<'upload'> = {
  'upload.documents': async (ctx) => {
    const [file] = acceptedFiles(ctx.request.files);
    // Loaded on the first upload: pdf.js, pdf-lib and sharp hold some 60 MiB of heap, which a server that never processes
    // a document should not carry (the benchmark's exports run with the heap capped at 96 MiB).
    const { processDocument } = await import('../../documents/processDocument');
    const made = await processDocument(file!.data, file!.contentType, ctx.body.params);
    // The screen uploading (the spec's cmid header), when it is one the call serves; the wizard's own otherwise.
    const named = String(ctx.request.headers.cmid ?? '');
    const cmid = (ctx.call.access as { cmids?: string[] }).cmids?.includes(named) ? named : 'RVIUPLOAD';
    const documents = await keepUploadedDocuments(scoped(ctx), ctx.files, cmid, made);
    return { status: 0, message: 'Uploaded successfully', documents };
  },
  'upload.document_file': async (ctx) => {
    const row = await uploadedDocument(scoped(ctx), ctx.params.id);
    return sendStoredFile(ctx.reply, ctx.files, row.file_key, row.file_name);
  },
};
