import type { FamilyHandlers } from '../Handler';
import { signedIn } from '../Handler';
import { AppError } from '../../errors';
import { sendEmail } from '../../email/sendEmail';

export const emailHandlers: FamilyHandlers<'email'> = {
  /**
   * The email form's message. Kept in the outbox, delivered when SMTP_HOST is
   * set; a failed delivery stays in the outbox as failed and is answered 502
   * (the form then drops its progress notice without a message).
   */
  'email.send': async (ctx) => {
    const outcome = await sendEmail(ctx.db, signedIn(ctx), ctx.body);
    if (outcome.status === 'failed') {
      ctx.request.log.warn({ messageId: outcome.messageId, err: outcome.error }, 'email delivery failed');
      throw new AppError('EMAIL_NOT_SENT');
    }
    return { success: true, detail: outcome.status === 'sent' ? 'Email sent' : 'Email queued', message_id: outcome.messageId };
  },
};
