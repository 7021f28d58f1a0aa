import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/Caller';
import { smtpDeliver } from '../mail/smtp';
import { sanitizeHtml } from '../../shared/richText/sanitizeHtml';
import { composeEmail } from './composeEmail';
import { emailTransport } from './transportConfig';

export interface OutgoingEmail {
  subject: string;
  content: string;
  additionalContent?: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
}

export type EmailOutcome = { status: 'queued' | 'sent'; messageId: string } | { status: 'failed'; messageId: string; error: string };

/**
 * Keeps the message in the outbox, then, with a transport (SMTP_URL), delivers
 * it and records the outcome on its row. Without a transport it stays queued.
 */
export async function sendEmail(db: Kysely<DB>, caller: Caller, email: OutgoingEmail, env: NodeJS.ProcessEnv = process.env): Promise<EmailOutcome> {
  const messageId = `<${randomUUID()}@portal>`;
  const cc = email.cc ?? [];
  const bcc = email.bcc ?? [];
  const { id } = await db
    .insertInto('email_outbox')
    .values({
      company: caller.company,
      sent_by: caller.userId,
      subject: email.subject,
      content: sanitizeHtml(email.content),
      additional_content: email.additionalContent ?? null,
      to_addresses: JSON.stringify(email.to),
      cc_addresses: JSON.stringify(cc),
      bcc_addresses: JSON.stringify(bcc),
      message_id: messageId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const transport = emailTransport(env);
  if (!transport) return { status: 'queued', messageId };
  const sender = await db.selectFrom('users').select('email').where('id', '=', caller.userId).executeTakeFirst();
  const raw = composeEmail({ ...email, from: transport.from, replyTo: sender?.email, cc, messageId });
  try {
    await smtpDeliver(transport, [...email.to, ...cc, ...bcc], raw);
  } catch (err) {
    const error = String((err as Error).message ?? err).slice(0, 500);
    await db.updateTable('email_outbox').set({ status: 'failed', error }).where('id', '=', id).execute();
    return { status: 'failed', messageId, error };
  }
  await db.updateTable('email_outbox').set({ status: 'sent', sent_at: new Date().toISOString() }).where('id', '=', id).execute();
  return { status: 'sent', messageId };
}
