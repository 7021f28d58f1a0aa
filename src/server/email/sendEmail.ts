import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/Caller';
import { sanitizeHtml } from '../../shared/richText/sanitizeHtml';

export interface OutgoingEmail {
  subject: string;
  content: string;
  additionalContent?: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
}

export interface QueuedEmail {
  /** Its row in `email_outbox`, for the mail job (jobs/mailJobs.ts) once the writing transaction committed. */
  id: number;
  messageId: string;
}

/**
 * Writes a composed message (sanitised) to the outbox, in the caller's
 * transaction when it has one. Nothing is sent here: the caller queues its
 * delivery once committed (queueMailJobs with emailRef), and the mail job
 * sends it with its Cc, Bcc and Reply-To, retrying while SMTP is away.
 */
export async function sendEmail(db: Kysely<DB>, caller: Caller, email: OutgoingEmail): Promise<QueuedEmail> {
  const messageId = `<${randomUUID()}@portal>`;
  const { id } = await db
    .insertInto('email_outbox')
    .values({
      company: caller.company,
      sent_by: caller.userId,
      subject: email.subject,
      content: sanitizeHtml(email.content),
      additional_content: email.additionalContent ?? null,
      to_addresses: JSON.stringify(email.to),
      cc_addresses: JSON.stringify(email.cc ?? []),
      bcc_addresses: JSON.stringify(email.bcc ?? []),
      message_id: messageId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, messageId };
}
