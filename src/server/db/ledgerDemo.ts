import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/** Sales tax of a Canadian invoice by the consignee's province (USD invoices bear none). */
const TAX_RATE = `case when i.currency <> 'CAD' then 0
  when s.consignee_province in ('ON', 'NB', 'NS', 'NL', 'PE') then 0.13
  when s.consignee_province = 'QC' then 0.14975 else 0.05 end`;
const FUEL_RATE = 0.16;

/**
 * The ledger of the invoices seedInvoices made for shipments `from`..`to`
 * (issue 15 point 1): each invoice's lines (freight, fuel, a tailgate
 * accessorial on some, GST/HST or GST and QST), which add up to its amount to
 * the cent (the tax is what the amount holds over the pre-tax subtotal, so
 * no rounding is lost); the monthly statements its statement number names;
 * and a payment (or, for some, a credit note) applied for what it has paid,
 * so that `invoices.paid` is what its applications add up to.
 */
export async function seedLedger(db: Kysely<DB>, from: number, to: number): Promise<void> {
  const probill = (g: number) => String(1_000_000_000 + g * 7).padStart(10, '0');
  const range = sql`i.probill between ${probill(from)} and ${probill(to)}`;
  await sql`
    insert into invoice_lines (invoice_id, line_no, kind, code, description, rate, quantity, amount)
    select x.id, v.line_no, v.kind, v.code, v.description, v.rate, v.quantity, v.amount
    from (
      select b.*, b.subtotal - b.accessorial - round((b.subtotal - b.accessorial) / ${1 + FUEL_RATE}, 2) as fuel,
        round((b.subtotal - b.accessorial) / ${1 + FUEL_RATE}, 2) as freight,
        case when b.province = 'QC' then round(b.subtotal * 0.05, 2) else b.amount - b.subtotal end as tax1
      from (
        select i.id, i.amount, i.currency, s.weight, s.consignee_province as province, ${sql.raw(TAX_RATE)} as tax_rate,
          round(i.amount / (1 + ${sql.raw(TAX_RATE)}), 2) as subtotal,
          case when s.weight % 5 = 0 then 25.00 else 0 end as accessorial
        from invoices i join shipments s on s.probill = i.probill
        where ${range}
      ) b
    ) x
    cross join lateral (values
      (1, 'freight', 'FRT', 'Freight', round(x.freight / (x.weight / 100.0), 4), round(x.weight / 100.0, 2), x.freight),
      (2, 'fuel', 'FSC', 'Fuel surcharge', ${FUEL_RATE}, null, x.fuel),
      (3, 'accessorial', 'TLG', 'Tailgate delivery', null, null, x.accessorial),
      (4, 'tax', case when x.tax_rate = 0.13 then 'HST' else 'GST' end, case when x.tax_rate = 0.13 then 'HST' else 'GST' end,
        case when x.tax_rate = 0.13 then 0.13 else 0.05 end, null, x.tax1),
      (5, 'tax', 'QST', 'QST', 0.09975, null, x.amount - x.subtotal - x.tax1)
    ) as v(line_no, kind, code, description, rate, quantity, amount)
    where (v.kind <> 'accessorial' or x.accessorial > 0)
      and (v.line_no <> 4 or x.tax_rate > 0) and (v.line_no <> 5 or x.province = 'QC')
  `.execute(db);

  // A statement closes its month (or today, for this month's), due 30 days later.
  await sql`
    insert into statements (statement_number, company, customer_account, statement_date, due_date, currency)
    select statement_number, company, customer_account, statement_date, statement_date + 30, currency
    from (
      select i.statement_number, min(i.company) as company, min(i.customer_account) as customer_account, min(i.currency) as currency,
        least((date_trunc('month', min(i.invoice_date)) + interval '1 month - 1 day')::date, greatest(current_date, max(i.invoice_date))) as statement_date
      from invoices i
      where ${range} and i.statement_number is not null
      group by i.statement_number
    ) st
    on conflict (statement_number) do nothing
  `.execute(db);

  // What each invoice has paid, as a payment (a credit note for every 17th) applied to it.
  await sql`
    with paid as (
      insert into payments (company, customer_account, kind, reference, received_date, amount, currency)
      select i.company, i.customer_account, case when i.id % 17 = 0 then 'credit' else 'payment' end,
        case when i.id % 17 = 0 then 'CR-' else 'CHQ-' end || i.id, least(i.due_date - (i.id % 25), current_date), i.paid, i.currency
      from invoices i where ${range} and i.paid > 0
      returning id, reference, received_date, amount
    )
    insert into payment_applications (payment_id, invoice_id, amount, applied_date)
    select id, cast(split_part(reference, '-', 2) as int), amount, received_date from paid
  `.execute(db);
}
