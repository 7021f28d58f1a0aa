import { sql, type Kysely } from 'kysely';

/** The first schema: companies, users, sessions, menus, shipments, claims. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('skin', 'text', (c) => c.notNull().defaultTo('standard'))
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('account', 'text', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull().references('companies.code'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().references('companies.code'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('sales_code', 'text')
    .addColumn('is_customer_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('login_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('light'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Usernames are unique per company, whatever their case.
  await sql`create unique index users_company_username on users (company, lower(username))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('commands')
    .addColumn('cmid', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('analytics', 'text', (c) => c.notNull().defaultTo('N'))
    .execute();

  await db.schema
    .createTable('menu_groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull().references('companies.code'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('landing_cmid', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull().defaultTo('standard'))
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('menu_groups.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('M'))
    .execute();

  await db.schema
    .createTable('menu_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('cmid', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('external_url', 'text')
    .execute();

  await db.schema
    .createTable('user_groups')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('menu_groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_groups_pk', ['user_id', 'group_id'])
    .execute();

  await db.schema
    .createTable('shipments')
    .addColumn('probill', 'char(10)', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('pickup_date', 'date', (c) => c.notNull())
    .addColumn('delivery_date', 'date')
    .addColumn('pickup_number', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('shipper_name', 'text', (c) => c.notNull())
    .addColumn('shipper_city', 'text', (c) => c.notNull())
    .addColumn('shipper_province', 'char(2)', (c) => c.notNull())
    .addColumn('consignee_name', 'text', (c) => c.notNull())
    .addColumn('consignee_city', 'text', (c) => c.notNull())
    .addColumn('consignee_province', 'char(2)', (c) => c.notNull())
    .addColumn('pieces', 'integer', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
  // Customer grids always filter by account and order by a date.
  await db.schema.createIndex('shipments_customer_pickup').on('shipments').columns(['customer_account', 'pickup_date']).execute();
  await db.schema.createIndex('shipments_customer_delivery').on('shipments').columns(['customer_account', 'delivery_date']).execute();

  // Claim numbers are their own sequence: readable, never reused, independent of row ids.
  await sql`create sequence claim_number_seq start 5000001`.execute(db);
  await db.schema
    .createTable('claims')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('claim_number', 'text', (c) => c.notNull().unique().defaultTo(sql`'C' || nextval('claim_number_seq')::text`))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('probill', 'char(10)', (c) => c.notNull())
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('claimant_email', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Open'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('claims_customer').on('claims').columns(['customer_account', 'created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('The first migration is not reversible');
}
