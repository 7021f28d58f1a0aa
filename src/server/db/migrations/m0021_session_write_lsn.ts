import { sql, type Kysely } from 'kysely';

/**
 * Read-your-writes with a read replica (db/readRouting.ts): where the primary's
 * WAL stood after a session's last write. That session's reads go to the
 * primary until the replica has replayed that far, whichever server process
 * serves them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sessions add column write_lsn text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table sessions drop column write_lsn`.execute(db);
}
