import { sql, type Kysely } from 'kysely';

/**
 * Documents kept in the file store (src/server/files), not in the database: rows hold the
 * store's key, the name, the type sniffed from the bytes and the size (issue 13, points 5 and 6).
 * - uploaded_documents: what the document wizard's upload (upload.documents) made, one row per
 *   output document, owned by the user who uploaded it.
 * - doclib_documents and doclib_files: the document library; a document belongs to a library (the
 *   cmid of a menu item flagged DOCLIB), its company and, when given, a customer account (a
 *   customer user sees their account's documents only).
 * - doclib_policies: DOCLIB_POLICY's rules (who may add, edit, delete in which library).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploaded_documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cmid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('output', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('additional', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('uploaded_documents_user').on('uploaded_documents').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('doclib_documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('dlref', 'text', (c) => c.notNull().unique())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('cmid', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('doctype', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // JSON text: a list of tags, a list of {mdref, value}.
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('doclib_documents_library').on('doclib_documents').columns(['company', 'cmid', 'uploaded_at']).execute();
  await db.schema
    .createTable('doclib_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('document_id', 'integer', (c) => c.notNull().references('doclib_documents.id').onDelete('cascade'))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('pages', 'integer')
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('doclib_files_document').on('doclib_files').column('document_id').execute();
  await sql`
    create view doclib_document_list as
    select d.id, d.dlref, d.company, d.cmid, d.customer_account, d.customer_account as customer, c.name as customer_name,
      d.doctype, d.title, d.description, cast(d.tags as json) as tags, cast(d.metadata as json) as metadata, u.username as "uploadBy", d.uploaded_at as "uploadDate", d.updated_at,
      (select count(*) from doclib_files f where f.document_id = d.id)::int as file_count
    from doclib_documents d join users u on u.id = d.uploaded_by left join customers c on c.account = d.customer_account`.execute(db);

  await db.schema
    .createTable('doclib_policies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('cmid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('doctype', 'text')
    .addColumn('menu_group', 'integer', (c) => c.references('menu_groups.id').onDelete('cascade'))
    .addColumn('user_type', 'text')
    .addColumn('can_view', 'boolean', (c) => c.notNull())
    .addColumn('can_add', 'boolean', (c) => c.notNull())
    .addColumn('can_edit', 'boolean', (c) => c.notNull())
    .addColumn('can_delete', 'boolean', (c) => c.notNull())
    .addColumn('can_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('own_customers_only', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('upload_enabled', 'boolean', (c) => c.notNull())
    .addColumn('max_file_mb', sql`numeric(6,2)`)
    .addColumn('max_total_mb', sql`numeric(6,2)`)
    .addColumn('allowed_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('retention_days', 'integer')
    .addColumn('doclib_type', 'text', (c) => c.notNull().defaultTo('view'))
    .addColumn('notify_emails', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .addColumn('updated_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists doclib_document_list`.execute(db);
  for (const table of ['doclib_policies', 'doclib_files', 'doclib_documents', 'uploaded_documents']) await db.schema.dropTable(table).ifExists().execute();
}
