import { sql, type Kysely } from 'kysely';

/**
 * Document-library policies as DOCLIB_POLICY lists and edits them (issue 13, point 6):
 * - updated_by becomes the editor's user ID (text, as updated_by elsewhere), which the
 *   resource stamps; the integer reference of m0035 was never written.
 * - doclib_policy_list: the policies with their menu group's name and their lists as JSON,
 *   sizes as float8 (megabytes, not money: the answer's numbers).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('doclib_policies').dropColumn('updated_by').execute();
  await db.schema.alterTable('doclib_policies').addColumn('updated_by', 'text').execute();
  await db.schema.createIndex('doclib_policies_library').on('doclib_policies').columns(['company', 'cmid']).execute();
  await sql`
    create view doclib_policy_list as
    select p.id, p.company, p.cmid, p.name, p.doctype, p.menu_group, g.name as menu_group_name, p.user_type,
      p.can_view, p.can_add, p.can_edit, p.can_delete, p.can_email, p.own_customers_only, p.upload_enabled,
      cast(p.max_file_mb as float8) as max_file_mb, cast(p.max_total_mb as float8) as max_total_mb,
      cast(p.allowed_types as json) as allowed_types, p.retention_days, p.doclib_type,
      cast(p.notify_emails as json) as notify_emails, p.active, p.updated_by, p.updated_at
    from doclib_policies p left join menu_groups g on g.id = p.menu_group`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists doclib_policy_list`.execute(db);
  await db.schema.dropIndex('doclib_policies_library').ifExists().execute();
  await db.schema.alterTable('doclib_policies').dropColumn('updated_by').execute();
  await db.schema.alterTable('doclib_policies').addColumn('updated_by', 'integer', (c) => c.references('users.id')).execute();
}
