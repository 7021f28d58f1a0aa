import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

const US_STATES = ['IL', 'MI', 'NY', 'WA', 'MN', 'OH', 'MA', 'TX', 'GA'];
const DISPUTES = ['Submitted', 'In Progress', 'Sent to sales'];
const list = (values: string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * Invoices of the seeded shipments numbered `from`..`to` (seedShipments' series):
 * one per delivered shipment of the last 150 days, net 30, about half still
 * open (some partly paid, some disputed), most older ones paid. Billed in USD
 * when delivered in the United States. Deterministic, like the shipments.
 */
export async function seedInvoices(db: Kysely<DB>, from: number, to: number): Promise<void> {
  const probill = (g: number) => String(1_000_000_000 + g * 7).padStart(10, '0');
  await sql`
    insert into invoices (company, customer_account, probill, invoice_date, due_date, reference, amount, paid, currency,
      disputed, dispute_status, statement_number)
    select s.company, s.customer_account, s.probill, s.pickup_date + 1, s.pickup_date + 31, s.reference, a.amount,
      case
        when s.pickup_date < current_date - 100 and a.n % 6 <> 0 then a.amount
        when a.n % 10 in (5, 6, 8, 9) then 0
        when a.n % 10 = 7 then round(a.amount / 2, 2)
        else a.amount
      end,
      case when s.consignee_province in (${list(US_STATES)}) then 'USD' else 'CAD' end,
      a.n % 13 = 0,
      case when a.n % 13 = 0 then (array[${list(DISPUTES)}])[1 + (a.n / 13) % ${DISPUTES.length}] end,
      -- One statement per account, month and currency: a statement adds up in one currency.
      'ST' || to_char(s.pickup_date + 1, 'YYYYMM') || '-' || s.customer_account
        || case when s.consignee_province in (${list(US_STATES)}) then '-USD' else '' end
    from shipments s
    cross join lateral (
      select round(75 + s.weight * 0.18 + s.pieces * 4.5, 2) as amount, (cast(s.probill as bigint) - 1000000000) / 7 as n
    ) a
    where s.probill between ${probill(from)} and ${probill(to)}
      and s.delivery_date is not null and s.pickup_date >= current_date - 150
  `.execute(db);
}
