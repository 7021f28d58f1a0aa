import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { migrate } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed';
import { buildApp } from './app';
import { fileStoreFrom } from './files/fileStoreFrom';
import { storeDemoDocuments } from './documents/storeDemoDocuments';
import { storeDemoReportArchive } from './jobs/storeDemoReportArchive';
import { queueSettings } from './jobs/queueSettings';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const config = readConfig(process.env, root);

mkdirSync(config.dataDir, { recursive: true });
const files = fileStoreFrom(config);
// A PostgreSQL pool connects on its first query: opening it needs no database yet.
const database = await openDatabase({ url: config.databaseUrl, replicaUrl: config.replicaUrl, dataDir: join(config.dataDir, 'pglite') });

// The server listens at once; migrations, the first seed and the stamps run when the database answers
// (retried every second while it is away; calls answer 503 meanwhile, /api/health 200, /api/ready 503).
const app = await buildApp({
  db: database.db,
  replica: database.replica,
  root,
  screensDir: config.screensDir,
  files,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  waitForDatabase: true,
  // Jobs run in this process unless JOB_WORKER=separate leaves them to `npm run worker` (README "Jobs").
  jobs: queueSettings(process.env, 'portal'),
  prepare: async () => {
    await migrate(database.db);
    if (config.seedDemo && (await isEmpty(database.db))) {
      console.log(`Seeding demo data (${config.demoShipments} shipments)...`);
      await seedDemo(database.db, { shipments: config.demoShipments });
      await storeDemoDocuments(database.db, files);
      await storeDemoReportArchive(database.db, files);
    }
  },
});
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
await app.listen({ port: config.port, host: config.host });
console.log(`Freight portal on http://localhost:${config.port} (${database.dialect})`);
try {
  await app.databaseReady;
  console.log('Database ready');
} catch (e) {
  // Not a fault of the connection (those are waited out): a failed migration. The server cannot serve.
  console.error(e);
  await app.close();
  await database.close();
  process.exit(1);
}
