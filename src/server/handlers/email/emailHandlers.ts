import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import type { QueuedEmail } from '../../email/sendEmail';
import { queueEmail } from '../../email/queueEmail';
import { contactMessage } from '../../email/contactMessage';
import { companyBrand } from '../../data/companyBrand';
import { emailRef, queueMailJobs } from '../../jobs/mailJobs';
import type { JobQueue } from '../../jobs/JobQueue';

export const emailHandlers: FamilyHandlers<'email'> = {
  /**
   * The email form's message: written to the outbox and handed to the mail
   * job, which delivers it and retries while the mail server is away; the
   * request never waits on SMTP, so a server down fails nothing here.
   */
  'email.send': async (ctx) => answer(ctx.jobs, await queueEmail(scoped(ctx), ctx.body)),
  /** Contact us: to the company's customer service address, whatever the body says. */
  'email.contact': async (ctx) => {
    const rows = scoped(ctx);
    const company = await companyBrand(ctx.db, rows.caller.company);
    return answer(ctx.jobs, await queueEmail(rows, contactMessage(rows.caller, company.email, ctx.body)));
  },
};

async function answer(jobs: JobQueue, email: QueuedEmail) {
  await queueMailJobs(jobs, [emailRef(email.id)]);
  return { success: true, detail: 'Email queued', message_id: email.messageId };
}
