import type { FamilyHandlers } from '../Handler';

const started = Date.now();

/** Liveness and readiness probes (README, Reliability and security): public, answered while the database is away. */
export const healthHandlers: FamilyHandlers<'globals'> = {
  /** The process answers: nothing here touches the database, so an outage never makes an orchestrator restart a healthy server. */
  'globals.health': async () => ({ status: 'ok', uptime_s: Math.floor((Date.now() - started) / 1000) }),

  /**
   * Ready to serve: start-up work done, the database reachable, migrations current (else 503 with Retry-After).
   * The document store is reported, not required: a bucket outage stops uploads and downloads (503
   * FILE_STORE_UNAVAILABLE), and taking every server out of rotation for it would stop tracing and sign-in too.
   */
  'globals.ready': async ({ readiness, files }) => {
    const database = await readiness.check();
    const reachable = await files.check().then(
      () => true,
      () => false,
    );
    return { ...database, files: reachable ? 'reachable' : 'unreachable' };
  },
};
