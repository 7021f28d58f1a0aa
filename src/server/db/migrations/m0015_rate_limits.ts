import type { Kysely } from 'kysely';

/**
 * Throttling counters (sign-in failures, codes sent, guesses), shared by every
 * instance of the portal on one database: the table of rate-limiter-flexible's
 * PostgreSQL store, in its own shape (key, points, expire in epoch milliseconds).
 * One upsert per count, so concurrent requests are counted exactly.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire').on('rate_limits').column('expire').execute();
}
