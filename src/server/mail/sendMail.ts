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

/** Writes a message to the outbox only (inside the caller's transaction, if any); `deliverQueued` sends it once that has committed. */
export async function queueMail(db: Kysely<DB>, mail: Mail): Promise<number> {
  const { id } = await db
    .insertInto('outbox')
    .values({ to_address: mail.to, subject: mail.subject, body: mail.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Delivers queued outbox messages by SMTP when it is configured (README "Settings") and
 * marks them sent; without, they stay in the outbox and are logged, so a demo or a test
 * can read what they carry. Called after the writing transaction committed, so nothing is
 * mailed about a change that was rolled back.
 */
export async function deliverQueued(db: Kysely<DB>, log: MailLog, ids: number[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!ids.length) return;
  const smtp = smtpConfig(env);
  const mails = await db.selectFrom('outbox').select(['id', 'to_address', 'subject', 'body']).where('id', 'in', ids).orderBy('id').execute();
  for (const m of mails) {
    const mail = { to: m.to_address, subject: m.subject, body: m.body };
    if (!smtp) {
      log.info({ outbox: m.id, to: mail.to, subject: mail.subject, body: mail.body }, 'mail kept in the outbox (no SMTP_HOST)');
      continue;
    }
    try {
      await smtpSend(smtp, mail);
      await db.updateTable('outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', m.id).execute();
    } catch (err) {
      // The user is told the message went; a delivery failure stays visible in the outbox row and the log.
      await db
        .updateTable('outbox')
        .set({ error: String((err as Error).message ?? err).slice(0, 500) })
        .where('id', '=', m.id)
        .execute();
      log.warn({ outbox: m.id, err: (err as Error).message }, 'mail delivery failed');
    }
  }
}

/** Every outgoing message is first written to the outbox table, then delivered (see deliverQueued). */
export async function sendMail(db: Kysely<DB>, log: MailLog, mail: Mail, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await deliverQueued(db, log, [await queueMail(db, mail)], env);
}
