import { sql, type Kysely } from 'kysely';

/**
 * Disputes of invoices (issue 15 point 3): one dispute per invoice, its history of
 * actions (who, when, the note) and its attachments (files in the file store, named by
 * key). `invoices.disputed` and `invoices.dispute_status` (m0002) stay the open items'
 * flags and are written with the dispute, in the same transaction. Money is numeric.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('disputes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().unique().references('invoices.id').onDelete('cascade'))
    .addColumn('probill', 'char(10)', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Submitted', 'In Progress', 'Review', 'Sent to sales', 'Resolved')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('amount_disputed', 'numeric(12, 2)', (c) => c.notNull().check(sql`amount_disputed > 0`))
    .addColumn('comment', 'text')
    // Where the customer hears of each change: the address given, else the submitter's.
    .addColumn('contact_email', 'text')
    .addColumn('sales_code', 'text')
    .addColumn('resolution', 'text')
    .addColumn('credit_amount', 'numeric(12, 2)')
    // Null for disputes that came in before the portal (seeded from the old system's flags).
    .addColumn('submitted_by', 'integer', (c) => c.references('users.id'))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('disputes_company_status').on('disputes').columns(['company', 'status']).execute();
  await db.schema.createIndex('disputes_customer').on('disputes').columns(['customer_account', 'submitted_at']).execute();
  await db.schema.createIndex('disputes_probill').on('disputes').columns(['probill']).execute();

  await db.schema
    .createTable('dispute_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('dispute_id', 'integer', (c) => c.notNull().references('disputes.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('changed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('dispute_history_dispute').on('dispute_history').columns(['dispute_id', 'changed_at']).execute();

  await db.schema
    .createTable('dispute_attachments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('dispute_id', 'integer', (c) => c.notNull().references('disputes.id').onDelete('cascade'))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('dispute_attachments_dispute').on('dispute_attachments').column('dispute_id').execute();

  // The disputes grids (AR-DISPUTED-PROS, -INPRG, -PCUST): the invoice's balance and the days the dispute is open.
  await sql`
    create view dispute_list as
    select d.id, d.company, d.customer_account, c.name as customer_name, d.probill, d.status, d.reason,
      d.amount_disputed, i.amount - i.paid as balance, i.currency, d.sales_code, null::text as collector,
      (coalesce(d.resolved_at::date, current_date) - d.submitted_at::date) as days_open,
      d.submitted_at, d.updated_at, d.resolution
    from disputes d
    join customers c on c.account = d.customer_account
    join invoices i on i.id = d.invoice_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view dispute_list`.execute(db);
  for (const table of ['dispute_attachments', 'dispute_history', 'disputes']) await db.schema.dropTable(table).execute();
}
