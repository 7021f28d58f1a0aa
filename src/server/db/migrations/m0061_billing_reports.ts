import { sql, type Kysely } from 'kysely';

/**
 * Billing and claims reports over the ledger and the claims (issue 15 point 5):
 * revenue by terminal, customer and month with the change on the previous
 * month (RS_RPT), the claims still open with their age (OPENCLAIMS_RPT), and the
 * claims of each sales code's accounts (Sales_Claims_Rpt). Views only: the
 * figures are always the invoices' and claims' own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Revenue is the invoices' pre-tax charges in Canadian dollars (a US invoice at the latest rate,
  // rounded to the cent per invoice, as collections count), so one account's months add up exactly.
  await sql`
    create view revenue_summary as
    with monthly as (
      select i.company, coalesce(s.origin_terminal, '') as terminal, i.customer_account, to_char(i.invoice_date, 'YYYY-MM') as period,
        count(*)::int as probills, coalesce(sum(s.weight), 0)::int as weight,
        sum(round(coalesce(l.charges, 0) * coalesce(fx.rate, 1), 2))::numeric(14, 2) as revenue
      from invoices i
      left join shipments s on s.probill = i.probill
      left join cad_rates fx on fx.currency = i.currency
      left join lateral (select sum(amount) filter (where kind <> 'tax') as charges from invoice_lines where invoice_id = i.id) l on true
      group by i.company, coalesce(s.origin_terminal, ''), i.customer_account, to_char(i.invoice_date, 'YYYY-MM')
    )
    select m.company, m.terminal || '/' || m.customer_account || '/' || m.period as row_key,
      m.terminal, m.customer_account, c.name as customer_name, a.sales_code, m.period, m.probills, m.weight, m.revenue,
      case when m.weight > 0 then round(m.revenue * 100 / m.weight, 2) end as revenue_per_cwt,
      p.revenue as previous_revenue,
      case when p.revenue > 0 then round((m.revenue - p.revenue) * 100 / p.revenue, 2) end as change_percent
    from monthly m
    join customers c on c.account = m.customer_account
    left join ar_accounts a on a.customer_account = m.customer_account
    left join monthly p on p.company = m.company and p.terminal = m.terminal and p.customer_account = m.customer_account
      and p.period = to_char(to_date(m.period || '-01', 'YYYY-MM-DD') - interval '1 month', 'YYYY-MM')`.execute(db);

  await sql`
    create view open_claims_report as
    select cp.id, cp.company, cp.claim_number, cp.customer_account, cp.customer_name, cp.probill, cp.amount, cp.status,
      coalesce(cp.origin_terminal, '') as terminal, cp.days_open, cp.created_at
    from claim_processing cp
    where cp.status not in ('Paid', 'Declined', 'Closed')`.execute(db);

  // A claim is paid in full when it reaches Paid (claims hold no partial payment); closed when it leaves the open statuses.
  await sql`
    create view sales_claims_report as
    select cl.id, cl.company, a.sales_code,
      (select trim(u.first_name || ' ' || u.last_name) from users u where u.company = cl.company and u.sales_code = a.sales_code order by u.id limit 1) as salesperson,
      cl.customer_account, c.name as customer_name, cl.claim_number, cl.probill, cl.amount,
      case when cl.status = 'Paid' or (cl.status = 'Closed' and exists (select 1 from claim_history h where h.claim_id = cl.id and h.status = 'Paid'))
        then cl.amount else 0 end::numeric(12, 2) as amount_paid,
      cl.status, cl.created_at,
      case when cl.status in ('Paid', 'Declined', 'Closed') then coalesce(cl.updated_at, cl.created_at) end as closed_at
    from claims cl
    join customers c on c.account = cl.customer_account
    join ar_accounts a on a.customer_account = cl.customer_account and a.sales_code is not null`.execute(db);
}
