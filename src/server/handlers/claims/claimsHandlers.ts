import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { fileClaim } from '../../data/claims/fileClaim';
import { claimDetail } from '../../data/claims/claimDetail';
import { attachToClaim, claimAttachment, claimAttachments, removeClaimAttachment } from '../../data/claims/claimAttachments';
import { acceptedFiles, attachmentDisposition, cleanFileName } from './attachmentFiles';
import { sniffedType } from '../../sniffedType';
import { changeClaimStatus } from '../../data/claims/changeClaimStatus';
import { noticeRefs, queueMailJobs } from '../../jobs/mailJobs';
import { claimFormPdf, claimProcedurePdf, type DocLang } from '../../documents/claimDocuments';
import { sendPdf } from '../../documents/pdfDocument';
import { langOf } from '../../serverMessages';

const docLang = (ctx: { query: { lang?: DocLang }; request: { headers: Record<string, unknown> } }): DocLang => ctx.query.lang ?? langOf(ctx.request.headers['accept-language'] as string | undefined);

/** Claims (CLAIM-ADD, CLAIM-VIEW, CLAIM-UPLOAD), their processing by staff (CLAIM-PROC) and attachments; the lists are declared grid sources. */
export const claimsHandlers: FamilyHandlers<'claims'> = {
  'claims.create': async (ctx) => fileClaim(scoped(ctx), ctx.body),
  'claims.view': async (ctx) => claimDetail(scoped(ctx), ctx.params.claim_number),
  'claims.probill_claim': async (ctx) => claimDetail(scoped(ctx), { probill: ctx.params.probill }),
  'claims.update_status': async (ctx) => {
    const rows = scoped(ctx);
    // The claimant hears of every change unless staff say not to: the notice is written with the change, delivered by the mail job.
    const { outbox } = await changeClaimStatus(rows, ctx.params.claim_number, ctx.body.status, ctx.body.comment?.trim() || null, ctx.body.notify_claimant !== false);
    await queueMailJobs(ctx.jobs, noticeRefs(outbox));
    return claimDetail(rows, ctx.params.claim_number);
  },
  'claims.procedure_download': async (ctx) => {
    const lang = docLang(ctx);
    return sendPdf(ctx.reply, claimProcedurePdf(lang), lang === 'fr' ? 'Procedure-reclamations.pdf' : 'Claims-procedure.pdf', attachmentDisposition);
  },
  'claims.form_download': async (ctx) => {
    const lang = docLang(ctx);
    return sendPdf(ctx.reply, claimFormPdf(lang), lang === 'fr' ? 'Formulaire-reclamation.pdf' : 'Claim-form.pdf', attachmentDisposition);
  },
  'claims.attachments_list': async (ctx) => ({ results: await claimAttachments(scoped(ctx), { probill: ctx.params.probill, claimNumber: ctx.query.claim_number }) }),
  'claims.attachments_upload': async (ctx) => {
    const files = acceptedFiles(ctx.request.files).map((f) => ({ ...f, fileName: cleanFileName(f.fileName) }));
    // A browser-drawn preview belongs to the one image it was drawn from.
    const thumbnail = files.length === 1 && files[0]!.contentType.startsWith('image/') ? (ctx.body?.thumbnail ?? null) : null;
    const added = await attachToClaim(scoped(ctx), { probill: ctx.params.probill, claimNumber: ctx.query.claim_number }, files, thumbnail);
    return { status: 0, message: 'Uploaded successfully', files: added };
  },
  'claims.attachments_download': async (ctx) => {
    const row = await claimAttachment(scoped(ctx), ctx.params.probill, ctx.query.file);
    // Served as what its bytes are (rows stored before uploads were sniffed included), always as an attachment:
    // the PDF viewer fetches it and draws it itself, so no browser ever renders it in the portal's origin.
    const type = (await sniffedType(row.content)) ?? 'application/octet-stream';
    return ctx.reply.header('content-type', type).header('content-disposition', attachmentDisposition(row.file_name)).send(Buffer.from(row.content));
  },
  'claims.attachments_delete': async (ctx) => {
    await removeClaimAttachment(scoped(ctx), ctx.params.probill, ctx.query.file);
    return { status: 0, message: 'Attachment removed' };
  },
};
