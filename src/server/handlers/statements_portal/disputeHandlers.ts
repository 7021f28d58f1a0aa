import type { FamilyHandlers, HandlerContext } from '../Handler';
import { scoped } from '../Handler';
import { disputeDetail } from '../../data/disputes/disputeDetail';
import { submitDispute } from '../../data/disputes/submitDispute';
import { moveDispute, type DisputeMove } from '../../data/disputes/moveDispute';
import { noticeRefs, queueMailJobs } from '../../jobs/mailJobs';
import { attachToDispute, disputeAttachment, disputeAttachments } from '../../data/disputes/disputeAttachments';
import { acceptedFiles, cleanFileName } from '../claims/attachmentFiles';
import { sendStoredFile } from '../../files/sendStoredFile';

type MoveCall = 'statements_portal.dispute_inprogress' | 'statements_portal.dispute_review' | 'statements_portal.dispute_send_to_sales' | 'statements_portal.dispute_resolve';

/** One staff action on a dispute: the move (refused by the state machine or not), the customer's email, the dispute as it now is. */
async function move<Id extends MoveCall>(ctx: HandlerContext<Id>, change: DisputeMove) {
  const rows = scoped(ctx);
  const { outbox } = await moveDispute(rows, ctx.params.probill, change);
  // After the commit: the notice was written with the change; the mail job delivers it (SMTP is never inside a request).
  await queueMailJobs(ctx.jobs, noticeRefs(outbox));
  return disputeDetail(rows, ctx.params.probill);
}

/**
 * Disputes of invoices (issue 15 point 3): the customer submits one from open items or the
 * invoice and adds files; the company's staff move it through the state machine of
 * disputeStates.ts. The lists are grid sources declared in the catalogue.
 */
export const disputeHandlers: FamilyHandlers<'statements_portal'> = {
  'statements_portal.dispute_get': async (ctx) => disputeDetail(scoped(ctx), ctx.params.probill),
  'statements_portal.dispute_submit': async (ctx) => {
    const rows = scoped(ctx);
    const { outbox } = await submitDispute(rows, ctx.params.probill, ctx.body);
    await queueMailJobs(ctx.jobs, noticeRefs(outbox));
    return disputeDetail(rows, ctx.params.probill);
  },
  'statements_portal.dispute_inprogress': async (ctx) => move(ctx, { action: 'inprogress', comment: ctx.body?.comment }),
  'statements_portal.dispute_review': async (ctx) => move(ctx, { action: 'review', comment: ctx.body.comment }),
  'statements_portal.dispute_send_to_sales': async (ctx) => move(ctx, { action: 'send_to_sales', comment: ctx.body.comment, salesCode: ctx.body.sales_code }),
  'statements_portal.dispute_resolve': async (ctx) =>
    move(ctx, { action: 'resolve', comment: ctx.body.comment, resolution: ctx.body.resolution, creditAmount: ctx.body.credit_amount }),
  'statements_portal.dispute_attachments_list': async (ctx) => ({ results: await disputeAttachments(scoped(ctx), ctx.params.probill) }),
  'statements_portal.dispute_attachments_upload': async (ctx) => {
    const files = acceptedFiles(ctx.request.files).map((f) => ({ fileName: cleanFileName(f.fileName), data: f.data }));
    return { status: 0, message: 'Uploaded successfully', files: await attachToDispute(scoped(ctx), ctx.files, ctx.params.probill, files) };
  },
  'statements_portal.dispute_attachments_download': async (ctx) => {
    const file = await disputeAttachment(scoped(ctx), ctx.params.probill, ctx.query.file);
    return sendStoredFile(ctx.reply, ctx.files, file.file_key, file.file_name);
  },
};
