import { sql, type Kysely } from 'kysely';

/**
 * Credit limits kept by credit staff (issue 15 point 4): every change of an
 * account's credit limit or credit status, with who, when, before, after and
 * why. The limit itself stays on ar_accounts (m0055); this is its history.
 * Money is numeric(12, 2), never a float.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_limit_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('ar_accounts.customer_account').onDelete('cascade'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('old_limit', 'numeric(12, 2)')
    .addColumn('new_limit', 'numeric(12, 2)', (c) => c.check(sql`new_limit >= 0`))
    .addColumn('old_status', 'text')
    .addColumn('new_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_limit_history_account').on('credit_limit_history').columns(['customer_account', 'changed_at']).execute();
  // The grid's rows with the account's name and sales code (a sales user's scope, as the other collections views).
  await sql`create view credit_limit_history_list as
    select h.id, h.company, h.customer_account, c.name as customer_name, a.sales_code, h.changed_at, h.changed_by,
      h.old_limit, h.new_limit, h.new_limit - h.old_limit as change, h.old_status, h.new_status, h.reason
    from credit_limit_history h
    join ar_accounts a on a.customer_account = h.customer_account
    join customers c on c.account = h.customer_account`.execute(db);
}
