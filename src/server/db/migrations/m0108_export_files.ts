import { sql, type Kysely } from 'kysely';

/**
 * Exports too long for a request (issue 16 point 1): a grid download over
 * EXPORT_BACKGROUND_ROWS rows (or asked for in the background) becomes a
 * `grid-export` job; its row here is the user's record of it (EXPORT_FILES),
 * queued, running, done with its file (a FileStore key) or failed with its
 * reason, and removed with its file once expired. The export's request is kept
 * whole (source, query, columns, time zone, language) so that the job runs the
 * same export the user asked for, with the rights the user has when it runs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('export_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('CSV', 'XLSX', 'XML', 'JSON', 'PDF')`))
    .addColumn('api_url', 'text', (c) => c.notNull())
    .addColumn('query_params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('columns', 'jsonb')
    .addColumn('timezone', 'text')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'done', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('size', 'integer')
    .addColumn('error', 'text')
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('content_type', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index export_files_owner on export_files (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index export_files_expiry on export_files (expires_at)`.execute(db);
}
