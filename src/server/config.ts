import { resolve } from 'node:path';
import { s3VariablesOf } from './files/s3Settings';

/** Settings from the environment (README, "Settings"). */
export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()) {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    replicaUrl: env.DATABASE_REPLICA_URL || undefined,
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    // Where documents are kept (src/server/files): 'disk' (DATA_DIR/files, the default) or 's3' (a bucket, S3_*).
    fileStore: env.FILE_STORE || undefined,
    s3: s3VariablesOf(env),
    screensDir: resolve(root, env.SCREENS_DIR ?? 'screens'),
    // Embedded database: demo data on first start. PostgreSQL: only when asked.
    seedDemo: env.DATABASE_URL ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    demoShipments: Number(env.DEMO_SHIPMENTS ?? 2000),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
}

/**
 * TRUST_PROXY: which reverse proxies' X-Forwarded-For gives the client's address (Fastify's trustProxy), so
 * that throttles count clients apart behind a proxy. Unset: none (the socket's address, right without a
 * proxy); a number: that many proxy hops; a comma-separated list of addresses or CIDRs: those proxies;
 * `true`: any (only when nothing but the proxy can reach the server).
 */
export function trustProxyOf(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}
