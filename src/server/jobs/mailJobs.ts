import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import type { JobQueue } from './JobQueue';
import { deliverMail, type MailRef } from '../mail/deliverMail';
import type { MailLog } from '../mail/sendMail';

/** The one kind of job that sends email: every notice, message and report run's email goes out through it. */
export const MAIL_DELIVER = 'mail-deliver';

/** Attempts after the first: with the queue's retry delay doubled each time (60 s first), about four days in all. */
export const MAIL_RETRY_LIMIT = 12;

/** A UUID made from the message: queuing it again (the sweep, a retried step) queues it once. */
export function mailJobId(ref: MailRef): string {
  const h = createHash('sha256').update(`mail:${ref.box}:${ref.id}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Queues the delivery of messages a committed transaction wrote to the
 * outbox. Called after the commit: the outbox rows are the truth, and a send
 * lost between the commit and here is found by the sweep.
 */
export async function queueMailJobs(jobs: JobQueue, refs: readonly MailRef[]): Promise<void> {
  for (const ref of refs) await jobs.send<MailRef>(MAIL_DELIVER, { box: ref.box, id: ref.id }, { id: mailJobId(ref) });
}

/** Shorthands for the two tables' ids. */
export const noticeRefs = (ids: readonly number[]): MailRef[] => ids.map((id) => ({ box: 'outbox', id }));
export const emailRef = (id: number): MailRef => ({ box: 'email_outbox', id });

/**
 * Messages left unsent for a minute whose job was never queued (the process
 * stopped between the commit and the send) are queued; a message that has a
 * job already is not queued twice (the job's id is the message's). Looks two
 * days back: older ones are the outbox's history.
 */
export async function sweepMail(db: Kysely<DB>, jobs: JobQueue, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 60_000);
  const since = new Date(now.getTime() - 2 * 86_400_000);
  const notices = await db.selectFrom('outbox').select('id').where('sent_at', 'is', null).where('created_at', '<', before).where('created_at', '>', since).orderBy('id').limit(5000).execute();
  const emails = await db.selectFrom('email_outbox').select('id').where('status', '=', 'queued').where('created_at', '<', before).where('created_at', '>', since).orderBy('id').limit(5000).execute();
  const refs = [...noticeRefs(notices.map((n) => n.id)), ...emails.map((e) => emailRef(e.id))];
  await queueMailJobs(jobs, refs);
  return refs.length;
}

/** Defines the mail job (before the queue starts): a failed delivery throws, and the queue retries it with backoff. */
export function defineMailJobs(jobs: JobQueue, services: () => { db: Kysely<DB>; files: FileStore }, log: MailLog): void {
  jobs.define<MailRef>({
    name: MAIL_DELIVER,
    retryLimit: MAIL_RETRY_LIMIT,
    backoff: true,
    handler: async (ref, job) => {
      const s = services();
      try {
        const outcome = await deliverMail(s.db, s.files, ref, { final: job.retryCount >= MAIL_RETRY_LIMIT });
        if (outcome === 'kept') log.info({ ...ref }, 'mail kept in the outbox (no SMTP set up)');
      } catch (err) {
        log.warn({ ...ref, attempt: job.retryCount + 1, err: (err as Error).message }, 'mail delivery failed, to be retried');
        throw err;
      }
    },
  });
}
