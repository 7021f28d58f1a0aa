import { sql, type Kysely } from 'kysely';

/**
 * The ledger behind statements and invoices (issue 15 point 1). `invoices`
 * (m0002) stays the invoice header and the open item; this adds its charge
 * lines, the statements that group invoices, and the payments and credits
 * applied to them. `invoices.paid` becomes what the applications add up to,
 * kept by a statement trigger, so the open items (and their partial indexes)
 * read one column while the payments remain the truth. Money is numeric(12, 2)
 * throughout: sums are exact to the cent on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    // freight, fuel, accessorial or tax: what the charges and the tax of an invoice are summed from.
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('freight', 'fuel', 'accessorial', 'tax')`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('rate', 'numeric(12, 4)')
    .addColumn('quantity', 'numeric(12, 2)')
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addUniqueConstraint('invoice_lines_invoice_line', ['invoice_id', 'line_no'])
    .execute();

  await db.schema
    .createTable('statements')
    .addColumn('statement_number', 'text', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('statement_date', 'date', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('CAD'))
    .addColumn('emailed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('statements_account_date').on('statements').columns(['customer_account', 'statement_date']).execute();
  await db.schema.createIndex('invoices_statement').on('invoices').columns(['statement_number']).execute();
  await db.schema.createIndex('invoices_probill').on('invoices').columns(['probill']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    // A payment received, or a credit note the carrier issued; both are applied to invoices.
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'credit')`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('received_date', 'date', (c) => c.notNull())
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('CAD'))
    .execute();
  await db.schema.createIndex('payments_account_date').on('payments').columns(['customer_account', 'received_date']).execute();

  await db.schema
    .createTable('payment_applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('applied_date', 'date', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_applications_invoice').on('payment_applications').columns(['invoice_id']).execute();
  await db.schema.createIndex('payment_applications_payment').on('payment_applications').columns(['payment_id']).execute();

  // invoices.paid = what is applied to it. A statement trigger over the changed rows (transition
  // tables), so a bulk seed of a million applications is one update, and only changed invoices are written.
  await sql`
    create function invoices_paid_sync() returns trigger language plpgsql as $$
    begin
      update invoices i set paid = t.applied
      from (select c.invoice_id, coalesce((select sum(a.amount) from payment_applications a where a.invoice_id = c.invoice_id), 0) as applied
            from (select invoice_id from changed group by invoice_id) c) t
      where i.id = t.invoice_id and i.paid is distinct from t.applied;
      return null;
    end $$`.execute(db);
  for (const [event, table] of [['insert', 'new'], ['delete', 'old'], ['update', 'new']] as const) {
    await sql.raw(`create trigger payment_applications_${event} after ${event} on payment_applications
      referencing ${table} table as changed for each statement execute function invoices_paid_sync()`).execute(db);
  }

  // Interest of 02-business.md §9: 2% a month (24% a year) on what is past due, by the day (a month is 30 days).
  const interest = `round((i.amount - i.paid) * 0.02 * greatest(current_date - i.due_date, 0) / 30.0, 2)`;

  // An invoice as the history grids show it: its shipment, its charges and tax from its lines.
  await sql.raw(`
    create view invoice_list as
    select i.id, i.company, i.customer_account, i.probill, i.invoice_date, i.due_date, i.statement_number,
      s.pickup_date, s.shipper_name, s.consignee_name, i.reference, s.pieces, s.weight,
      coalesce(l.charges, 0)::numeric(12, 2) as charges, coalesce(l.tax, 0)::numeric(12, 2) as tax, i.amount as total,
      i.paid, i.amount - i.paid as balance, i.currency, i.disputed,
      greatest(current_date - i.due_date, 0) as days_past_due, ${interest} as interest
    from invoices i
    left join shipments s on s.probill = i.probill
    left join lateral (
      select sum(amount) filter (where kind <> 'tax') as charges, sum(amount) filter (where kind = 'tax') as tax
      from invoice_lines where invoice_id = i.id
    ) l on true`).execute(db);

  // A statement with its invoices counted and summed: its total is the sum of their balances.
  await sql`
    create view statement_list as
    select st.statement_number, st.company, st.customer_account, c.name as customer_name, st.statement_date, st.due_date,
      coalesce(t.invoices, 0)::int as invoices, coalesce(t.amount, 0)::numeric(12, 2) as amount,
      coalesce(t.balance, 0)::numeric(12, 2) as balance, st.currency, st.emailed_at
    from statements st
    join customers c on c.account = st.customer_account
    left join lateral (
      select count(*) as invoices, sum(i.amount) as amount, sum(i.amount - i.paid) as balance
      from invoices i where i.statement_number = st.statement_number
    ) t on true`.execute(db);

  // Each probill on each statement (mtdProOnStatements): keyed by the invoice.
  await sql`
    create view pro_statement_list as
    select i.id, i.probill, i.statement_number, st.statement_date, i.company, i.customer_account,
      i.amount, i.amount - i.paid as balance, i.currency
    from invoices i join statements st on st.statement_number = i.statement_number`.execute(db);

  // Ageing of each account and currency from its open invoices, by days since the invoice date
  // (net 30: the first bucket is what is not yet due).
  await sql.raw(`
    create view account_aging as
    select i.customer_account || '-' || i.currency as id, i.company, i.customer_account, c.name as customer_name,
      c.group_account, i.currency,
      -- The collector, sales code and credit limit of an account come with collections (issue 15 point 4): unknown here.
      null::text as collector, null::text as sales_code, null::numeric(12, 2) as credit_limit,
      sum(case when current_date - i.invoice_date <= 30 then i.amount - i.paid else 0 end) as current,
      sum(case when current_date - i.invoice_date between 31 and 60 then i.amount - i.paid else 0 end) as days_31_60,
      sum(case when current_date - i.invoice_date between 61 and 90 then i.amount - i.paid else 0 end) as days_61_90,
      sum(case when current_date - i.invoice_date between 91 and 120 then i.amount - i.paid else 0 end) as days_91_120,
      sum(case when current_date - i.invoice_date > 120 then i.amount - i.paid else 0 end) as over_120,
      sum(case when current_date - i.invoice_date > 90 then i.amount - i.paid else 0 end) as over_90,
      sum(i.amount - i.paid) as total,
      sum(case when i.disputed then i.amount - i.paid else 0 end) as disputed,
      sum(${interest}) as interest,
      (select max(p.received_date) from payments p where p.customer_account = i.customer_account and p.currency = i.currency) as last_payment_date
    from invoices i join customers c on c.account = i.customer_account
    where i.paid < i.amount
    group by i.company, i.customer_account, c.name, c.group_account, i.currency`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const view of ['account_aging', 'pro_statement_list', 'statement_list', 'invoice_list']) await sql.raw(`drop view ${view}`).execute(db);
  await sql`drop table payment_applications`.execute(db);
  await sql`drop function invoices_paid_sync()`.execute(db);
  for (const table of ['payments', 'statements', 'invoice_lines']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('invoices_statement').execute();
  await db.schema.dropIndex('invoices_probill').execute();
}
