import { resolve } from 'node:path';

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
    // Where documents are kept (src/server/files): 'disk' (DATA_DIR/files) is the one built.
    fileStore: env.FILE_STORE || undefined,
    screensDir: resolve(root, env.SCREENS_DIR ?? 'screens'),
    // Embedded database: demo data on first start. PostgreSQL: only when asked.
    seedDemo: env.DATABASE_URL ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    demoShipments: Number(env.DEMO_SHIPMENTS ?? 2000),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
