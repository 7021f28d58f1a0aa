import { sql, type Kysely } from 'kysely';

/**
 * The administrators' job list (JOBQ-START) reads the view job_list, which the
 * queue makes over pg-boss's own table when it starts (jobs/pgBossQueue.ts):
 * pg-boss creates its schema then, not in a migration. Until the queue has
 * started once on this database, an empty view of the same columns stands in,
 * so the list answers "no jobs" rather than a missing relation; the queue's
 * `create or replace` then swaps in the real one (same columns, same types).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $$ begin
      if to_regclass('job_list') is null then
        create view job_list as
        select null::text as id, null::text as queue, null::text as state, null::jsonb as data,
          null::integer as retry_count, null::integer as retry_limit, null::timestamptz as start_after,
          null::timestamptz as started_at, null::timestamptz as created_at, null::timestamptz as completed_at,
          null::text as error
        where false;
      end if;
    end $$`.execute(db);
}
