import { sql, type Kysely } from 'kysely';

// Every text column of the shipment grids, which contains/starts/ends filters
// and the generic search work on: trigram indexes let `ilike '%x%'` use an
// index, and a generic search over all of them becomes a bitmap OR of index
// scans. The engine matches on `cast(col as text)`, so char(n) columns are
// indexed on that expression and the planner can use it.
const TRIGRAM_COLUMNS = [
  'cast(probill as text)', 'customer_account', 'pickup_number', 'reference', 'status',
  'shipper_name', 'shipper_city', 'cast(shipper_province as text)', 'consignee_name', 'consignee_city', 'cast(consignee_province as text)',
];

/**
 * The grid issue's schema: the indexes the grids need, grid preferences per
 * user, push reports, invoices (open items) and the views some grid sources read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  // Sorted grids page through (scope, date, probill): the tiebreak is part of the
  // index so that page 1 and deep pages are index scans, in both directions.
  await sql`drop index if exists shipments_customer_pickup`.execute(db);
  await sql`drop index if exists shipments_customer_delivery`.execute(db);
  await sql`create index shipments_customer_pickup on shipments (customer_account, pickup_date, probill)`.execute(db);
  await sql`create index shipments_customer_delivery on shipments (customer_account, delivery_date, probill)`.execute(db);
  await sql`create index shipments_company_pickup on shipments (company, pickup_date, probill)`.execute(db);
  await sql`create index shipments_company_delivery on shipments (company, delivery_date, probill)`.execute(db);
  for (const expr of TRIGRAM_COLUMNS) {
    const name = `shipments_trgm_${expr.replace(/^cast\((\w+) as text\)$/, '$1')}`;
    await sql`create index ${sql.raw(name)} on shipments using gin ((${sql.raw(expr)}) gin_trgm_ops)`.execute(db);
  }

  await db.schema
    .createTable('user_table_prefs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('api', 'text', (c) => c.notNull())
    .addColumn('cmid', 'text', (c) => c.notNull())
    .addColumn('table_pref', 'jsonb', (c) => c.notNull())
    .addColumn('record_pref', 'integer', (c) => c.notNull())
    .addColumn('sep_pref', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_table_prefs_pk', ['user_id', 'api', 'cmid'])
    .execute();

  await db.schema
    .createTable('pushreports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cmid', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('api_url', 'text', (c) => c.notNull())
    .addColumn('query_params', 'jsonb', (c) => c.notNull())
    .addColumn('output_type', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.references('menu_groups.id').onDelete('set null'))
    .addColumn('recipients', 'jsonb', (c) => c.notNull())
    .addColumn('schedule', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('next_run_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('pushreports_user_api').on('pushreports').columns(['user_id', 'api_url']).execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('probill', 'char(10)', (c) => c.notNull())
    .addColumn('invoice_date', 'date', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('paid', 'numeric(12, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('CAD'))
    .addColumn('disputed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dispute_status', 'text')
    .addColumn('statement_number', 'text')
    .execute();
  // Open items are the unpaid part of the invoices: a partial index keeps them small.
  await sql`create index invoices_open_customer on invoices (customer_account, due_date, id) where paid < amount`.execute(db);
  await sql`create index invoices_open_company on invoices (company, due_date, id) where paid < amount`.execute(db);

  await sql`
    create view open_items as
    select id, company, customer_account, probill, invoice_date, due_date,
      greatest(current_date - due_date, 0) as days_past_due, reference, amount, paid, amount - paid as balance,
      currency, disputed, dispute_status, statement_number
    from invoices where paid < amount`.execute(db);

  // What the users grid may show: never the password hash.
  await sql`
    create view user_list as
    select u.id, u.username as uid, u.company, u.type as user_type, u.first_name, u.last_name,
      u.first_name || ' ' || u.last_name as display_name, u.email, u.customer_account as default_account,
      u.customer_account, u.is_customer_admin as is_admin, u.lang as language, u.status, u.locked,
      g.id as menu_group, g.name as menu_group_name,
      (select max(s.created_at) from sessions s where s.user_id = u.id) as last_login, u.created_at
    from users u
    left join lateral (
      select mg.id, mg.name from user_groups ug join menu_groups mg on mg.id = ug.group_id
      where ug.user_id = u.id order by mg.id limit 1
    ) g on true`.execute(db);

  await sql`
    create view pushreport_list as
    select p.*, p.group_id as "group", u.username as owner
    from pushreports p join users u on u.id = p.user_id`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('The grid migration is not reversible');
}
