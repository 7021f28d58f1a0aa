import { sql, type Kysely } from 'kysely';

/**
 * Advance shipping notices (issue 16 point 4; MTLASN, MTLASN_EMAIL). A shipment now
 * names the account it is consigned to when that account is a customer (null otherwise):
 * its inbound shipments are what MTLASN lists and what its notices tell of. Each
 * customer account has exactly one notice setting (recipients, events, language), made
 * with the account (trigger below), since the catalogue has no create call: a new
 * account starts inactive with no recipients. A notice is one setting told of one
 * shipment's event, made in the transaction that records the event and sent by a job
 * of the queue; unique per (probill, setting, event), so a retried job or a repeated
 * event never mails twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shipments').addColumn('consignee_account', 'text').execute();
  await sql`create index shipments_consignee_account on shipments (company, consignee_account) where consignee_account is not null`.execute(db);

  await db.schema
    .createTable('asn_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().unique().references('customers.account').onDelete('cascade'))
    // JSON lists as text, as the other subscriptions (m0036).
    .addColumn('emails', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('events', 'text', (c) => c.notNull().defaultTo('["Picked Up"]'))
    .addColumn('consignee_accounts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await sql`insert into asn_subscriptions (company, customer_account) select company, account from customers`.execute(db);
  await sql`create function asn_subscription_of_account() returns trigger language plpgsql as $$
    begin
      insert into asn_subscriptions (company, customer_account) values (new.company, new.account) on conflict (customer_account) do nothing;
      return new;
    end $$`.execute(db);
  await sql`create trigger asn_subscription_of_account after insert on customers for each row execute function asn_subscription_of_account()`.execute(db);
  await sql`
    create view asn_subscription_list as
    select s.id, s.company, s.customer_account, c.name as customer_name, cast(s.emails as json) as emails, cast(s.events as json) as events,
      cast(s.consignee_accounts as json) as consignee_accounts, s.language, s.active, s.updated_by, s.updated_at
    from asn_subscriptions s join customers c on c.account = s.customer_account`.execute(db);

  await db.schema
    .createTable('asn_notices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('probill', 'char(10)', (c) => c.notNull().references('shipments.probill').onDelete('cascade'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('asn_subscriptions.id').onDelete('cascade'))
    // The setting's account (whose notice it is) and the shipment's consignee it was sent for.
    .addColumn('customer_account', 'text', (c) => c.notNull())
    .addColumn('consignee_account', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Queued').check(sql`status in ('Queued', 'Sent', 'Cancelled')`))
    .addColumn('sent_to', 'text')
    .addColumn('language', 'text')
    .addColumn('outbox_ids', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addUniqueConstraint('asn_notices_once', ['probill', 'subscription_id', 'event'])
    .execute();
  await sql`create index asn_notices_queued on asn_notices (created_at) where status = 'Queued'`.execute(db);

  // MTLASN: a customer's inbound shipments (scoped by the consignee account), with who was told and when.
  await sql`
    create view asn_list as
    select s.probill, s.company, s.consignee_account as customer_account, s.pickup_date, s.shipper_name, s.consignee_name, s.consignee_city,
      s.consignee_province, s.pieces, s.weight, s.reference, s.purchase_order, s.estimated_delivery_date as eta, n.sent_to, n.sent_at, s.status
    from shipments s
    left join (
      select probill, string_agg(sent_to, ', ' order by id) as sent_to, max(sent_at) as sent_at
      from asn_notices where status = 'Sent' group by probill
    ) n on n.probill = s.probill
    where s.consignee_account is not null`.execute(db);
}
