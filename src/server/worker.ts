import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { migrate } from './db/migrate';
import { readCatalogue } from './catalogue/readCatalogue';
import { ScreenStore } from './screens/ScreenStore';
import { fileStoreFrom } from './files/fileStoreFrom';
import { portalJobs } from './jobs/portalJobs';
import { queueSettings } from './jobs/queueSettings';

/**
 * `npm run worker`: the job queue's worker as its own process, for a portal
 * started with JOB_WORKER=separate (README "Jobs"). Same settings, database,
 * catalogue, screens and file store as the portal; it serves no requests. On
 * SIGTERM it stops fetching and lets the jobs in hand finish; a worker killed
 * outright leaves its jobs to be retried when they expire.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const config = readConfig(process.env, root);
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await migrate(database.db);
const calls = readCatalogue(join(root, 'schemas'));
const screens = new ScreenStore(config.screensDir, root, calls, (m) => console.warn(m));
const jobs = portalJobs({ db: database.db, calls, screens, files: fileStoreFrom(config), settings: queueSettings(process.env, 'worker'), log: (m) => console.warn(m) });
await jobs.start();
console.log(`Job worker on ${database.dialect}`);
const shutdown = async () => {
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
