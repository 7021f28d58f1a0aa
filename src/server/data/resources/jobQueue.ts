import { datetime, number, text, type Resource } from '../Resource';
import { adminOnly } from '../guards';

/**
 * The queue's jobs (JOBQ-START), over the view job_list (pg-boss's table):
 * administrators only, whatever menu holds the screen, since one queue serves
 * every company of the portal. Newest first; a failed job's error is searchable.
 */
export const jobQueue: Resource = {
  table: 'job_list',
  key: 'id',
  guard: adminOnly,
  defaultSort: '-created_at',
  search: ['queue', 'state', 'error'],
  fields: {
    id: text(),
    queue: text(),
    state: text(),
    retry_count: number(),
    retry_limit: number(),
    start_after: datetime(),
    started_at: datetime(),
    created_at: datetime(),
    completed_at: datetime(),
    error: text(),
  },
};
