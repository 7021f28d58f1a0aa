import { sql, type Kysely } from 'kysely';

/**
 * The BOL's address book and product descriptions as lists a user keeps
 * (issue 14 point 3): a product description gets its NMFC item, its
 * dangerous goods flag and a change stamp; the lists read views that answer
 * the author's user ID rather than their row id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table product_descriptions add column nmfc text`.execute(db);
  await sql`alter table product_descriptions add column dangerous_goods boolean not null default false`.execute(db);
  await sql`alter table product_descriptions add column updated_at timestamptz not null default now()`.execute(db);
  await sql`create index product_descriptions_account on product_descriptions (company, customer_account, description)`.execute(db);
  await sql`
    create view product_description_list as
    select p.*, u.username as author
    from product_descriptions p join users u on u.id = p.created_by`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists product_description_list`.execute(db);
  await sql`drop index if exists product_descriptions_account`.execute(db);
  for (const column of ['updated_at', 'dangerous_goods', 'nmfc']) await sql`alter table product_descriptions drop column if exists ${sql.ref(column)}`.execute(db);
}
