/**
 * The queue's settings (README "Jobs"): JOB_WORKER=separate leaves the work to
 * `npm run worker` (the portal then only sends), JOB_CONCURRENCY workers per
 * process, JOB_POLL_SECONDS between fetches of an idle worker, JOB_EXPIRE_SECONDS
 * after which a job whose worker died (or hung) is failed and retried, checked
 * every JOB_MAINTENANCE_SECONDS; a failed job waits JOB_RETRY_SECONDS, doubled
 * at each further retry.
 */
export interface QueueSettings {
  work: boolean;
  concurrency: number;
  pollSeconds: number;
  expireSeconds: number;
  maintenanceSeconds: number;
  retrySeconds: number;
}

const num = (value: string | undefined, fallback: number, min: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= min ? n : fallback;
};

export function queueSettings(env: NodeJS.ProcessEnv = process.env, role: 'portal' | 'worker' = 'portal'): QueueSettings {
  return {
    work: role === 'worker' || env.JOB_WORKER !== 'separate',
    concurrency: Math.floor(num(env.JOB_CONCURRENCY, 4, 1)),
    pollSeconds: num(env.JOB_POLL_SECONDS, 1, 0.5),
    expireSeconds: Math.floor(num(env.JOB_EXPIRE_SECONDS, 900, 1)),
    maintenanceSeconds: Math.floor(num(env.JOB_MAINTENANCE_SECONDS, 30, 1)),
    retrySeconds: Math.floor(num(env.JOB_RETRY_SECONDS, 60, 1)),
  };
}
