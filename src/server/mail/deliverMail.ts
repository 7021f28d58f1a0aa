import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import { composeEmail } from '../email/composeEmail';
import { emailTransport } from '../email/transportConfig';
import { smtpDeliver, smtpSend } from './smtp';

/**
 * One message waiting to go: a plain-text notice (`outbox`, written by
 * queueMail) or a composed email with its copies and attachments
 * (`email_outbox`, written by sendEmail and the report runs).
 */
export interface MailRef {
  box: 'outbox' | 'email_outbox';
  id: number;
}

export type DeliveryOutcome = 'sent' | 'already sent' | 'kept' | 'gone';

const errorText = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 500);

/**
 * Hands one message of the outbox to SMTP (SMTP_URL or SMTP_HOST, README
 * "Settings") and records the outcome on its row. This is the only place a
 * message leaves the portal; it runs in the mail job (jobs/mailJobs.ts),
 * never in a request. A message already sent is not sent again (a job
 * retried after its worker died, a sweep that queued it again). A refused
 * or unreachable server leaves the error on the row and throws, so the
 * queue tries again later with backoff; `final` marks the last attempt
 * (a composed email is then shown failed). Without a transport the message
 * stays in the outbox, as every message does in a demo or a test.
 */
export async function deliverMail(db: Kysely<DB>, files: FileStore, ref: MailRef, opts: { final?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<DeliveryOutcome> {
  const transport = emailTransport(opts.env ?? process.env);
  if (ref.box === 'outbox') {
    const m = await db.selectFrom('outbox').select(['to_address', 'subject', 'body', 'sent_at']).where('id', '=', ref.id).executeTakeFirst();
    if (!m) return 'gone';
    if (m.sent_at) return 'already sent';
    if (!transport) return 'kept';
    try {
      await smtpSend(transport, { to: m.to_address, subject: m.subject, body: m.body });
    } catch (err) {
      await db.updateTable('outbox').set({ error: errorText(err) }).where('id', '=', ref.id).execute();
      throw err;
    }
    await db.updateTable('outbox').set({ sent_at: new Date().toISOString(), error: null }).where('id', '=', ref.id).where('sent_at', 'is', null).execute();
    return 'sent';
  }
  const m = await db.selectFrom('email_outbox').selectAll().where('id', '=', ref.id).executeTakeFirst();
  if (!m) return 'gone';
  if (m.status === 'sent') return 'already sent';
  if (!transport) return 'kept';
  try {
    const to = JSON.parse(m.to_addresses) as string[];
    const cc = JSON.parse(m.cc_addresses) as string[];
    const bcc = JSON.parse(m.bcc_addresses) as string[];
    const attached = (typeof m.attachments === 'string' ? JSON.parse(m.attachments) : (m.attachments ?? [])) as { key: string; name: string; type: string }[];
    const attachments = await Promise.all(attached.map(async (a) => ({ name: a.name, type: a.type, data: await files.get(a.key) })));
    // Replies go to the user who wrote the message (a report run's owner too).
    const sender = await db.selectFrom('users').select('email').where('id', '=', m.sent_by).executeTakeFirst();
    const raw = composeEmail({
      from: transport.from,
      replyTo: sender?.email || undefined,
      to,
      cc,
      subject: m.subject,
      content: m.content,
      additionalContent: m.additional_content ?? undefined,
      messageId: m.message_id,
      attachments,
    });
    // Bcc addresses are in the envelope only, never in a header.
    await smtpDeliver(transport, [...to, ...cc, ...bcc], raw);
  } catch (err) {
    await db
      .updateTable('email_outbox')
      .set({ status: opts.final ? 'failed' : 'queued', error: errorText(err) })
      .where('id', '=', ref.id)
      .execute();
    throw err;
  }
  await db.updateTable('email_outbox').set({ status: 'sent', error: null, sent_at: new Date().toISOString() }).where('id', '=', ref.id).execute();
  return 'sent';
}
