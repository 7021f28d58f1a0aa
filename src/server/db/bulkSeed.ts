import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';
import { seedShipments } from './seed';

// Below this many rows, keeping the indexes up to date row by row is cheaper than rebuilding them.
const REBUILD_FROM = 50_000;
const TABLES = ['shipments', 'invoices', 'shipment_events', 'shipment_images'];

/**
 * Adds `count` shipments (with their invoices, trace events and image records) after the ones already there,
 * spread over `customers` (the demo customers by default), in one transaction.
 * A large load drops the tables' secondary indexes (trigram GIN indexes are
 * slow to maintain row by row), inserts, rebuilds them from their own
 * definitions with more maintenance memory, then vacuums and analyzes the
 * tables: a million rows take about a minute on PostgreSQL, ten million a few minutes.
 */
export async function bulkSeedShipments(db: Kysely<DB>, count: number, customers?: { account: string; company: string }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from shipments`.execute(trx);
    const start = Number(rows[0]!.n) + 1;
    if (count < REBUILD_FROM) return seedShipments(trx, count, start, customers);
    const indexes = await sql<{ name: string; def: string }>`
      select i.indexname as name, i.indexdef as def from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(TABLES)})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(trx);
    for (const i of indexes.rows) await sql`drop index ${sql.ref(i.name)}`.execute(trx);
    await seedShipments(trx, count, start, customers);
    // Index builds sort in memory (10,000,000 rows: each index in seconds, not minutes spilling to disk).
    await sql`set local maintenance_work_mem = '1GB'`.execute(trx);
    for (const i of indexes.rows) await sql.raw(i.def).execute(trx);
  });
  // Statistics for the planner, and the visibility map that lets deep pages and counts read indexes only.
  for (const table of TABLES) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}
