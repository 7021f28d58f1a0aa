import PgBoss from 'pg-boss';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { pgliteOf, poolOf } from '../db/openDatabase';
import type { JobKind, JobQueue, SendOptions } from './JobQueue';
import type { QueueSettings } from './queueSettings';

const SCHEMA = 'pgboss';

/**
 * pg-boss's connection: on PostgreSQL the portal's own pool; on PGlite the one
 * connection, taken under Kysely's connection lock (so no statement of the
 * queue lands inside a request's transaction). pg-boss sends its maintenance
 * as one text of several statements (BEGIN ... COMMIT) without parameters:
 * PGlite runs those with exec, which the extended protocol of query cannot.
 */
function bossDb(db: Kysely<DB>): PgBoss.Db {
  const pool = poolOf(db);
  if (pool) return { executeSql: (text, values) => pool.query(text, values) };
  const lite = pgliteOf(db);
  if (!lite) throw new Error('The job queue needs a database opened by openDatabase');
  return {
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values?.length) return lite.query(text, values);
        const results = await lite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      }),
  };
}

/** The administrators' view of the jobs (JOBS): pg-boss's table, read like any grid source. */
const JOB_LIST = sql.raw(`
  create or replace view job_list as
  select id::text as id, name as queue, state::text as state, data, retry_count, retry_limit, start_after,
    started_on as started_at, created_on as created_at, completed_on as completed_at,
    case when state in ('failed', 'retry') then coalesce(output->>'message', output::text) end as error
  from ${SCHEMA}.job`);

/** The job queue on pg-boss (README "Jobs": why pg-boss, and how it runs on PGlite). */
export function pgBossQueue(db: Kysely<DB>, settings: QueueSettings): JobQueue {
  const kinds = new Map<string, JobKind<object>>();
  const boss = new PgBoss({
    db: bossDb(db),
    schema: SCHEMA,
    supervise: settings.work,
    schedule: false,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
    expireInSeconds: settings.expireSeconds,
  });
  boss.on('error', (err) => console.warn(`job queue: ${err.message}`));
  let started: Promise<void> | undefined;
  const workers = new Map<string, string[]>();
  // pg-boss waits its polling interval after every fetch; a worker that just finished a job (or a job sent
  // from this process) wakes it at once, so a backlog drains at the speed of the jobs, not of the polling.
  const wake = (name: string) => workers.get(name)?.forEach((id) => boss.notifyWorker(id));

  async function startOnce(): Promise<void> {
    await boss.start();
    await JOB_LIST.execute(db);
    for (const kind of kinds.values()) {
      const options = { name: kind.name, retryLimit: kind.retryLimit ?? 3, retryDelay: kind.retryDelaySeconds ?? settings.retrySeconds, retryBackoff: kind.backoff ?? true, expireInSeconds: settings.expireSeconds };
      if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, options);
      else await boss.createQueue(kind.name, options);
    }
    if (!settings.work) return;
    for (const kind of kinds.values()) {
      // One job per fetch and several fetchers: a job's failure is its own, and a slow one holds one worker only.
      const ids: string[] = [];
      workers.set(kind.name, ids);
      for (let i = 0; i < settings.concurrency; i += 1) {
        let self = '';
        self = await boss.work<object>(kind.name, { batchSize: 1, pollingIntervalSeconds: settings.pollSeconds, includeMetadata: true }, async ([job]) => {
          try {
            await kind.handler(job!.data, { id: job!.id, retryCount: job!.retryCount });
          } finally {
            if (self) boss.notifyWorker(self);
          }
        });
        ids.push(self);
      }
    }
  }

  return {
    define(kind) {
      if (started) throw new Error(`job kind ${kind.name} defined after the queue started`);
      kinds.set(kind.name, kind as JobKind<object>);
    },
    async send(name, data, opts: SendOptions = {}) {
      await (started ??= startOnce());
      const id = await boss.send(name, data, { startAfter: opts.startAfter, id: opts.id });
      if (!opts.startAfter) wake(name);
      return id;
    },
    async retry(name, id) {
      await (started ??= startOnce());
      // pg-boss moves a failed job to retry (one more attempt allowed) and ignores any other state.
      const before = await boss.getJobById(name, id);
      if (before?.state !== 'failed') return false;
      await boss.retry(name, id);
      wake(name);
      return true;
    },
    start: () => (started ??= startOnce()),
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
