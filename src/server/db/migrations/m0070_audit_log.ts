import { sql, type Kysely } from 'kysely';

/**
 * The audit log (issue 16 point 5): one row per change made through the
 * portal, written by the data layer in the same transaction as the change
 * (data/audit/auditLog.ts), so a change that rolls back leaves no entry and
 * no committed change lacks one. `before` and `after` hold the record as the
 * resource answers it (null before a create, null after a delete); the field
 * changes AUD_DETAIL shows are their difference. `user_id` is the user ID the
 * caller signed in with (kept when the user is later removed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('cmid', 'text')
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('create', 'update', 'delete')`))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await sql`create index audit_log_company_at on audit_log (company, at desc, id desc)`.execute(db);
  await sql`create index audit_log_entity on audit_log (entity, entity_id)`.execute(db);
}
