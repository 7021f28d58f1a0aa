import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { ScreenStore } from '../screens/ScreenStore';
import type { FileStore } from '../files/FileStore';
import type { JobQueue } from './JobQueue';
import { pgBossQueue } from './pgBossQueue';
import type { QueueSettings } from './queueSettings';
import { definePushreportJobs, sweepSchedules } from './pushreportJobs';
import { defineAsnJobs, sweepAsnNotices } from './asnJobs';
import { defineCustomReportJobs, sweepReportSchedules } from './customReportJobs';
import { defineMailJobs, sweepMail } from './mailJobs';
import { defineExportJobs, sweepExpiredExports } from './exportJobs';

export interface PortalJobs {
  queue: JobQueue;
  /** Starts fetching jobs (when this process works them) and the schedules' sweep; idempotent. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const SWEEP_MS = 60_000;

/**
 * The portal's queue with every kind of job defined: made once by the portal
 * (buildApp) and by `npm run worker` (worker.ts), the same code in both. A
 * process that works jobs also sweeps the schedules (push reports whose next
 * run is unset or past get it queued) at start and every minute.
 */
export function portalJobs(s: { db: Kysely<DB>; calls: readonly CallEntry[]; screens: ScreenStore; files: FileStore; settings: QueueSettings; log?: (m: string) => void }): PortalJobs {
  const queue = pgBossQueue(s.db, s.settings);
  definePushreportJobs(queue, () => ({ db: s.db, calls: s.calls, screens: s.screens, files: s.files, timeoutMs: s.settings.expireSeconds * 1000 }));
  const say = (m: string) => s.log?.(m);
  const mailLog = { info: () => undefined, warn: (o: object, m: string) => say(`${m} ${JSON.stringify(o)}`) };
  defineAsnJobs(queue, () => s.db);
  defineMailJobs(queue, () => ({ db: s.db, files: s.files }), mailLog);
  defineCustomReportJobs(queue, () => ({ db: s.db, files: s.files }));
  defineExportJobs(queue, () => ({ db: s.db, calls: s.calls, screens: s.screens, files: s.files, timeoutMs: s.settings.expireSeconds * 1000 }));
  let timer: NodeJS.Timeout | undefined;
  let started: Promise<void> | undefined;
  const sweep = async () => {
    await sweepSchedules(s.db, queue).catch((e: Error) => say(`push report schedules: ${e.message}`));
    await sweepReportSchedules(s.db, queue).catch((e: Error) => say(`report schedules: ${e.message}`));
    await sweepAsnNotices(s.db, queue).catch((e: Error) => say(`advance shipping notices: ${e.message}`));
    await sweepMail(s.db, queue).catch((e: Error) => say(`outbox: ${e.message}`));
    await sweepExpiredExports(s.db, s.files).catch((e: Error) => say(`expired exports: ${e.message}`));
  };
  return {
    queue,
    start: () =>
      (started ??= (async () => {
        await queue.start();
        if (!s.settings.work) return;
        await sweep();
        timer = setInterval(sweep, SWEEP_MS);
        timer.unref();
      })()),
    async stop() {
      if (timer) clearInterval(timer);
      await queue.stop();
    },
  };
}
