import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';
import { terminalCode } from './tracingFacts';

const probillOf = (g: number) => String(1_000_000_000 + g * 7).padStart(10, '0');
const CLOSED = sql.raw(`('Refused', 'Partially Refused', 'Refused and Delivered')`);
const local = (day: string, time: string) => sql.raw(`((${day})::timestamp + interval '${time}') at time zone 'America/Toronto'`);

/**
 * The trace events of the seeded shipments numbered `from`..`to`: picked up,
 * at and out of the origin terminal, at the destination terminal, then what
 * their status says (late, out for delivery, delivered with its signer,
 * refused), in order and at plausible local times. One INSERT ... SELECT, so a
 * million shipments take the database's time.
 */
async function seedEvents(db: Kysely<DB>, from: number, to: number): Promise<void> {
  const reached = sql.raw(`s.status not in ('In Transit', 'In Transit - Late')`);
  await sql`
    insert into shipment_events (probill, seq, at, status, terminal, city, province, comment)
    select s.probill, e.seq, e.at, e.status, e.terminal, e.city, e.province, e.comment
    from shipments s
    cross join lateral (values
      (1, ${local('s.pickup_date', '10 hours')}, 'Picked Up', s.origin_terminal, s.shipper_city, s.shipper_province, null::text),
      (2, ${local('s.pickup_date', '16 hours 30 minutes')}, 'Arrived at terminal', s.origin_terminal, s.shipper_city, s.shipper_province, null),
      (3, ${local('s.pickup_date', '19 hours')}, 'Departed terminal', s.origin_terminal, s.shipper_city, s.shipper_province, null),
      (4, case when s.status = 'In Transit - Late' then ${local('s.pickup_date', '1 day 8 hours')} end, 'In Transit - Late', null, null, null,
        'Delayed by weather on the linehaul'),
      (5, case when ${reached} then ${local('coalesce(s.delivery_date, s.estimated_delivery_date)', '5 hours')} end, 'Arrived at terminal',
        s.destination_terminal, s.consignee_city, s.consignee_province, null),
      (6, case when s.status = 'Late' then ${local('s.estimated_delivery_date', '6 hours')} end, 'Late', s.destination_terminal,
        s.consignee_city, s.consignee_province, 'Missed the delivery appointment; rescheduled'),
      (7, case when ${reached} and s.status <> 'Late' then ${local('coalesce(s.delivery_date, s.estimated_delivery_date)', '7 hours 30 minutes')} end,
        'Out for delivery', s.destination_terminal, s.consignee_city, s.consignee_province, null),
      (8, case when s.delivery_date is not null then coalesce(s.delivered_at, ${local('s.delivery_date', '11 hours')}) end, s.status, null,
        s.consignee_city, s.consignee_province,
        case when s.status in ${CLOSED} and s.status <> 'Refused and Delivered' then 'Consignee refused the freight'
             when s.signed_by is not null then 'Signed by ' || s.signed_by end)
    ) as e(seq, at, status, terminal, city, province, comment)
    where s.probill between ${probillOf(from)} and ${probillOf(to)} and e.at is not null
  `.execute(db);
}

/**
 * The images and documents on file: a bill of lading for every shipment, and
 * for delivered ones a proof of delivery, a freight photo (JPEG), a dimensioner
 * image (TIFF, every third) and, crossing the border, the customs invoice.
 * Their bytes are drawn on demand from the shipment (`demo:` keys), so a
 * million records cost rows, not files.
 */
async function seedImages(db: Kysely<DB>, from: number, to: number): Promise<void> {
  await sql`
    insert into shipment_images (id, probill, type, scanned_at, pages, content_type, file_name, storage_key)
    select s.probill || '-' || i.type, s.probill, i.type, i.at, i.pages, i.content_type, s.probill || '-' || i.file, 'demo:' || i.type || ':' || s.probill
    from shipments s
    cross join lateral (select (cast(s.probill as bigint) - 1000000000) / 7 as g, s.delivery_date is not null and s.status <> 'Refused' as done) k
    cross join lateral (values
      ('BOL', ${local('s.pickup_date', '10 hours 15 minutes')}, 2, 'application/pdf', 'bill-of-lading.pdf', true),
      ('POD', s.delivered_at + interval '40 minutes', 2, 'application/pdf', 'proof-of-delivery.pdf', k.done),
      ('FREIGHT', s.delivered_at + interval '5 minutes', 1, 'image/jpeg', 'freight.jpg', k.done),
      ('DIMENSIONER', ${local('s.pickup_date', '17 hours')}, 2, 'image/tiff', 'dimensioner.tif', k.g % 3 = 0),
      ('CUSTOMS', ${local('s.pickup_date', '12 hours')}, 2, 'application/pdf', 'customs-invoice.pdf', s.shipper_country <> s.consignee_country)
    ) as i(type, at, pages, content_type, file, wanted)
    where s.probill between ${probillOf(from)} and ${probillOf(to)} and i.wanted
  `.execute(db);
}

