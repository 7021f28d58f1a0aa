import { sql, type Kysely } from 'kysely';

/**
 * Version stamps of tables, for caches that several server processes keep over
 * one database (grid counts, a caller's menu ids, the master configuration).
 * A statement trigger on a watched table bumps its row here in the writing
 * transaction, so a reader sees a new stamp exactly when it can see the new
 * rows: a process compares the stamp it cached under with the one it reads and
 * recomputes when they differ. The triggers are put on the tables the caches
 * read by `ensureStamped` (db/cacheStamps.ts) at start, not listed here, so a
 * table or view added later is covered without a migration of its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table cache_stamps (name text primary key, stamp bigint not null default 0)`.execute(db);
  await sql`
    create function bump_cache_stamp() returns trigger language plpgsql as $$
    begin
      insert into cache_stamps (name, stamp) values (TG_TABLE_NAME, 1)
      on conflict (name) do update set stamp = cache_stamps.stamp + 1;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function bump_cache_stamp() cascade`.execute(db);
  await sql`drop table cache_stamps`.execute(db);
}
