import { sql, type Kysely } from 'kysely';

/**
 * The shell's tables (issue 4): one-time codes and reset tokens (hashed, with
 * expiry), the outgoing mail outbox, security answers (hashed), short URLs,
 * legacy session hand-overs, extra customer accounts per user, master
 * configuration, page views, secondary sign-on state and maintenance windows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // reset_code and activation_code are six digits mailed to the user; reset_token proves a passed verification.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_codes_user_kind').on('user_codes').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('security_answers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    // Replaced answers are kept (retired) so that an answer cannot be reused.
    .addColumn('retired_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('short_urls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('legacy_sessions')
    .addColumn('session_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('user_accounts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account', 'text', (c) => c.notNull().references('customers.account'))
    .addPrimaryKeyConstraint('user_accounts_pk', ['user_id', 'account'])
    .execute();

  await db.schema
    .createTable('registrations')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('has_account', 'boolean', (c) => c.notNull())
    .addColumn('account_number', 'text')
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('phone_ext', 'text')
    .addColumn('address', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('master_config')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('mc_key', 'text', (c) => c.notNull())
    .addColumn('mc_value', 'text', (c) => c.notNull())
    .addColumn('mc_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mc_v1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mc_v2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The shell's defaults (01-shell.md §3): languages, analytics ids, public sites.
  await db
    .insertInto('master_config')
    .values([
      {
        section: 'FRAMEWORK',
        mc_key: 'LANGUAGE',
        mc_value: 'English',
        mc_description: 'English',
        mc_v1: 'Y',
        mc_v2: 'en',
        seq: 1,
      },
      {
        section: 'FRAMEWORK',
        mc_key: 'LANGUAGE',
        mc_value: 'French',
        mc_description: 'Français',
        mc_v1: 'Y',
        mc_v2: 'fr',
        seq: 2,
      },
      {
        section: 'FRAMEWORK',
        mc_key: 'GOOGLE_ANALYTICS_OPTION',
        mc_value: 'Y',
        mc_description: 'Record page views',
        seq: 3,
      },
      {
        section: 'FRAMEWORK',
        mc_key: 'GOOGLE_ANALYTICS_ID',
        mc_value: 'G-INTERNAL01',
        mc_description: 'Internal users',
        seq: 4,
      },
      {
        section: 'FRAMEWORK',
        mc_key: 'GOOGLE_ANALYTICS_ID_CUSTOMER',
        mc_value: 'G-CUSTOMER01',
        mc_description: 'Customers',
        seq: 5,
      },
      {
        section: 'HTTPCLUSTER',
        mc_key: 'PUBLIC_SITE',
        mc_value: 'https://www.manitoulintransport.com',
        seq: 1,
      },
    ])
    .execute();

  await db.schema
    .createTable('page_views')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('analytics_id', 'text', (c) => c.notNull())
    .addColumn('cmid', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('oidc_authorizations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('oidc_authorizations_pk', ['user_id', 'source'])
    .execute();
  await db.schema
    .createTable('oidc_temp_sessions')
    .addColumn('seuid', 'text', (c) => c.primaryKey())
    .addColumn('sesess_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('maintenance_windows')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();

  // Sessions opened by switching user remember who switched; switching account overrides the customer.
  await db.schema.alterTable('sessions').addColumn('switched_by', 'integer').execute();
  await db.schema.alterTable('sessions').addColumn('customer_account', 'text').execute();
  // The one secondary sign-on source a session has engaged (01-shell.md §4).
  await db.schema.alterTable('sessions').addColumn('oidc_source', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migration 0005_shell is not reversible');
}
