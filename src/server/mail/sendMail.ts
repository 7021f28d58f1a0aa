import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { smtpConfig, smtpSend } from './smtp';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Every outgoing message is first written to the outbox table. With SMTP
 * configured (SMTP_HOST, README "Settings") it is then delivered and marked
 * sent; without, it stays in the outbox and is logged, so a demo or a test can
 * read the code it carries.
 */
export async function sendMail(db: Kysely<DB>, log: MailLog, mail: Mail, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { id } = await db
    .insertInto('outbox')
    .values({ to_address: mail.to, subject: mail.subject, body: mail.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  const smtp = smtpConfig(env);
  if (!smtp) {
    log.info({ outbox: id, to: mail.to, subject: mail.subject, body: mail.body }, 'mail kept in the outbox (no SMTP_HOST)');
    return;
  }
  try {
    await smtpSend(smtp, mail);
    await db.updateTable('outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', id).execute();
  } catch (err) {
    // The user is told the message went; a delivery failure stays visible in the outbox row and the log.
    await db
      .updateTable('outbox')
      .set({ error: String((err as Error).message ?? err).slice(0, 500) })
      .where('id', '=', id)
      .execute();
    log.warn({ outbox: id, err: (err as Error).message }, 'mail delivery failed');
  }
}
