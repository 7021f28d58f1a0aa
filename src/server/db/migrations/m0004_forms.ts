import { sql, type Kysely } from 'kysely';

/**
 * The reference screens of the generic forms: claim attachments and history,
 * the email outbox, announcements, online pickups, and the user fields of the
 * user administration form.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table claims add column if not exists updated_at timestamptz`.execute(db);
  await db.schema
    .createTable('claim_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('changed_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('claim_history_claim').on('claim_history').columns(['claim_id', 'changed_at']).execute();

  // Attachment bytes live in the database, in the same transaction as their row:
  // a file is never written without its record (or left behind by a delete), and
  // both databases and every server instance see the same files without a shared disk.
  await db.schema
    .createTable('claim_attachments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('claim_attachments_claim').on('claim_attachments').column('claim_id').execute();

  // Lists of addresses are JSON text: one portable column type on both drivers.
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('additional_content', 'text')
    .addColumn('to_addresses', 'text', (c) => c.notNull())
    .addColumn('cc_addresses', 'text', (c) => c.notNull())
    .addColumn('bcc_addresses', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('error', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('companies', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('user_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('info'))
    .addColumn('show_on_start', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('announcement_customers')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('account', 'text', (c) => c.notNull().references('customers.account'))
    .addPrimaryKeyConstraint('announcement_customers_pk', ['announcement_id', 'account'])
    .execute();

  // What the announcements grid shows. Announcements belong to no customer: the
  // empty customer_account keeps every row away from a customer caller.
  await sql`
    create view announcement_list as
    select a.id, a.company, a.title, a.content, a.start_date, a.end_date, a.priority, a.show_on_start, a.active,
      u.username as created_by, a.created_at, a.updated_at, cast(null as text) as customer_account,
      (select count(*) from announcement_customers c where c.announcement_id = a.id)::int as customer_count
    from announcements a join users u on u.id = a.created_by`.execute(db);

  await sql`create sequence pickup_number_seq start 1000001`.execute(db);
  await db.schema
    .createTable('pickups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pickup_number', 'text', (c) => c.notNull().unique().defaultTo(sql`'PU' || nextval('pickup_number_seq')::text`))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('New'))
    .addColumn('pickup_date', 'date', (c) => c.notNull())
    .addColumn('ready_time', 'text', (c) => c.notNull())
    .addColumn('closing_time', 'text', (c) => c.notNull())
    .addColumn('requester_name', 'text', (c) => c.notNull())
    .addColumn('requester_phone', 'text', (c) => c.notNull())
    .addColumn('requester_email', 'text', (c) => c.notNull())
    .addColumn('shipper_company', 'text', (c) => c.notNull())
    .addColumn('shipper_address', 'text', (c) => c.notNull())
    .addColumn('shipper_city', 'text', (c) => c.notNull())
    .addColumn('shipper_province', 'char(2)', (c) => c.notNull())
    .addColumn('shipper_postal_code', 'text', (c) => c.notNull())
    .addColumn('shipper_country', 'char(2)', (c) => c.notNull())
    .addColumn('shipper_contact', 'text', (c) => c.notNull())
    .addColumn('shipper_phone', 'text', (c) => c.notNull())
    .addColumn('shipper_dock', 'text')
    .addColumn('destination_city', 'text', (c) => c.notNull())
    .addColumn('destination_province', 'char(2)', (c) => c.notNull())
    .addColumn('destination_postal_code', 'text', (c) => c.notNull())
    .addColumn('destination_country', 'char(2)', (c) => c.notNull())
    .addColumn('pieces', 'integer', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('cube', 'numeric(8, 2)')
    .addColumn('dangerous_goods', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('accessorials', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('off_hours', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pickup_instructions', 'text')
    .addColumn('delivery_instructions', 'text')
    .addColumn('reference_numbers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('probills', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('bol_id', 'integer')
    .addColumn('quote_number', 'text')
    .addColumn('confirmation_sent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('pickups_customer').on('pickups').columns(['customer_account', 'pickup_date']).execute();

  // User administration fields; "if not exists" because the shell's user screens may add the same ones.
  for (const column of ['alias', 'middle_name', 'display_name', 'desk_phone', 'mobile', 'stage']) {
    await sql`alter table users add column if not exists ${sql.raw(column)} text`.execute(db);
  }
  await sql`alter table users add column if not exists default_group_id integer references menu_groups (id) on delete set null`.execute(db);
  await sql`alter table users add column if not exists regions text not null default '[]'`.execute(db);
  await sql`alter table users add column if not exists updated_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists announcement_list`.execute(db);
  for (const table of ['pickups', 'announcement_customers', 'announcements', 'email_outbox', 'claim_attachments', 'claim_history']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop sequence if exists pickup_number_seq`.execute(db);
}