/** Events and image records of the seeded shipments `from`..`to` (seedShipments' series). */
export async function seedShipmentTrace(db: Kysely<DB>, from: number, to: number): Promise<void> {
  await seedEvents(db, from, to);
  await seedImages(db, from, to);
}

/** The tracing screens (issue 13) on the menus every demo group shares (their French: src/shell/i18n/fr.json). */
const COMMANDS: [cmid: string, title: string, hidden: boolean][] = [
  ['MTDMLTTRC', 'Trace shipments', false],
  ['PBILBYNUM', 'Trace by probill', false],
  ['PROBYPUNUM', 'Trace by pickup number', false],
  ['PBILLBYINTERLINEPBIL', 'Trace by interline number', false],
  ['MTLBOLR', 'Trace by reference, PO or BOL', false],
  ['PROBYILPUNUM', 'Trace by interline pickup number', false],
  ['PROBYPUNUM_A', 'Shipments by pickup number', false],
  ['PODSearch', 'Proof of delivery search', false],
  ['IMGSELECT', 'Shipment images', false],
  ['IMGSELECTP', 'Print or download shipment images', false],
  ['MTDSPPBILL', 'Shipment', true],
  ['SHOWIMG', 'Shipment document', true],
];

/**
 * The staff's Operations menu: recording a shipment's status events (PBILL-EVENT), a hidden item
 * reached from the shipment's detail, held by the company's administrators and employees (sales
 * among them) and by no customer group, so the call is refused to customers by its access rule.
 */
async function seedOperationsMenu(db: Kysely<DB>): Promise<void> {
  await db.insertInto('commands').values({ cmid: 'PBILL-EVENT', title: 'Record a shipment event', analytics: 'Y' }).execute();
  const last = await db.selectFrom('top_menus').select(sql<number>`coalesce(max(seq), 0)`.as('seq')).executeTakeFirstOrThrow();
  const top = await db.insertInto('top_menus').values({ name: 'Operations', seq: Number(last.seq) + 1 }).returning('id').executeTakeFirstOrThrow();
  const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: 'Operations', seq: 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values({ side_menu_id: side.id, seq: 1, cmid: 'PBILL-EVENT', title: 'Record a shipment event', hidden: true }).execute();
  const staff = await db.selectFrom('menu_groups').select('id').where('company', '=', 'MANITOULIN').where('name', 'in', ['Administrators', 'Employees']).execute();
  for (const g of staff) {
    const seq = await db.selectFrom('group_menus').select(sql<number>`coalesce(max(seq), 0)`.as('seq')).where('group_id', '=', g.id).executeTakeFirstOrThrow();
    await db.insertInto('group_menus').values({ group_id: g.id, top_menu_id: top.id, seq: Number(seq.seq) + 1 }).execute();
  }
}

/**
 * The carrier's terminals (one per demo city), the tracing commands on the
 * shared Tracing menu (so the customer, employee, sales and admin groups all
 * hold them: the scope decides whose shipments each sees).
 */
export async function seedTracingDemo(db: Kysely<DB>, cities: [string, string][], postals: string[]): Promise<void> {
  await db
    .insertInto('terminals')
    .values(cities.map(([city, province], i) => ({
      code: terminalCode(city),
      name: `${city} terminal`,
      address: `${100 + i * 15} Terminal Rd`,
      city,
      province,
      postal_code: postals[i] ?? '',
      country: /^\d/.test(postals[i] ?? '') ? 'US' : 'CA',
      phone: `1-800-555-${String(1000 + i).slice(-4)}`,
    })))
    .execute();
  await db.insertInto('commands').values(COMMANDS.map(([cmid, title]) => ({ cmid, title, analytics: 'Y' }))).execute();
  const side = await db
    .selectFrom('side_menus')
    .innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
    .select(['side_menus.id'])
    .where('top_menus.name', '=', 'Tracing')
    .executeTakeFirst();
  await seedOperationsMenu(db);
  if (side) {
    const last = await db.selectFrom('side_menu_items').select(sql<number>`coalesce(max(seq), 0)`.as('seq')).where('side_menu_id', '=', side.id).executeTakeFirstOrThrow();
    await db
      .insertInto('side_menu_items')
      .values(COMMANDS.map(([cmid, title, hidden], i) => ({ side_menu_id: side.id, seq: Number(last.seq) + i + 1, cmid, title, hidden })))
      .execute();
  }
}
