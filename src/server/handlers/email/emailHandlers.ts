import type { FamilyHandlers } from '../Handler';
import { signedIn } from '../Handler';
import { AppError } from '../../errors';
import { sendEmail, type EmailOutcome } from '../../email/sendEmail';
import { contactMessage } from '../../email/contactMessage';
import { companyBrand } from '../../data/companyBrand';
import type { RouteContext } from '../Handler';

export const emailHandlers: FamilyHandlers<'email'> = {
  /**
   * The email form's message. Kept in the outbox, delivered when SMTP_HOST is
   * set; a failed delivery stays in the outbox as failed and is answered 502
   * (the form then drops its progress notice without a message).
   */
  'email.send': async (ctx) => answer(ctx, await sendEmail(ctx.db, signedIn(ctx), ctx.body)),
  /** Contact us: to the company's customer service address, whatever the body says. */
  'email.contact': async (ctx) => {
    const caller = signedIn(ctx);
    const company = await companyBrand(ctx.db, caller.company);
    return answer(ctx, await sendEmail(ctx.db, caller, contactMessage(caller, company.email, ctx.body)));
  },
};

function answer(ctx: { request: RouteContext['request'] }, outcome: EmailOutcome) {
  if (outcome.status === 'failed') {
    ctx.request.log.warn({ messageId: outcome.messageId, err: outcome.error }, 'email delivery failed');
    throw new AppError('EMAIL_NOT_SENT');
  }
  return { success: true, detail: outcome.status === 'sent' ? 'Email sent' : 'Email queued', message_id: outcome.messageId };
}
