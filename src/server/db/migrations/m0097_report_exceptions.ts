import { sql, type Kysely } from 'kysely';

/**
 * CR_Exceptions (issue 16 point 3): the shipments whose delivery went wrong,
 * as the delivery codes of the company name them (m0060: DMG damaged, SHT
 * short, OVR over, REF refused) and LATE for a missed delivery date, with the
 * time the exception was recorded (its trace event, m0030). A view, so the
 * grid protocol scopes, sorts, filters and exports it like any grid: by
 * company and, for a customer, by the shipment's bill-to account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view custom_report_exceptions as
    select s.probill, s.company, s.customer_account, s.pickup_date, s.delivery_date, x.code as exception_code,
      coalesce(dc.description, s.status) as exception, s.status, s.shipper_name, s.consignee_name, s.consignee_city, s.reference,
      coalesce((select max(e.at) from shipment_events e where e.probill = s.probill and e.status = s.status), s.delivered_at,
        cast(s.pickup_date as timestamptz)) as reported_at
    from shipments s
    cross join lateral (select case
      when s.status = 'Delivered - Damaged' then 'DMG'
      when s.status = 'Delivered - Short' then 'SHT'
      when s.status = 'Delivered - Over' then 'OVR'
      when s.status in ('Refused', 'Partially Refused', 'Refused and Delivered') then 'REF'
      when s.status in ('Late', 'In Transit - Late') then 'LATE'
    end as code) x
    left join delivery_codes dc on dc.company = s.company and dc.code = x.code
    where x.code is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view custom_report_exceptions`.execute(db);
}
