import { sql, type Kysely } from 'kysely';

/**
 * Billing administration (issue 15 point 5): the company's delivery codes, the
 * billing exit conditions evaluated in sequence against each bill, and the
 * billing clerks' daily production (bills entered and corrected, hours,
 * errors) with its two views by terminal and by clerk. All are the company's
 * staff rows: no customer user reaches them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_codes')
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_fr', 'text')
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('Delivered', 'Exception', 'Shortage', 'Overage', 'Damage', 'Refused')`))
    .addColumn('billable', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('delivery_codes_pk', ['company', 'code'])
    .execute();

  await db.schema
    .createTable('billing_exit_conditions')
    .addColumn('exit_id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('exit_type', 'text', (c) => c.notNull().check(sql`exit_type in ('Hold', 'Review', 'Reject', 'Rate', 'Notify')`))
    // The evaluation order within the company; a new condition goes last (trigger below), a move renumbers 1..n.
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.references('customers.account'))
    .addColumn('terminal', 'text')
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('notify_email', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('billing_exit_conditions_seq').on('billing_exit_conditions').columns(['company', 'sequence']).execute();
  // Why a trigger: the plain resource create writes the body's fields only, and "last of the company" is a fact of the table.
  await sql`create function billing_exit_last() returns trigger language plpgsql as $$
    begin
      if new.sequence is null then
        select coalesce(max(sequence), 0) + 1 into new.sequence from billing_exit_conditions where company = new.company;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger billing_exit_last before insert on billing_exit_conditions for each row execute function billing_exit_last()`.execute(db);

  await db.schema
    .createTable('billing_production')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('work_date', 'date', (c) => c.notNull())
    .addColumn('terminal', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bills_entered', 'integer', (c) => c.notNull().check(sql`bills_entered >= 0`))
    .addColumn('bills_corrected', 'integer', (c) => c.notNull().check(sql`bills_corrected >= 0`))
    .addColumn('hours', 'numeric(5, 2)', (c) => c.notNull().check(sql`hours >= 0`))
    .addColumn('errors', 'integer', (c) => c.notNull().check(sql`errors >= 0`))
    .addUniqueConstraint('billing_production_day', ['company', 'work_date', 'terminal', 'user_id'])
    .execute();

  // Rates are computed, never stored: bills per hour and the error share of the bills entered.
  await sql`create view billing_production_by_user as
    select p.id, p.id::text as row_key, p.company, p.work_date as date, p.terminal, u.username as user_id,
      trim(u.first_name || ' ' || u.last_name) as user_name,
      p.bills_entered, p.bills_corrected, p.hours as hours, p.errors,
      case when p.hours > 0 then round(p.bills_entered / p.hours, 2) end as bills_per_hour,
      case when p.bills_entered > 0 then round(100.0 * p.errors / p.bills_entered, 2) end as error_percent
    from billing_production p join users u on u.id = p.user_id`.execute(db);
  await sql`create view billing_production_by_terminal as
    select p.company, p.work_date as date, p.terminal, p.terminal || ' ' || p.work_date::text as row_key,
      sum(p.bills_entered)::int as bills_entered, sum(p.bills_corrected)::int as bills_corrected,
      sum(p.hours) as hours, sum(p.errors)::int as errors,
      case when sum(p.hours) > 0 then round(sum(p.bills_entered) / sum(p.hours), 2) end as bills_per_hour,
      case when sum(p.bills_entered) > 0 then round(100.0 * sum(p.errors) / sum(p.bills_entered), 2) end as error_percent
    from billing_production p group by p.company, p.work_date, p.terminal`.execute(db);
}
