import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { JobQueue } from './JobQueue';
import { queuedAsnNotices, sendAsnNotice } from '../data/asn/sendAsnNotice';
import { noticeRefs, queueMailJobs } from './mailJobs';

/** The job that sends one advance shipping notice (data/asn/sendAsnNotice.ts). */
export const ASN_NOTICE = 'asn-notice';
export type AsnNoticeJob = { noticeId: number };

/** A UUID made from the notice: queuing it again (the sweep, a retried request) queues it once. */
export function asnJobId(noticeId: number): string {
  const h = createHash('sha256').update(`asn-notice:${noticeId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Queues the sending of notices made by a committed transaction (their rows are the truth; the sweep catches a lost send). */
export async function queueAsnJobs(jobs: JobQueue, noticeIds: readonly number[]): Promise<void> {
  for (const noticeId of noticeIds) await jobs.send<AsnNoticeJob>(ASN_NOTICE, { noticeId }, { id: asnJobId(noticeId) });
}

/** Notices left Queued for a minute (the process stopped between the commit and the send) are queued again. */
export async function sweepAsnNotices(db: Kysely<DB>, jobs: JobQueue, now = new Date()): Promise<number> {
  const ids = await queuedAsnNotices(db, new Date(now.getTime() - 60_000));
  await queueAsnJobs(jobs, ids);
  return ids.length;
}

/** Defines the notices' job (before the queue starts): the outbox rows are written with the notice's state, then queued for the mail job. */
export function defineAsnJobs(jobs: JobQueue, db: () => Kysely<DB>): void {
  jobs.define<AsnNoticeJob>({
    name: ASN_NOTICE,
    retryLimit: 5,
    backoff: true,
    handler: async ({ noticeId }) => {
      const outbox = await sendAsnNotice(db(), noticeId);
      await queueMailJobs(jobs, noticeRefs(outbox));
    },
  });
}
