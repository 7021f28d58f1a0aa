import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';
import { menu } from './billingDemo';

/** US ports of entry of the demo's lanes: [CBP port code, name, state]. */
const PORTS: [string, string, string][] = [
  ['3004', 'Blaine', 'WA'],
  ['3310', 'Sweetgrass', 'MT'],
  ['3401', 'Pembina', 'ND'],
  ['3801', 'Detroit (Ambassador Bridge)', 'MI'],
  ['3802', 'Port Huron (Blue Water Bridge)', 'MI'],
  ['0901', 'Buffalo (Peace Bridge)', 'NY'],
  ['0712', 'Champlain', 'NY'],
  ['0106', 'Houlton', 'ME'],
];

/** The carriers' Standard Carrier Alpha Codes: a PAPS number is the SCAC followed by the probill. */
const SCAC: Record<string, string> = { MANITOULIN: 'MTLO', DRC: 'DRCT', MGF: 'MGFW', MULTIMODAL: 'MTMM' };
const BROKERS = ['Near North Customs Brokers', 'Border Gateway Brokerage', 'Great Lakes Customs Services'];
const REJECTIONS = ['Consignee address incomplete on the commercial invoice', 'Tariff number missing for one line', 'Shipper name differs from the invoice'];

const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);
const local = (day: string, time: string) => sql.raw(`((${day})::timestamp + interval '${time}') at time zone 'America/Toronto'`);

/**
 * The PAPS records of the seeded Canada -> US shipments (m0111), consistent
 * with their trace: the papers are the customs invoice scanned at the origin
 * (its image record's time), the truck leaves the origin terminal at 19:00
 * and crosses the port of its lane between 01:00 and 03:00 the next night,
 * before it arrives at the destination terminal. A shipment still "In Transit"
 * has not reached the border: its PAPS is pending, sent or already accepted.
 * Of the crossed ones, by the shipment's series number (mod 20): 15 in 20 sent
 * to the broker hours ahead (accepted, one not answered yet), 2 late (40
 * minutes before the crossing, or after it), 1 missing (never sent), 1
 * rejected by customs. The broker is the bill-to account's.
 */
async function seedPapsRecords(db: Kysely<DB>): Promise<void> {
  const scac = sql.raw(`case s.company ${Object.entries(SCAC).map(([c, code]) => `when '${c}' then '${code}'`).join(' ')} else upper(left(s.company, 4)) end`);
  await sql`
    insert into paps_records (probill, company, paps_number, broker, port_code, papers_received_at, sent_to_broker_at, answered_at, crossed_at, status, rejection_reason)
    select x.probill, x.company, x.scac || x.probill, x.broker, x.port_code, x.papers,
           case when x.status <> 'pending' then x.sent end,
           case when x.status in ('accepted', 'rejected') then x.sent + make_interval(mins => 12 + (x.g * 7) % 30) end,
           x.crossed, x.status, case when x.status = 'rejected' then (${list(REJECTIONS)})[1 + x.g % ${REJECTIONS.length}] end
      from (
        select s.probill, s.company, ${scac} as scac, k.g, i.scanned_at as papers, c.crossed,
               (${list(BROKERS)})[1 + (length(s.customer_account) + ascii(right(s.customer_account, 1))) % ${BROKERS.length}] as broker,
               case
                 when s.shipper_province = 'BC' then '3004'
                 when s.shipper_province = 'AB' then '3310'
                 when s.shipper_province in ('SK', 'MB') then '3401'
                 when s.shipper_province = 'QC' then '0712'
                 when s.shipper_province in ('NB', 'NS', 'NL', 'PE') then '0106'
                 when s.consignee_province in ('NY', 'MA') then '0901'
                 when k.g % 3 = 0 then '3802'
                 else '3801'
               end as port_code,
               case
                 when c.crossed is null then i.scanned_at + make_interval(hours => 1 + k.g % 3)
                 when k.g % 20 = 14 then c.crossed - interval '40 minutes'
                 when k.g % 20 = 15 then c.crossed + interval '90 minutes'
                 when k.g % 20 = 16 then null
                 else i.scanned_at + make_interval(mins => 30 + (k.g * 11) % 150)
               end as sent,
               case
                 when c.crossed is null then (array['pending', 'sent', 'accepted'])[1 + k.g % 3]
                 when k.g % 20 = 13 then 'sent'
                 when k.g % 20 = 16 then 'missing'
                 when k.g % 20 = 17 then 'rejected'
                 else 'accepted'
               end as status
          from shipments s
          cross join lateral (select ((cast(s.probill as bigint) - 1000000000) / 7)::int as g) k
          join shipment_images i on i.probill = s.probill and i.type = 'CUSTOMS'
          cross join lateral (select case when s.status <> 'In Transit'
            then ${local('s.pickup_date', '1 day 1 hour')} + make_interval(mins => (k.g % 4) * 40) end as crossed) c
         where s.shipper_country = 'CA' and s.consignee_country = 'US'
      ) x`.execute(db);
}

/**
 * INT_PAPS_Stats in the demo (issue 16): the ports, the records, and a
 * "Customs" top menu of the company's administrators and employees (its
 * French in src/shell/i18n/fr.json).
 */
export async function seedPapsDemo(db: Kysely<DB>): Promise<void> {
  await db.insertInto('border_ports').values(PORTS.map(([code, name, state]) => ({ code, name, state }))).execute();
  await seedPapsRecords(db);
  await menu(db, 'Customs', [{ name: 'Customs', items: [['INT_PAPS_Stats', 'PAPS statistics']] }], ['Administrators', 'Employees']);
}
