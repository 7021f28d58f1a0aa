/**
 * npm run seed -- [--shipments N]
 * Seeds the demo data into the configured database (DATABASE_URL, else the
 * embedded one under ./data), then adds N shipments (with their invoices) after
 * those already there. Large counts rebuild the indexes once instead of
 * maintaining them row by row (see bulkSeedShipments).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/openDatabase';
import { migrate } from '../src/server/db/migrate';
import { isEmpty, seedDemo } from '../src/server/db/seed';
import { bulkSeedShipments } from '../src/server/db/bulkSeed';
import { storeDemoDocuments } from '../src/server/documents/storeDemoDocuments';
import { fileStoreFrom } from '../src/server/files/fileStoreFrom';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const shipments = Number(arg('shipments') ?? arg('probills') ?? 2000);
if (!Number.isInteger(shipments) || shipments < 0) {
  console.error('--shipments takes a whole number');
  process.exit(2);
}
const config = readConfig();
// As main.ts does: PGlite opens its folder but does not make the folders above it (a fresh DATA_DIR).
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await migrate(database.db);
const started = Date.now();
const fresh = await isEmpty(database.db);
if (fresh) await seedDemo(database.db, { shipments: 0 });
await bulkSeedShipments(database.db, shipments);
// As the first start does: the demo customers' latest documents kept in the file store, the others drawn on demand.
if (fresh) await storeDemoDocuments(database.db, fileStoreFrom(config));
console.log(`Seeded ${shipments} shipments in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.dialect}).`);
await database.close();
