import type { FamilyHandlers, HandlerContext } from '../Handler';
import { scoped, viaOf } from '../Handler';
import { actorOf } from '../../data/audit/auditedChange';
import { ANONYMOUS } from '../../data/audit/auditLog';
import { submitForm, type NewSubmission } from '../../data/forms/submitForm';
import { submissionDetail } from '../../data/forms/formSubmission';
import { moveSubmission } from '../../data/forms/moveSubmission';
import { submissionFile, submissionFiles } from '../../data/forms/submissionFiles';
import { eftAccount, visitorBrand } from '../../data/forms/formBrand';
import type { FormAction } from '../../data/forms/formStates';
import { sendStoredFile } from '../../files/sendStoredFile';
import { noticeRefs, queueMailJobs } from '../../jobs/mailJobs';
import { addressKey, countAttempt } from '../../auth/throttle';
import { langOf, serverMessage } from '../../serverMessages';
import { validationError } from '../../errors';
import type { UploadedFile } from '../../multipart';
import { formSubmissionPdf } from '../../documents/formSubmissionPdf';
import { sendPdf } from '../../documents/pdfDocument';
import { attachmentDisposition, cleanFileName } from '../claims/attachmentFiles';

const RECEIVED = 'Thank you. Your form was received under reference {1}';

type EftCall = 'form.eft_manitoulin_en' | 'form.eft_manitoulin_fr' | 'form.eft_drc_en' | 'form.eft_drc_fr';
type SubmitCall = 'form.register' | 'form.credit_application' | EftCall;
type MoveCall = 'form.submission_review' | 'form.submission_approve' | 'form.submission_reject';

/** The body's file fields (x-file): their names come from the parts the server read, never from text a JSON body sends. */
const FILE_FIELDS = ['file', 'void_cheque'] as const;
const filesOf = (files: UploadedFile[] | null) => (files ?? []).map((f) => ({ fileName: cleanFileName(f.fileName), data: f.data }));

/** The answers as kept: a file field names the file received under it, or is left out. */
function withFiles(body: object, files: UploadedFile[] | null): object {
  const out: Record<string, unknown> = { ...body };
  for (const field of FILE_FIELDS) {
    delete out[field];
    const file = (files ?? []).find((f) => f.field === field);
    if (file) out[field] = cleanFileName(file.fileName);
  }
  return out;
}

/** Keeps a form with its two emails in the outbox, then queues their delivery once committed (SMTP is never inside a request). */
async function submit<Id extends SubmitCall>(ctx: HandlerContext<Id>, sub: NewSubmission) {
  const { id, outbox } = await submitForm(ctx.db, ctx.files, { ...sub, answers: withFiles(sub.answers, ctx.request.files) }, filesOf(ctx.request.files));
  await queueMailJobs(ctx.jobs, noticeRefs(outbox));
  return { id, status: 0, message: serverMessage(RECEIVED, sub.language, { 1: id }) };
}

/** A visitor's form: counted against the address (each sends two emails), under the brand of the page's URL, in the page's language. */
async function visitorSubmit<Id extends 'form.register' | 'form.credit_application'>(ctx: HandlerContext<Id>, form: NewSubmission['form'], cmid: string) {
  await countAttempt(ctx.db, ['sendAddress', `form@${addressKey(ctx.request)}`]);
  const company = ctx.caller?.company ?? (await visitorBrand(ctx.db, ctx.request.headers.company));
  const language = langOf(ctx.request.headers['accept-language'] as string | undefined);
  // Audited in the name of the signed-in sender, else of nobody known ('anonymous': the applicant's email is only what they typed).
  const who = { company, user_id: ctx.caller?.username ?? ANONYMOUS, cmid: null, ip: null, ...viaOf(ctx.request) };
  return submit(ctx, { company, form, cmid, language, answers: { ...ctx.body }, submittedBy: ctx.caller?.userId ?? null, who });
}

/** An EFT enrolment, in its form's language, for the caller's own account (a customer) or the account staff name. */
async function eftSubmit<Id extends EftCall>(ctx: HandlerContext<Id>, cmid: string) {
  const rows = scoped(ctx);
  // A JSON body could name a file it does not send: the cheque must be a part of the request.
  if (!(ctx.request.files ?? []).some((f) => f.field === 'void_cheque')) throw validationError([{ pointer: '/void_cheque', message: 'Field is required' }]);
  const account_number = await eftAccount(rows, ctx.body.account_number);
  const language = cmid.endsWith('_FR') ? 'fr' : 'en';
  return submit(ctx, { company: rows.scope.company, form: 'eft', cmid, language, answers: { ...ctx.body, account_number }, submittedBy: rows.caller.userId, who: actorOf(rows) });
}

async function move<Id extends MoveCall>(ctx: HandlerContext<Id>, action: FormAction) {
  const rows = scoped(ctx);
  const note = ctx.body?.note?.trim() || null;
  const outbox = await moveSubmission(rows, ctx.params.id, action, note);
  await queueMailJobs(ctx.jobs, noticeRefs([outbox]));
  return submissionDetail(rows, ctx.params.id);
}

/**
 * Registration, credit application and EFT enrolment (issue 15 point 7), and the staff's forms
 * queue; the queue's list is a grid source declared in the catalogue (formQueue).
 */
export const formHandlers: FamilyHandlers<'form'> = {
  'form.register': async (ctx) => visitorSubmit(ctx, 'registration', 'MT_MANI_Register_A'),
  'form.credit_application': async (ctx) => visitorSubmit(ctx, 'credit_application', 'MT_Credit_App_A'),
  'form.eft_manitoulin_en': async (ctx) => eftSubmit(ctx, 'EFT_MANITOULIN_EN'),
  'form.eft_manitoulin_fr': async (ctx) => eftSubmit(ctx, 'EFT_MANITOULIN_FR'),
  'form.eft_drc_en': async (ctx) => eftSubmit(ctx, 'EFT_DRC_EN'),
  'form.eft_drc_fr': async (ctx) => eftSubmit(ctx, 'EFT_DRC_FR'),
  'form.submission_get': async (ctx) => submissionDetail(scoped(ctx), ctx.params.id),
  'form.submission_review': async (ctx) => move(ctx, 'review'),
  'form.submission_approve': async (ctx) => move(ctx, 'approve'),
  'form.submission_reject': async (ctx) => move(ctx, 'reject'),
  'form.submission_files': async (ctx) => ({ results: await submissionFiles(scoped(ctx), ctx.params.id) }),
  // The form as staff see it (its detail screen's layout), in the caller's language, for the PDF viewer and the file.
  'form.submission_pdf': async (ctx) => {
    const rows = scoped(ctx);
    const detail = await submissionDetail(rows, ctx.params.id);
    const files = await submissionFiles(rows, ctx.params.id);
    const doc = formSubmissionPdf(detail, files, langOf(ctx.request.headers['accept-language'] as string | undefined));
    return sendPdf(ctx.reply, doc, `Form-${detail.id}.pdf`, attachmentDisposition);
  },
  'form.submission_file': async (ctx) => {
    const file = await submissionFile(scoped(ctx), ctx.params.id, ctx.query.file);
    return sendStoredFile(ctx.reply, ctx.files, file.file_key, file.file_name);
  },
};
