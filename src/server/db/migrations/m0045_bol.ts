import { sql, type Kysely } from 'kysely';

/**
 * Bills of lading (issue 14 point 3) and what they draw on: the address book,
 * saved product descriptions, the dangerous goods list, templates, saved
 * labels; and what a pickup needs to be rescheduled or cancelled (point 5).
 * A BOL keeps its whole body as JSON (`data`, the catalogue's bolInput) and
 * copies into columns only what the lists filter and sort on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Probills of finalised BOLs: 10 digits, far above the demo shipments' 10xxxxxxxx.
  await sql`create sequence bol_probill_seq start 5100000001`.execute(db);
  await db.schema
    .createTable('bols')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('probill', 'char(10)', (c) => c.unique())
    .addColumn('ship_date', 'date', (c) => c.notNull())
    .addColumn('shipper_name', 'text', (c) => c.notNull())
    .addColumn('consignee_name', 'text', (c) => c.notNull())
    .addColumn('consignee_city', 'text', (c) => c.notNull())
    .addColumn('consignee_province', 'char(2)', (c) => c.notNull())
    .addColumn('pieces', 'integer', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('reference_list', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('flag_reason', 'text')
    .addColumn('flagged_at', 'timestamptz')
    .addColumn('pickup_number', 'text')
    .addColumn('labels_printed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finalized_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bols_account_saved').on('bols').columns(['customer_account', 'saved_at']).execute();

  // What the BOL grids read: the row with its author's user ID.
  await sql`
    create view bol_list as
    select b.id as bol_id, b.company, b.customer_account, b.status, b.probill, b.ship_date, b.shipper_name,
      b.consignee_name, b.consignee_city, b.consignee_province, b.pieces, b.weight, b.reference_list,
      u.username as created_by, b.saved_at, b.finalized_at, b.flag_reason, b.flagged_at,
      b.pickup_number is not null as picked_up, b.pickup_number, b.labels_printed
    from bols b join users u on u.id = b.created_by`.execute(db);
  // The flagged list (Flagged_BOL_List) and the finalised report (REPORT_FINALIZED_BOL, MTLBOLR) read their part of it.
  await sql`create view bol_flagged_list as select * from bol_list where status = 'flagged'`.execute(db);
  await sql`create view bol_finalized_list as select * from bol_list where status in ('finalized', 'flagged')`.execute(db);

  await db.schema
    .createTable('bol_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The address book: every party a BOL of the account named, kept once per name and postal code.
  await db.schema
    .createTable('bol_addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'char(2)', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('country', 'char(2)', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('bol_addresses_party', ['company', 'customer_account', 'name', 'postal_code'])
    .execute();

  await db.schema
    .createTable('product_descriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('package_code', 'text')
    .addColumn('class', 'text')
    .addColumn('un_number', 'text')
    .addColumn('packing_group', 'text')
    .addColumn('hazard_class', 'text')
    .addColumn('special_provisions', 'text')
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .execute();

  // Transport Canada's list, in part: the entries a BOL line's UN number is checked against.
  await db.schema
    .createTable('dangerous_goods')
    .addColumn('un_number', 'text', (c) => c.primaryKey())
    .addColumn('shipping_name', 'text', (c) => c.notNull())
    .addColumn('hazard_class', 'text', (c) => c.notNull())
    .addColumn('packing_groups', 'text', (c) => c.notNull())
    .addColumn('special_provisions', 'text')
    .execute();
  const goods: [string, string, string, string[], string | null][] = [
    ['UN1090', 'ACETONE', '3', ['II'], null],
    ['UN1170', 'ETHANOL', '3', ['II', 'III'], '150'],
    ['UN1203', 'GASOLINE', '3', ['II'], '17'],
    ['UN1263', 'PAINT', '3', ['I', 'II', 'III'], '59, 142'],
    ['UN1075', 'PETROLEUM GASES, LIQUEFIED', '2.1', [], '29'],
    ['UN1805', 'PHOSPHORIC ACID SOLUTION', '8', ['III'], null],
    ['UN1830', 'SULPHURIC ACID', '8', ['II'], null],
    ['UN1950', 'AEROSOLS', '2.1', [], '80, 107'],
    ['UN1993', 'FLAMMABLE LIQUID, N.O.S.', '3', ['I', 'II', 'III'], '16'],
    ['UN2031', 'NITRIC ACID', '8', ['I', 'II'], null],
    ['UN2794', 'BATTERIES, WET, FILLED WITH ACID', '8', ['III'], '39'],
    ['UN3480', 'LITHIUM ION BATTERIES', '9', ['II'], '34, 137'],
    ['NA1993', 'COMBUSTIBLE LIQUID, N.O.S.', '3', ['III'], null],
  ];
  await db
    .insertInto('dangerous_goods')
    .values(goods.map(([un_number, shipping_name, hazard_class, groups, special_provisions]) => ({ un_number, shipping_name, hazard_class, packing_groups: JSON.stringify(groups), special_provisions })))
    .execute();

  await db.schema
    .createTable('saved_labels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('format', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A pickup moved or cancelled keeps why and when (RM_Pickup).
  await sql`alter table pickups add column cancel_reason text`.execute(db);
  await sql`alter table pickups add column updated_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table pickups drop column if exists cancel_reason`.execute(db);
  await sql`alter table pickups drop column if exists updated_at`.execute(db);
  await sql`drop view if exists bol_finalized_list`.execute(db);
  await sql`drop view if exists bol_flagged_list`.execute(db);
  await sql`drop view if exists bol_list`.execute(db);
  for (const table of ['saved_labels', 'dangerous_goods', 'product_descriptions', 'bol_addresses', 'bol_templates', 'bols']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop sequence if exists bol_probill_seq`.execute(db);
}
