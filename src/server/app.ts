import Fastify, { type FastifyInstance } from 'fastify';
import { registerCommandLog } from './data/commandLog/registerCommandLog';
import type { CommandLogSettings } from './data/commandLog/commandLogRecorder';
import formbody from '@fastify/formbody';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { readCatalogue } from './catalogue/readCatalogue';
import { registerCatalogue } from './catalogue/registerCatalogue';
import { ScreenStore } from './screens/ScreenStore';
import { loadHandlers } from './handlers/loadHandlers';
import { validatorCompiler } from './validators';
import { errorHandler } from './errorHandler';
import { AppError } from './errors';
import { langOf } from './serverMessages';
import { CONTENT_SECURITY_POLICY, needsPolicy } from './contentSecurityPolicy';
import { callOf, registerMultipart } from './multipart';
import { DEFAULT_BODY_LIMIT, refuseByHeaders } from './catalogue/bodyGate';
import { methodsOfPath, registerSiteRoutes } from './siteRoutes';
import { MAX_PARAM_LENGTH } from './catalogue/lintUrlLength';
import { registerMaintenanceHeader } from './maintenanceHeader';
import { registerBrowserApp, registerCompression } from './delivery';
import { ensureStamped, sameStamps } from './db/cacheStamps';
import { ReadRouting } from './db/readRouting';
import { DatabaseReadiness } from './db/readiness';
import { trackWrites } from './db/requestWrites';
import { gridSources } from './data/gridSources';
import { ACCESS_TABLES } from './auth/Caller';
import { CONFIG_TABLES } from './data/masterConfig';
import type { FileStore } from './files/FileStore';
import { temporaryFileStore } from './files/fileStoreFrom';
import { portalJobs, type PortalJobs } from './jobs/portalJobs';
import { queueSettings, type QueueSettings } from './jobs/queueSettings';
import { guardModeOf, type AuditGuardMode } from './data/audit/auditGuard';

export interface AppOptions {
  db: Kysely<DB>;
  /** A streaming replica of `db`: grid reads, counts and exports go there (db/readRouting.ts). */
  replica?: Kysely<DB>;
  /** Repository root: schemas/, screens/ and dist/ are found below it. */
  root: string;
  screensDir?: string;
  logger?: boolean | object;
  /** Where documents are kept; a fresh temporary folder when not given (tests). */
  files?: FileStore;
  /** Today (YYYY-MM-DD) for date rules; defaults to the portal's time zone's today. Tests fix it. */
  today?: () => string;
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For names the client (request.ip). */
  trustProxy?: boolean | number | string;
  /** Start-up work on the database before the stamps (npm start: migrations and the first seed). */
  prepare?: () => Promise<void>;
  /**
   * Return at once, the database's start-up work retried in the background until the database answers
   * (`app.databaseReady`); calls answer 503 until then. Otherwise buildApp does the work and fails with it.
   */
  waitForDatabase?: boolean;
  /**
   * The job queue's settings (jobs/queueSettings.ts); `work` makes this process run jobs (npm start does,
   * unless JOB_WORKER=separate). Left out (tests), jobs are only queued, for a worker the test starts.
   */
  jobs?: Partial<QueueSettings>;
  /** The command log's sampling, retention and batching (data/commandLog); left out, from the environment. */
  commandLog?: Partial<CommandLogSettings>;
  /** The audit guard's mode (data/audit/auditGuard.ts); left out, from PORTAL_AUDIT_GUARD. */
  auditGuard?: AuditGuardMode;
}

/**
 * Largest request head (request line and headers). Node's default is 16 KiB; the catalogue's
 * lint bounds every call's longest schema-valid URL well below this (lintUrlLength.ts), so a
 * request its schemas accept is never refused with 431.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/** The liveness and readiness probes, answered while the database is away. */
const PROBES = new Set(['/api/health', '/api/ready']);

/** Fastify's trustProxy as its options type it (one overload per value type). */
function trustProxyOption(trustProxy: boolean | number | string | undefined): { trustProxy?: boolean } {
  return trustProxy ? ({ trustProxy } as { trustProxy: boolean }) : {};
}

