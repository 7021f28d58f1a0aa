import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import { composeEmail } from '../email/composeEmail';
import { emailTransport } from '../email/transportConfig';
import { smtpDeliver } from '../mail/smtp';

/**
 * Sends an outbox message with its attached files through SMTP when a
 * transport is set up (README "Settings"); without one it stays queued in the
 * outbox, as every message does. The outcome is recorded on its row.
 */
export async function deliverOutboxMessage(db: Kysely<DB>, files: FileStore, id: number, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const transport = emailTransport(env);
  if (!transport) return;
  const m = await db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const to = JSON.parse(m.to_addresses) as string[];
  const attached = (m.attachments ?? []) as { key: string; name: string; type: string }[];
  const attachments = await Promise.all(attached.map(async (a) => ({ name: a.name, type: a.type, data: await files.get(a.key) })));
  const raw = composeEmail({ from: transport.from, to, cc: [], subject: m.subject, content: m.content, messageId: m.message_id, attachments });
  try {
    await smtpDeliver(transport, to, raw);
  } catch (err) {
    await db.updateTable('email_outbox').set({ status: 'failed', error: String((err as Error).message ?? err).slice(0, 500) }).where('id', '=', id).execute();
    return;
  }
  await db.updateTable('email_outbox').set({ status: 'sent', sent_at: new Date().toISOString() }).where('id', '=', id).execute();
}
