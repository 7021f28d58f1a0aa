import { sql, type Kysely } from 'kysely';

/**
 * The command log (issue 16 point 5): one row per catalogue call made by a
 * signed-in user (its call id, the screen it came from, the user, how long it
 * took and its HTTP status). Rows are written in batches, after the answer is
 * sent (data/commandLog/commandLogRecorder.ts), never in the call's own
 * transaction, and pruned past the retention setting. `command_perf` is the
 * performance view of PERF-CMDLOG1: per call id, the calls, errors, p50, p95
 * and slowest duration over the last hour, day, week and 30 days.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('command_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('cmid', 'text')
    .addColumn('call_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text')
    .execute();
  // The grid reads newest first within a company; the retention prune walks `at` alone.
  await sql`create index command_log_company_at on command_log (company, at desc, id desc)`.execute(db);
  await sql`create index command_log_at on command_log (at)`.execute(db);
  await sql`create index command_log_call on command_log (company, call_id, at desc)`.execute(db);
  await sql`
    create view command_perf as
    select l.company, p.period, l.call_id,
           p.period || ':' || l.call_id as key,
           count(*)::int as calls,
           count(*) filter (where l.status >= 500)::int as errors,
           count(*) filter (where l.status >= 400 and l.status < 500)::int as refusals,
           round(percentile_cont(0.5) within group (order by l.duration_ms))::int as p50_ms,
           round(percentile_cont(0.95) within group (order by l.duration_ms))::int as p95_ms,
           max(l.duration_ms)::int as max_ms,
           max(l.at) as last_at
      from command_log l
      join (values ('1h', interval '1 hour'), ('24h', interval '1 day'), ('7d', interval '7 days'), ('30d', interval '30 days')) as p(period, span)
        on l.at >= now() - p.span
     group by l.company, p.period, l.call_id`.execute(db);
}