/** The portal's server: the catalogue's API under /api and the built browser app. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ ...trustProxyOption(opts.trustProxy), logger: opts.logger ?? false, bodyLimit: DEFAULT_BODY_LIMIT, http: { maxHeaderSize: MAX_HEADER_BYTES }, routerOptions: { maxParamLength: MAX_PARAM_LENGTH }, ajv: { customOptions: { allErrors: true } } });
  const pkg = await import(join(opts.root, 'package.json'), { with: { type: 'json' } });
  const calls = readCatalogue(join(opts.root, 'schemas'));
  const screens = new ScreenStore(opts.screensDir ?? join(opts.root, 'screens'), opts.root, calls, (m) => app.log.warn(m));
  screens.rescan(true);

  const readiness = new DatabaseReadiness(
    opts.db,
    async () => {
      await opts.prepare?.();
      // What the caches read (grid counts, menu ids, configuration) is stamped on writes, for every process on this database.
      await ensureStamped(opts.db, [...Object.values(gridSources).map((s) => s.table), ...ACCESS_TABLES, ...CONFIG_TABLES]);
      // The triggers and stamps reach the replica by its replication.
      if (opts.replica) sameStamps(opts.db, opts.replica);
    },
    (m) => app.log.warn(m),
  );
  const databaseReady = readiness.start(!!opts.waitForDatabase);
  if (opts.waitForDatabase) databaseReady.catch(() => {}); // main.ts awaits it; a failed migration stops the start there
  else await databaseReady;
  app.decorate('databaseReady', databaseReady);

  // Each request keeps a record of what it wrote, read when a database fault meets it (db/connectionFaults.ts).
  app.addHook('onRequest', (request, _reply, done) => trackWrites(request, done));
  app.addHook('preValidation', (request, _reply, done) => trackWrites(request, done));
  // Until the database's start-up work is done, calls answer 503 with Retry-After; the probes answer themselves.
  app.addHook('onRequest', async (request) => {
    if (readiness.prepared || !request.url.startsWith('/api/') || PROBES.has(request.url.split('?')[0]!)) return;
    throw readiness.gate();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  // Requests no catalogue route answers take no multipart body: refused from their headers, unread.
  app.addHook('onRequest', async (request) => {
    if (!callOf(request)) refuseByHeaders(undefined, request);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // What a signed-in caller is answered is theirs: no shared or browser cache keeps it.
    if (request.headers.authorization && request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    if (needsPolicy(reply.getHeader('content-type'))) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  });
  await registerCompression(app);
  await app.register(formbody, { bodyLimit: DEFAULT_BODY_LIMIT });
  registerMultipart(app, DEFAULT_BODY_LIMIT);
  registerSiteRoutes(app);
  registerMaintenanceHeader(app, opts.db);
  registerCommandLog(app, opts.db, opts.commandLog);

  const files = opts.files ?? temporaryFileStore();
  app.decorate('screens', screens);
  app.decorate('files', files);
  app.decorate('calls', calls);
  const jobs = portalJobs({ db: opts.db, calls, screens, files, settings: { ...queueSettings(process.env), work: false, ...opts.jobs }, log: (m) => app.log.warn(m) });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  if (opts.jobs?.work) databaseReady.then(() => jobs.start()).catch((e: Error) => app.log.error(e, 'job queue did not start'));
  registerCatalogue(app, calls, await loadHandlers(calls), { db: opts.db, reads: new ReadRouting(opts.db, opts.replica), screens, version: pkg.default.version, files, today: opts.today, readiness, jobs: jobs.queue }, opts.auditGuard ?? guardModeOf(process.env));

  const methodsOf = methodsOfPath(calls);
  const dist = join(opts.root, 'dist');
  const built = existsSync(join(dist, 'index.html'));
  if (built) await registerBrowserApp(app, dist);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const refuse = (e: AppError) => reply.status(e.status).type('application/json').send(e.toBody(langOf(request.headers['accept-language'])));
    if (path.startsWith('/api/') || path === '/api') {
      // A path the catalogue has, with another method: 405 and the methods it has (RFC 9110).
      const allowed = methodsOf(request);
      if (allowed.length) {
        reply.header('allow', allowed.join(', '));
        return refuse(new AppError('METHOD_NOT_ALLOWED'));
      }
      return refuse(new AppError('UNKNOWN_CALL', { 1: `${request.method} ${path}` }));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(new AppError('NOT_FOUND'));
    // Every other path is a route of the browser app, which shows its own 404 page.
    if (built) return reply.type('text/html').sendFile('index.html');
    return refuse(new AppError('APP_NOT_BUILT'));
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    screens: ScreenStore;
    files: FileStore;
    calls: import('./catalogue/readCatalogue').CallEntry[];
    jobs: PortalJobs;
    /** Settles when the database's start-up work is done (rejects on a failure that is not a database fault). */
    databaseReady: Promise<void>;
  }
}
