import { sql, type Kysely } from 'kysely';

/** The BOL tables a rapid-BOL prospect owns rows of, besides customer accounts. */
const PROSPECT_TABLES = ['bols', 'bol_addresses', 'bol_templates', 'product_descriptions', 'saved_labels'];

/** bol_list with the account's name: the customer's, else the prospect's (staff reports name whose BOL it is). */
const BOL_LIST = sql`
  create view bol_list as
  select b.id as bol_id, b.company, b.customer_account, b.skeleton_account_id,
    coalesce(c.name, s.company_name) as account_name, b.status, b.probill, b.ship_date, b.shipper_name,
    b.consignee_name, b.consignee_city, b.consignee_province, b.pieces, b.weight, b.reference_list,
    u.username as created_by, b.saved_at, b.finalized_at, b.flag_reason, b.flagged_at,
    b.pickup_number is not null as picked_up, b.pickup_number, b.labels_printed
  from bols b join users u on u.id = b.created_by
    left join customers c on c.account = b.customer_account
    left join skeleton_accounts s on s.id = b.skeleton_account_id`;

/**
 * Rapid bills of lading (issue 14): a prospect whose skeleton account may make
 * BOLs (`bol_allowed`, RBOL-SKACC-MANAGE) has no customer account, so its BOLs,
 * address book, product descriptions, templates and saved labels are owned by
 * the skeleton account instead: `skeleton_account_id` beside `customer_account`,
 * exactly one of them on a BOL and an address book entry. db/ownership.ts
 * declares the column, so the data layer scopes a prospect to its own rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of PROSPECT_TABLES) {
    await sql`alter table ${sql.table(table)} add column skeleton_account_id integer references skeleton_accounts(id) on delete cascade`.execute(db);
    await sql`create index ${sql.raw(`${table}_prospect`)} on ${sql.table(table)} (skeleton_account_id) where skeleton_account_id is not null`.execute(db);
  }
  for (const table of ['bols', 'bol_addresses']) {
    await sql`alter table ${sql.table(table)} alter column customer_account drop not null`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_one_owner`)} check ((customer_account is null) <> (skeleton_account_id is null))`.execute(db);
  }
  // One address book entry per name and postal code, a prospect's book too (its rows have no customer account).
  await sql`create unique index bol_addresses_prospect_party on bol_addresses (company, skeleton_account_id, name, postal_code) where skeleton_account_id is not null`.execute(db);

  await sql`drop view bol_finalized_list`.execute(db);
  await sql`drop view bol_flagged_list`.execute(db);
  await sql`drop view bol_list`.execute(db);
  await BOL_LIST.execute(db);
  await sql`create view bol_flagged_list as select * from bol_list where status = 'flagged'`.execute(db);
  await sql`create view bol_finalized_list as select * from bol_list where status in ('finalized', 'flagged')`.execute(db);
  // Recreated for the new column (a view's p.* is fixed when it is made).
  await sql`drop view product_description_list`.execute(db);
  await sql`create view product_description_list as
    select p.*, u.username as author
    from product_descriptions p join users u on u.id = p.created_by`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists product_description_list`.execute(db);
  await sql`drop view if exists bol_finalized_list`.execute(db);
  await sql`drop view if exists bol_flagged_list`.execute(db);
  await sql`drop view if exists bol_list`.execute(db);
  await sql`drop index if exists bol_addresses_prospect_party`.execute(db);
  await sql`delete from bols where customer_account is null`.execute(db);
  await sql`delete from bol_addresses where customer_account is null`.execute(db);
  for (const table of PROSPECT_TABLES) await sql`alter table ${sql.table(table)} drop column if exists skeleton_account_id cascade`.execute(db);
  for (const table of ['bols', 'bol_addresses']) await sql`alter table ${sql.table(table)} alter column customer_account set not null`.execute(db);
  // The views as m0045 and m0046 made them.
  await sql`create view bol_list as
    select b.id as bol_id, b.company, b.customer_account, b.status, b.probill, b.ship_date, b.shipper_name,
      b.consignee_name, b.consignee_city, b.consignee_province, b.pieces, b.weight, b.reference_list,
      u.username as created_by, b.saved_at, b.finalized_at, b.flag_reason, b.flagged_at,
      b.pickup_number is not null as picked_up, b.pickup_number, b.labels_printed
    from bols b join users u on u.id = b.created_by`.execute(db);
  await sql`create view bol_flagged_list as select * from bol_list where status = 'flagged'`.execute(db);
  await sql`create view bol_finalized_list as select * from bol_list where status in ('finalized', 'flagged')`.execute(db);
  await sql`create view product_description_list as select p.*, u.username as author from product_descriptions p join users u on u.id = p.created_by`.execute(db);
}
