/** What a job handler learns of its job besides its data. */
export interface JobInfo {
  id: string;
  /** 0 on the first attempt, then 1, 2... on retries (after a failure or a worker that died). */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

/** How a kind of job is retried: `retryLimit` more attempts, `retryDelaySeconds` apart, doubling each time with `backoff`. */
export interface JobKind<T> {
  name: string;
  handler: JobHandler<T>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  backoff?: boolean;
}

export interface SendOptions {
  /** Not before this time (a schedule's due time). */
  startAfter?: Date;
  /** The job's own id: a second send with the same id is ignored (answers null), so a retried step never queues twice. */
  id?: string;
}

/**
 * The one small interface modules use to run work outside a request (push
 * reports, notification emails, long exports): define a kind of job with its
 * handler and retry policy, then send jobs of it. Jobs are rows in the
 * database, so they survive a restart; a job is fetched by one worker at a
 * time (SKIP LOCKED); a failed or abandoned one is retried with backoff.
 * Implemented on pg-boss (pgBossQueue.ts) on PostgreSQL and PGlite alike.
 */
export interface JobQueue {
  define<T extends object>(kind: JobKind<T>): void;
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<string | null>;
  /** Queues a failed job of kind `name` again, for one more attempt (an administrator's retry); false when it is not failed. */
  retry(name: string, id: string): Promise<boolean>;
  /** Creates the queue's tables and queues (idempotent); with workers, starts fetching the defined kinds. */
  start(): Promise<void>;
  stop(): Promise<void>;
}
