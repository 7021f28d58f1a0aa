import { sql, type Kysely } from 'kysely';

/**
 * Collections for credit staff (issue 15 point 4): each account's credit control
 * (collector, sales code, credit limit, call priority and frequency, the sales
 * review), the calls made, the priority changes, the follow-up actions, the
 * collections code tables, EDI billing exceptions and the emails sent about
 * receivables. Every row is a company's and an account's; the views below are
 * what the AR grids read. Balances come from the ledger (m0050) and are never
 * stored: an account's figures are always its open invoices'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ar_accounts')
    .addColumn('customer_account', 'text', (c) => c.primaryKey().references('customers.account'))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('credit_limit', 'numeric(12, 2)', (c) => c.check(sql`credit_limit >= 0`))
    .addColumn('terms_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('credit_status', 'text', (c) => c.notNull().defaultTo('Good').check(sql`credit_status in ('Good', 'Watch', 'Hold', 'Collections')`))
    .addColumn('collector_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The salesperson's code (users.sales_code): a sales user reaches the accounts of their code only.
    .addColumn('sales_code', 'text')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(5).check(sql`priority between 1 and 9`))
    .addColumn('call_frequency_days', 'integer', (c) => c.notNull().defaultTo(14).check(sql`call_frequency_days between 1 and 365`))
    .addColumn('next_call_date', 'date')
    .addColumn('priority_reason', 'text')
    .addColumn('priority_updated_by', 'text')
    .addColumn('priority_updated_at', 'timestamptz')
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('Pending').check(sql`review_status in ('Pending', 'Reviewed', 'Escalated')`))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('review_comment', 'text')
    .execute();
  await db.schema.createIndex('ar_accounts_company_sales').on('ar_accounts').columns(['company', 'sales_code']).execute();
  await db.schema.createIndex('ar_accounts_collector').on('ar_accounts').columns(['collector_id']).execute();

  await db.schema
    .createTable('collection_calls')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('called_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('caller_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('caller', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('phone', 'text')
    .addColumn('reason', 'text')
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('Reached', 'Left message', 'No answer', 'Wrong number', 'Promise to pay', 'Dispute')`),
    )
    .addColumn('action_code', 'text')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('promised_amount', 'numeric(12, 2)', (c) => c.check(sql`promised_amount >= 0`))
    .addColumn('promised_date', 'date')
    .addColumn('follow_up_date', 'date')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('collections', 'sales')`))
    .execute();
  await db.schema.createIndex('collection_calls_account').on('collection_calls').columns(['customer_account', 'called_at']).execute();
  await db.schema.createIndex('collection_calls_company').on('collection_calls').columns(['company', 'called_at']).execute();

  await db.schema
    .createTable('call_priority_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('old_priority', 'integer')
    .addColumn('new_priority', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('call_priority_log_account').on('call_priority_log').columns(['customer_account', 'at']).execute();

  await db.schema
    .createTable('collection_actions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('call_id', 'integer', (c) => c.references('collection_calls.id').onDelete('set null'))
    .addColumn('action_code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('assigned_to', 'text')
    .addColumn('due_date', 'date')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Open').check(sql`status in ('Open', 'Done', 'Cancelled')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('collection_actions_account').on('collection_actions').columns(['customer_account', 'status']).execute();

  // The AR control tables: collectors, call reasons, outcomes, dispute reasons, action codes, priority rules.
  await db.schema
    .createTable('ar_code_tables')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) =>
      c.notNull().check(sql`table_name in ('collectors', 'call_reasons', 'call_outcomes', 'dispute_reasons', 'action_codes', 'priority_rules')`),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('value', 'text')
    .addColumn('user_id', 'text')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('ar_code_tables_code', ['company', 'table_name', 'code'])
    .execute();

  await db.schema
    .createTable('edi_billing_exceptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('trading_partner_id', 'text')
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Open').check(sql`status in ('Open', 'Resent', 'Resolved')`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('edi_billing_exceptions_account').on('edi_billing_exceptions').columns(['customer_account']).execute();

  await db.schema
    .createTable('ar_email_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('customer_account', 'text', (c) => c.notNull().references('customers.account'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('Statement', 'Invoice', 'Reminder', 'Dispute', 'Call follow-up')`))
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Sent', 'Failed', 'Queued')`))
    .execute();
  await db.schema.createIndex('ar_email_log_account').on('ar_email_log').columns(['customer_account', 'sent_at']).execute();

  await createCollectionViews(db);
}

/**
 * Collections count in Canadian dollars: a US dollar balance at the latest
 * USD to CAD rate (MTLEXCHANGE's table, the cad_rates view), rounded to the
 * cent per invoice so sums stay exact. A currency without a rate counts at par.
 */
