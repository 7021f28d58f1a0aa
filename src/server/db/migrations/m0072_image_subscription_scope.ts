import { sql, type Kysely } from 'kysely';

/**
 * Image notification subscriptions (EImg_*, Admin_EmailSubscriptions) get the two columns
 * shipment notifications have: `language`, the language their notices are written in (until
 * now the creating user's, read at each send: kept as it was for existing rows), and `probill`,
 * one shipment of the account the subscription covers (null: every shipment of the account,
 * which every existing row is).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('image_subscriptions').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
  await db.schema.alterTable('image_subscriptions').addColumn('probill', 'text').execute();
  await sql`update image_subscriptions s set language = 'fr'
    where exists (select 1 from users u where u.username = s.created_by and u.company = s.company and u.lang = 'fr')`.execute(db);
  await db.schema.createIndex('image_subscriptions_account').on('image_subscriptions').columns(['company', 'customer_account']).execute();
  await sql`drop view image_subscription_list`.execute(db);
  await sql`
    create view image_subscription_list as
    select s.id, s.company, s.customer_account, c.name as customer_name, cast(s.emails as json) as emails, cast(s.image_types as json) as image_types, s.role, s.frequency, s.format,
      s.probill, s.language, s.active, s.created_by, s.created_at, s.updated_at
    from image_subscriptions s join customers c on c.account = s.customer_account`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view image_subscription_list`.execute(db);
  await db.schema.dropIndex('image_subscriptions_account').ifExists().execute();
  await db.schema.alterTable('image_subscriptions').dropColumn('probill').execute();
  await db.schema.alterTable('image_subscriptions').dropColumn('language').execute();
  await sql`
    create view image_subscription_list as
    select s.id, s.company, s.customer_account, c.name as customer_name, cast(s.emails as json) as emails, cast(s.image_types as json) as image_types, s.role, s.frequency, s.format,
      s.active, s.created_by, s.created_at, s.updated_at
    from image_subscriptions s join customers c on c.account = s.customer_account`.execute(db);
}
