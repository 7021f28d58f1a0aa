import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../auth/Caller';
import { AppError } from '../../errors';
import { assertAdmin } from '../guards';

/**
 * A job an administrator may queue again: it exists (404) and has failed (409:
 * a queued, running or finished one is left alone). job_list holds the
 * portal's rows (no company owns the queue; ownership.ts: shared), so the
 * refusal is its list's: administrators only, checked before any row is read.
 */
export async function failedJob(db: Kysely<DB>, caller: Caller, id: string): Promise<{ id: string; queue: string }> {
  assertAdmin(caller);
  // A view (read by the grid through its resource), not a table of DB: its row is typed here.
  const [job] = (await sql<{ id: string; queue: string; state: string }>`select id, queue, state from job_list where id = ${id}`.execute(db)).rows;
  if (!job) throw new AppError('NOT_FOUND');
  if (job.state !== 'failed') throw new AppError('JOB_NOT_FAILED');
  return { id: job.id, queue: job.queue };
}
