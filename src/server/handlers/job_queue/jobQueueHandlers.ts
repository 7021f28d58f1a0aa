import type { FamilyHandlers } from '../Handler';
import { signedIn } from '../Handler';
import { AppError } from '../../errors';
import { failedJob } from '../../data/jobs/failedJob';

/** The job queue's administration (JOBQ-START); its list is the jobQueue resource's grid source. */
export const jobQueueHandlers: FamilyHandlers<'job_queue'> = {
  /** A failed job queued again at once, with one more attempt; the queue's worker runs it like any other. */
  'job_queue.retry': async (ctx) => {
    const job = await failedJob(ctx.db, signedIn(ctx), ctx.params.id);
    // Between the read and the retry another administrator may have retried it: pg-boss then changes nothing.
    if (!(await ctx.jobs.retry(job.queue, job.id))) throw new AppError('JOB_NOT_FAILED');
    return { success: true };
  },
};
