import { sql, type Kysely } from 'kysely';

/**
 * Push reports that deliver (issue 16 point 2): one row per run of a push
 * report, its status as the queue moves it (Queued, Processing, Completed,
 * Failed with its reason), the archived file it produced (a FileStore key),
 * and the recipients it went to. The queue's own jobs live in pg-boss's schema
 * (jobs/JobQueue.ts); this is the report's history, kept after the jobs are
 * purged. Outbox messages may now carry attachments (archived files by key).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pushreport_results')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pushreport_id', 'integer', (c) => c.notNull().references('pushreports.id').onDelete('cascade'))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'schedule' or 'manual' (Run now): a schedule's run is unique per due time, so a retried tick never doubles it.
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('schedule', 'manual')`))
    .addColumn('due_at', 'timestamptz')
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Queued').check(sql`status in ('Queued', 'Processing', 'Completed', 'Failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('output_type', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('recipients', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index pushreport_results_report on pushreport_results (pushreport_id, run_at desc, id desc)`.execute(db);
  await sql`create unique index pushreport_results_due on pushreport_results (pushreport_id, due_at) where trigger = 'schedule'`.execute(db);
  await sql`create index pushreports_due on pushreports (next_run_at) where active`.execute(db);
  await sql`
    create view pushreport_result_list as
    select r.id, r.pushreport_id, r.company, r.user_id, r.trigger, r.due_at, r.run_at, r.status, r.attempts, r.rows,
      r.output_type, r.file_name, r.file_size, r.recipients, r.error, r.finished_at, p.title
    from pushreport_results r join pushreports p on p.id = r.pushreport_id`.execute(db);
  await db.schema.alterTable('email_outbox').addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
}
