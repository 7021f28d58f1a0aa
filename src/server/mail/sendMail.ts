import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

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
 * Writes a plain-text notice to the outbox, inside the caller's transaction
 * (the change the notice tells of commits with it, or neither does). Nothing
 * is sent here: once committed, the caller queues its delivery
 * (jobs/mailJobs.ts queueMailJobs), the one path every email takes.
 */
export async function queueMail(db: Kysely<DB>, mail: Mail): Promise<number> {
  const { id } = await db
    .insertInto('outbox')
    .values({ to_address: mail.to, subject: mail.subject, body: mail.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
