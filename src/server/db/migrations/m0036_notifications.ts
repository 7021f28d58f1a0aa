import { sql, type Kysely } from 'kysely';

/**
 * Notification subscriptions and contacts (issue 13, point 7). Lists are JSON text, the
 * portable column type of both drivers. A subscription is a customer account's: a customer
 * user reaches their account's only; created_by is the creator's user ID (text, as updated_by elsewhere). signing_keys holds the secret that signs unsubscribe
 * links, made once per database so every process signs alike.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('image_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('emails', 'text', (c) => c.notNull())
    .addColumn('image_types', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('shipment_notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('probill', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('shipment_notifications_account').on('shipment_notifications').columns(['company', 'customer_account']).execute();
  await sql`
    create view image_subscription_list as
    select s.id, s.company, s.customer_account, c.name as customer_name, cast(s.emails as json) as emails, cast(s.image_types as json) as image_types, s.role, s.frequency, s.format,
      s.active, s.created_by, s.created_at, s.updated_at
    from image_subscriptions s join customers c on c.account = s.customer_account`.execute(db);
  await sql`
    create view shipment_notification_list as
    select s.id, s.company, s.customer_account, c.name as customer_name, s.email, s.role, cast(s.events as json) as events, s.probill, s.language,
      s.active, s.created_by, s.created_at, s.updated_at
    from shipment_notifications s join customers c on c.account = s.customer_account`.execute(db);

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('contact_type', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('department', 'text')
    .addColumn('business_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('phone_ext', 'text')
    .addColumn('mobile', 'text')
    .addColumn('fax', 'text')
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('province', 'text')
    .addColumn('postal', 'text')
    .addColumn('country', 'text')
    .addColumn('notes', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create view contact_list as
    select id, company, customer_account, customer_account as customer, contact_type, first_name, last_name, title, department, business_name,
      email, phone, phone_ext, mobile, fax, address, city, province, postal, country, notes, active, updated_by, updated_at
    from contacts`.execute(db);

  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const view of ['contact_list', 'shipment_notification_list', 'image_subscription_list']) await sql`drop view if exists ${sql.raw(view)}`.execute(db);
  for (const table of ['signing_keys', 'contacts', 'shipment_notifications', 'image_subscriptions']) await db.schema.dropTable(table).ifExists().execute();
}
