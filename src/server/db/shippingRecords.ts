import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

const party = (name: string, address: string, city: string, province: string, postal_code: string) => ({ name, address, city, province, postal_code, country: 'CA', contact: 'Shipping office', phone: '7055550100' });

/** Each demo account ships from its own place to a regular consignee. */
const ACCOUNTS: { username: string; company: string; account: string; shipper: ReturnType<typeof party>; consignee: ReturnType<typeof party> }[] = [
  { username: 'customer', company: 'MANITOULIN', account: '100001', shipper: party('Northern Lights Hardware Ltd.', '12 Elm St', 'Sudbury', 'ON', 'P3A 1A1'), consignee: party('Quincaillerie Côté', '400 Rue Saint-Paul', 'Montreal', 'QC', 'H2Y 1H3') },
  { username: 'customer2', company: 'MANITOULIN', account: '200002', shipper: party('Maritime Marine Parts Inc.', '5 Water St', 'Halifax', 'NS', 'B3J 1S9'), consignee: party('Timmins Marine', '80 Algonquin Blvd', 'Timmins', 'ON', 'P4N 1A1') },
  { username: 'drc', company: 'DRC', account: '300003', shipper: party('Rocky Mountain Outfitters', '300 9 Ave SW', 'Calgary', 'AB', 'T2P 1K3'), consignee: party('Sault Outdoor Supply', '99 Queen St E', 'Sault Ste. Marie', 'ON', 'P6A 1Y3') },
];

const isoDay = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);

/**
 * Demo records of the shipping loop for each demo account: a draft and a
 * finalised bill of lading, their parties in the address book, a saved label
 * and an open pickup, so every list has rows and each account has its own.
 */
export async function seedShippingRecords(db: Kysely<DB>): Promise<void> {
  for (const a of ACCOUNTS) {
    const user = await db.selectFrom('users').select('id').where('username', '=', a.username).where('company', '=', a.company).executeTakeFirst();
    if (!user) continue;
    const items = [{ pieces: 4, weight: 820, class: '70', description: 'Hardware, boxed', cube: 48 }];
    const data = { ship_date: isoDay(2), shipper: a.shipper, consignee: a.consignee, bill_to: 'shipper', references: [`PO-${a.account}`], items };
    const row = { company: a.company, customer_account: a.account, ship_date: data.ship_date, shipper_name: a.shipper.name, consignee_name: a.consignee.name, consignee_city: a.consignee.city, consignee_province: a.consignee.province, pieces: 4, weight: 820, reference_list: `PO-${a.account}`, data: JSON.stringify(data), created_by: user.id };
    await db.insertInto('bols').values(row).execute();
    await db
      .insertInto('bols')
      .values({ ...row, status: 'finalized', probill: sql<string>`nextval('bol_probill_seq')::text` as unknown as string, finalized_at: sql<string>`now()` as unknown as string })
      .execute();
    for (const p of [a.shipper, a.consignee])
      await db.insertInto('bol_addresses').values({ company: a.company, customer_account: a.account, code: p.name.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase() + p.postal_code.slice(0, 3), ...p }).execute();
    await db.insertInto('saved_labels').values({ company: a.company, customer_account: a.account, name: `To ${a.consignee.name}`.slice(0, 60), format: 'AVERY5163', data: JSON.stringify({ shipper: a.shipper, consignee: a.consignee, pieces: 2, weight: 300, references: [] }), created_by: user.id }).execute();
    await db
      .insertInto('pickups')
      .values({
        company: a.company,
        customer_account: a.account,
        pickup_date: isoDay(3),
        ready_time: '09:00',
        closing_time: '16:00',
        requester_name: 'Shipping office',
        requester_phone: '7055550100',
        requester_email: `${a.username}@example.com`,
        shipper_company: a.shipper.name.slice(0, 30),
        shipper_address: a.shipper.address,
        shipper_city: a.shipper.city,
        shipper_province: a.shipper.province,
        shipper_postal_code: a.shipper.postal_code,
        shipper_country: 'CA',
        shipper_contact: 'Shipping office',
        shipper_phone: '7055550100',
        shipper_dock: null,
        destination_city: a.consignee.city,
        destination_province: a.consignee.province,
        destination_postal_code: a.consignee.postal_code,
        destination_country: 'CA',
        pieces: 4,
        weight: 820,
        cube: null,
        dangerous_goods: false,
        accessorials: '[]',
        off_hours: false,
        reference_numbers: '[]',
        probills: '[]',
        pickup_instructions: null,
        delivery_instructions: null,
        bol_id: null,
        quote_number: null,
        created_by: user.id,
      })
      .execute();
  }
}
