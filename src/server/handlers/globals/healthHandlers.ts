import type { FamilyHandlers } from '../Handler';

const started = Date.now();

/** Liveness and readiness probes (README, Reliability and security): public, answered while the database is away. */
export const healthHandlers: FamilyHandlers<'globals'> = {
  /** The process answers: nothing here touches the database, so an outage never makes an orchestrator restart a healthy server. */
  'globals.health': async () => ({ status: 'ok', uptime_s: Math.floor((Date.now() - started) / 1000) }),

  /** Ready to serve: start-up work done, the database reachable, migrations current (else 503 with Retry-After). */
  'globals.ready': async ({ readiness }) => readiness.check(),
};