const CAD = `round((i.amount - i.paid) * coalesce(fx.rate, 1), 2)`;

async function createCollectionViews(db: Kysely<any>): Promise<void> {
  // The latest rate of each currency to CAD, read once per query rather than once per invoice.
  await sql`
    create view cad_rates as
    select 'CAD'::text as currency, 1::numeric as rate
    union all
    (select distinct on (from_currency) from_currency, rate from exchange_rates
      where to_currency = 'CAD' and from_currency <> 'CAD' order by from_currency, rate_date desc)`.execute(db);

  // One row per account under credit control: its open balance by age (in CAD), disputes and last call.
  await sql.raw(`
    create view ar_account_balances as
    select a.customer_account, a.company, c.name as customer_name, c.group_account, a.sales_code, a.collector_id,
      u.username as collector, a.priority, a.priority_reason, a.call_frequency_days, a.next_call_date, a.credit_limit,
      a.credit_status, a.terms_days,
      coalesce(b.total, 0)::numeric(12, 2) as total_balance,
      coalesce(b.over_60, 0)::numeric(12, 2) as balance_over_60,
      coalesce(b.over_90, 0)::numeric(12, 2) as balance_over_90,
      coalesce(b.disputed, 0)::int as disputes_open,
      (select max(k.called_at) from collection_calls k where k.customer_account = a.customer_account) as last_call_at
    from ar_accounts a
    join customers c on c.account = a.customer_account
    left join users u on u.id = a.collector_id
    left join lateral (
      select sum(${CAD}) as total,
        sum(case when current_date - i.invoice_date > 60 then ${CAD} else 0 end) as over_60,
        sum(case when current_date - i.invoice_date > 90 then ${CAD} else 0 end) as over_90,
        count(*) filter (where i.disputed) as disputed
      from invoices i left join cad_rates fx on fx.currency = i.currency
      where i.customer_account = a.customer_account and i.paid < i.amount
    ) b on true`).execute(db);

  // The call list (AR-DAILY-CALLS, AR-SUP-DAILY-CALLS, AR-SALES-CALLS): an account is due when its next call
  // date has come, or when it has none and owes something over 60 days.
  await sql`
    create view ar_daily_calls as
    select customer_account, company, customer_name, collector, sales_code, priority,
      coalesce(priority_reason, case when balance_over_90 > 0 then 'Over 90 days' when balance_over_60 > 0 then 'Over 60 days' else 'Scheduled call' end) as reason,
      balance_over_60, total_balance, last_call_at, next_call_date as follow_up_date,
      coalesce(last_call_at >= current_date, false) as called_today,
      (next_call_date <= current_date or (next_call_date is null and balance_over_60 > 0)) as due
    from ar_account_balances`.execute(db);

  await sql`
    create view collection_call_list as
    select k.id, k.company, k.customer_account, c.name as customer_name, a.sales_code, k.called_at, k.caller, k.contact, k.phone,
      k.reason, k.outcome, k.action_code, k.notes, k.promised_amount, k.promised_date, k.follow_up_date, k.source
    from collection_calls k
    join customers c on c.account = k.customer_account
    left join ar_accounts a on a.customer_account = k.customer_account`.execute(db);

  await sql`
    create view ar_priority_list as
    select a.customer_account, a.company, c.name as customer_name, a.sales_code, a.priority, u.username as collector,
      a.priority_reason as reason, a.call_frequency_days, a.priority_updated_by as updated_by, a.priority_updated_at as updated_at
    from ar_accounts a join customers c on c.account = a.customer_account left join users u on u.id = a.collector_id`.execute(db);

  await sql`
    create view call_priority_log_list as
    select l.id, l.company, l.customer_account, c.name as customer_name, a.sales_code, l.at, l.changed_by,
      l.old_priority, l.new_priority, l.reason
    from call_priority_log l join customers c on c.account = l.customer_account
    left join ar_accounts a on a.customer_account = l.customer_account`.execute(db);

  await sql`
    create view collection_action_list as
    select x.id, x.company, x.customer_account, c.name as customer_name, a.sales_code, x.action_code, x.description,
      x.assigned_to, x.due_date, x.status, x.created_at, x.completed_at
    from collection_actions x join customers c on c.account = x.customer_account
    left join ar_accounts a on a.customer_account = x.customer_account`.execute(db);

  await sql`
    create view edi_exception_list as
    select e.id, e.company, e.customer_account, c.name as customer_name, a.sales_code, i.probill, e.trading_partner_id,
      e.document, i.invoice_date, i.amount, e.error, e.status, e.sent_at
    from edi_billing_exceptions e join invoices i on i.id = e.invoice_id join customers c on c.account = e.customer_account
    left join ar_accounts a on a.customer_account = e.customer_account`.execute(db);

  await sql`
    create view ar_email_log_list as
    select m.id, m.company, m.customer_account, a.sales_code, m.sent_at, m.recipient, m.subject, m.kind, m.sent_by, m.status
    from ar_email_log m left join ar_accounts a on a.customer_account = m.customer_account`.execute(db);

  await sql`
    create view ar_code_table_list as
    select id, company, table_name, code, description, value, user_id, sequence, active from ar_code_tables`.execute(db);

  // Sales review (AR-SALES-REVIEW): a salesperson's accounts that owe over 60 days, or have open disputes.
  await sql`
    create view ar_sales_review as
    select b.customer_account, b.company, b.customer_name, b.sales_code,
      coalesce((select s.first_name || ' ' || s.last_name from users s where s.company = b.company and s.sales_code = b.sales_code order by s.id limit 1), b.sales_code) as salesperson,
      b.balance_over_60 as over_60, b.balance_over_90 as over_90, b.total_balance as total, b.disputes_open,
      a.review_status, a.reviewed_at, a.review_comment as comment
    from ar_account_balances b join ar_accounts a on a.customer_account = b.customer_account
    where b.sales_code is not null`.execute(db);

  // An account's invoices for credit staff (AR-ACCOUNT-INVOICE), with what state each is in.
  await sql`
    create view ar_account_invoice_list as
    select l.id, l.company, l.customer_account, a.sales_code, l.probill, l.invoice_date, l.due_date, l.reference, l.shipper_name,
      l.consignee_name, l.total as amount, l.paid, l.balance, l.currency,
      case when l.balance <= 0 then 'Paid' when l.disputed then 'Disputed' when l.days_past_due > 0 then 'Past due' else 'Open' end as status
    from invoice_list l left join ar_accounts a on a.customer_account = l.customer_account`.execute(db);

  // Each account's ageing with its collector, sales code and credit limit (AR_VIEW_RPT).
  await sql`
    create view ar_receivables as
    select g.id, g.company, g.customer_account, g.customer_name, g.group_account, u.username as collector, a.sales_code,
      a.credit_limit, g.currency, g.current, g.days_31_60, g.days_61_90, g.days_91_120, g.over_120, g.over_90, g.total,
      g.disputed, g.interest, g.last_payment_date
    from account_aging g left join ar_accounts a on a.customer_account = g.customer_account left join users u on u.id = a.collector_id`.execute(db);

  // Ageing by group account (AR-AGEING-BY-GROUP): an account without a group is its own group.
  await sql`
    create view ar_group_aging as
    select coalesce(g.group_account, g.customer_account) || '-' || g.currency as id, g.company,
      coalesce(g.group_account, g.customer_account) as group_code, max(p.name) as group_name, count(*)::int as accounts, g.currency,
      sum(g.current)::numeric(12, 2) as current, sum(g.days_31_60)::numeric(12, 2) as days_31_60,
      sum(g.days_61_90)::numeric(12, 2) as days_61_90, sum(g.days_91_120)::numeric(12, 2) as days_91_120,
      sum(g.over_120)::numeric(12, 2) as over_120, sum(g.total)::numeric(12, 2) as total,
      case when sum(g.total) = 0 then 0 else round(100 * (sum(g.total) - sum(g.current) - sum(g.days_31_60)) / sum(g.total), 1) end as over_60_percent
    from account_aging g join customers p on p.account = coalesce(g.group_account, g.customer_account)
    group by g.company, coalesce(g.group_account, g.customer_account), g.currency`.execute(db);

  // Each collector's work (AR-COLLECT-MGMT, AR_VIEW_COLLECTION): accounts, calls, promises, what came in, what is late.
  await sql`
    create view ar_collector_summary as
    select u.username as collector, u.company,
      count(b.customer_account)::int as accounts,
      (select count(*) from collection_calls k where k.caller_id = u.id and k.called_at >= current_date)::int as calls_today,
      (select count(*) from collection_calls k where k.caller_id = u.id and k.called_at >= current_date - 7)::int as calls_week,
      (select count(*) from collection_calls k where k.caller_id = u.id and k.outcome = 'Promise to pay' and k.promised_date >= current_date)::int as promises,
      coalesce((select sum(k.promised_amount) from collection_calls k where k.caller_id = u.id and k.outcome = 'Promise to pay' and k.promised_date >= current_date), 0)::numeric(12, 2) as promised_amount,
      coalesce((select sum(p.amount) from payments p join ar_accounts pa on pa.customer_account = p.customer_account
        where pa.collector_id = u.id and p.kind = 'payment' and p.received_date >= current_date - 30), 0)::numeric(12, 2) as collected_amount,
      coalesce(sum(b.balance_over_60), 0)::numeric(12, 2) as over_60,
      coalesce(sum(b.balance_over_90), 0)::numeric(12, 2) as over_90,
      coalesce(sum(b.disputes_open), 0)::int as disputes_open
    from users u join ar_account_balances b on b.collector_id = u.id
    group by u.id, u.username, u.company`.execute(db);

  // The manager's report (AR_MAN_RPT): this month, per collector and currency.
  await sql`
    create view ar_management_report as
    select to_char(current_date, 'YYYY-MM') || '-' || coalesce(u.username, '-') || '-' || g.currency as id,
      to_char(current_date, 'YYYY-MM') as period, g.company, null::text as region, u.username as collector, g.currency,
      sum(g.total)::numeric(12, 2) as total_ar,
      case when sum(g.total) = 0 then 0 else round(100 * sum(g.current) / sum(g.total), 1) end as current_percent,
      case when sum(g.total) = 0 then 0 else round(100 * (sum(g.total) - sum(g.current) - sum(g.days_31_60)) / sum(g.total), 1) end as over_60_percent,
      case when sum(g.total) = 0 then 0 else round(100 * sum(g.over_90) / sum(g.total), 1) end as over_90_percent,
      (select round(sum(i.amount - i.paid) * 90 / nullif(sum(i.amount) filter (where i.invoice_date >= current_date - 90), 0), 1)
        from invoices i join ar_accounts ia on ia.customer_account = i.customer_account
        where ia.company = g.company and ia.collector_id is not distinct from a.collector_id and i.currency = g.currency) as dso,
      coalesce((select sum(p.amount) from payments p join ar_accounts pa on pa.customer_account = p.customer_account
        where pa.company = g.company and pa.collector_id is not distinct from a.collector_id and p.currency = g.currency and p.kind = 'payment'
          and p.received_date >= date_trunc('month', current_date)), 0)::numeric(12, 2) as collected,
      sum(g.disputed)::numeric(12, 2) as disputed,
      coalesce((select sum(p.amount) from payments p join ar_accounts pa on pa.customer_account = p.customer_account
        where pa.company = g.company and pa.collector_id is not distinct from a.collector_id and p.currency = g.currency and p.kind = 'credit'
          and p.received_date >= date_trunc('month', current_date)), 0)::numeric(12, 2) as written_off
    from account_aging g join ar_accounts a on a.customer_account = g.customer_account left join users u on u.id = a.collector_id
    group by g.company, a.collector_id, u.username, g.currency`.execute(db);
}

const VIEWS = [
  'ar_management_report', 'ar_collector_summary', 'ar_group_aging', 'ar_receivables', 'ar_account_invoice_list', 'ar_sales_review',
  'ar_code_table_list', 'ar_email_log_list', 'edi_exception_list', 'collection_action_list', 'call_priority_log_list',
  'ar_priority_list', 'collection_call_list', 'ar_daily_calls', 'ar_account_balances', 'cad_rates',
];

export async function down(db: Kysely<any>): Promise<void> {
  for (const view of VIEWS) await sql.raw(`drop view ${view}`).execute(db);
  for (const table of ['ar_email_log', 'edi_billing_exceptions', 'ar_code_tables', 'collection_actions', 'call_priority_log', 'collection_calls', 'ar_accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
