import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';
import { hashPassword } from '../auth/passwords';
import * as demo from './demoData';
import { seedShellDemo } from './shellDemo';
import { seedFormsDemo } from './formsDemo';
import { seedShippingDemo } from './shippingDemo';
import { seedBolBooksDemo } from './bolBooksDemo';
import { seedRapidBolDemo } from './rapidBolDemo';
import { seedInvoices } from './seedInvoices';
import { seedLedger } from './ledgerDemo';
import { seedBillingDemo } from './billingDemo';
import { seedDisputes, seedDisputesDemo } from './disputesDemo';
import { TRACING_FACT_COLUMNS, terminalCode, tracingFactValues } from './tracingFacts';
import { seedShipmentTrace, seedTracingDemo } from './tracingDemo';
import { seedImageNoticesDemo } from './imageNoticesDemo';
import { seedDocumentsDemo } from './documentsDemo';
import { seedInfoPagesDemo } from './infoPagesDemo';
import { seedRatingDemo } from './ratingDemo';
import { seedQuotingDemo } from './quotingDemo';
import { seedSkeletonDemo } from './skeletonDemo';
import { seedCollectionsDemo } from './collectionsDemo';
import { seedPushreportDemo } from './pushreportDemo';
import { seedBillingAdminDemo } from './billingAdminDemo';
import { seedWandedPros } from './wandedProsDemo';
import { seedCreditLimitDemo } from './creditLimitDemo';
import { seedAuditDemo } from './auditDemo';
import { seedCommandLogDemo } from './commandLogDemo';
import { seedFormsQueueDemo } from './formsQueueDemo';
import { seedAsnDemo } from './asnDemo';
import { seedCustomReportsDemo } from './customReportsDemo';
import { seedQueueScreensDemo } from './queueScreensDemo';
import { seedReportSchedulesDemo } from './reportSchedulesDemo';
import { seedReportAssignDemo } from './reportAssignDemo';
import { seedPortalReportsDemo } from './portalReportsDemo';
import { seedPapsDemo } from './papsDemo';
import { seedExportFilesDemo } from './exportFilesDemo';
import { seedReportRequestsDemo } from './reportRequestsDemo';

const CITIES: [string, string][] = [
  ['Toronto', 'ON'], ['Montreal', 'QC'], ['Vancouver', 'BC'], ['Calgary', 'AB'], ['Edmonton', 'AB'], ['Winnipeg', 'MB'],
  ['Ottawa', 'ON'], ['Quebec City', 'QC'], ['Halifax', 'NS'], ['Saskatoon', 'SK'], ['Regina', 'SK'], ['Sudbury', 'ON'],
  ['Thunder Bay', 'ON'], ['Moncton', 'NB'], ["St. John's", 'NL'], ['Chicago', 'IL'], ['Detroit', 'MI'], ['Buffalo', 'NY'],
  ['Seattle', 'WA'], ['Minneapolis', 'MN'], ['Cleveland', 'OH'], ['Boston', 'MA'], ['Dallas', 'TX'], ['Atlanta', 'GA'],
];
const NAMES = ['Acme Industrial', 'Boreal Foods', 'Cascade Lumber', 'Dominion Steel', 'Evergreen Farms', 'Frontier Plastics', 'Glacier Water', 'Harbour Logistics', 'Ironwood Tools', 'Juniper Textiles', 'Kodiak Auto Parts', 'Laurentian Paper'];
// Every status of 02-business.md §4 "Delivery". Positions 3, 4, 5 (mod 8) are the undelivered ones (no delivery date).
const STATUSES = [
  'Delivered', 'Delivered', 'Delivered', 'In Transit', 'In Transit - Late', 'Out for delivery', 'Delivered - Damaged', 'Refused',
  'Delivered - Early', 'Delivered - Short', 'Delivered - Over', 'Late', 'In Transit', 'Out for delivery', 'Partially Refused', 'Refused and Delivered',
];
const POSTALS = ['M5V 2T6', 'H3B 1A7', 'V6B 1A1', 'T2P 1J9', 'T5J 0N3', 'R3C 0A5', 'K1P 1J1', 'G1R 4P5', 'B3J 1S9', 'S7K 0J5', 'S4P 3Y2', 'P3E 1C8',
  'P7B 1A1', 'E1C 4M3', 'A1C 5M2', '60601', '48226', '14202', '98101', '55401', '44113', '02108', '75201', '30303'];

const lit = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Generates `count` shipments in one INSERT ... SELECT over generate_series, so a
 * million rows take the database's time, not the network's. Deterministic: the
 * same count gives the same rows. Accounts are spread over the demo customers.
 * Their invoices (open items), trace events and images come with them.
 */
export async function seedShipments(db: Kysely<DB>, count: number, startAt = 1, customers: { account: string; company: string }[] = demo.customers): Promise<void> {
  const accounts = customers.map((c) => c.account);
  const companies = customers.map((c) => c.company);
  await sql`
    insert into shipments (probill, company, customer_account, pickup_date, delivery_date, pickup_number, reference,
      shipper_name, shipper_city, shipper_province, consignee_name, consignee_city, consignee_province, pieces, weight, status,
      ${TRACING_FACT_COLUMNS})
    select b.probill, b.company, b.customer_account, b.pickup_date, b.delivery_date, b.pickup_number, b.reference, b.shipper_name,
      b.shipper_city, b.shipper_province, b.consignee_name, b.consignee_city, b.consignee_province, b.pieces, b.weight, b.status,
      ${tracingFactValues(POSTALS)}
    from (select g, s.*,
      (${lit(CITIES.map((c) => c[0]))})[s.shipper_i] as shipper_city, (${lit(CITIES.map((c) => c[1]))})[s.shipper_i] as shipper_province,
      (${lit(CITIES.map((c) => c[0]))})[s.consignee_i] as consignee_city, (${lit(CITIES.map((c) => c[1]))})[s.consignee_i] as consignee_province,
      (${lit(CITIES.map((c) => terminalCode(c[0])))})[s.shipper_i] as origin_terminal,
      (${lit(CITIES.map((c) => terminalCode(c[0])))})[s.consignee_i] as destination_terminal
    from generate_series(${startAt}::int, ${startAt + count - 1}::int) as g
    cross join lateral (select
      lpad((1000000000 + g * 7)::text, 10, '0') as probill,
      (${lit(companies)})[1 + (g % ${accounts.length})] as company,
      (${lit(accounts)})[1 + (g % ${accounts.length})] as customer_account,
      current_date - ((g * 37) % 420) as pickup_date,
      case when (g % 8) in (3, 4, 5) then null else current_date - ((g * 37) % 420) + 1 + (g % 4) end as delivery_date,
      'PU' || lpad(((g * 131) % 999999)::text, 6, '0') as pickup_number,
      'PO-' || (10000 + (g * 17) % 90000)::text as reference,
      (${lit(NAMES)})[1 + (g % ${NAMES.length})] as shipper_name,
      1 + ((g * 3) % ${CITIES.length}) as shipper_i,
      (${lit(NAMES)})[1 + ((g * 5 + 3) % ${NAMES.length})] as consignee_name,
      1 + ((g * 7 + 5) % ${CITIES.length}) as consignee_i,
      1 + (g % 24) as pieces,
      50 + ((g * 97) % 19950) as weight,
      (${lit(STATUSES)})[1 + (g % ${STATUSES.length})] as status) s) b
  `.execute(db);
  await seedInvoices(db, startAt, startAt + count - 1);
  await seedLedger(db, startAt, startAt + count - 1);
  await seedDisputes(db, startAt, startAt + count - 1);
  await seedShipmentTrace(db, startAt, startAt + count - 1);
  await seedWandedPros(db, startAt, startAt + count - 1);
}

async function seedMenus(db: Kysely<DB>): Promise<Record<string, number>> {
  await db.insertInto('commands').values(demo.commands).execute();
  const ids: Record<string, number> = {};
  // Top menus are shared (m0006): each demo menu is made once, with one side menu of its name.
  const topIds = new Map<object, number>();
  for (const [seq, menu] of demo.topMenus.entries()) {
    const top = await db.insertInto('top_menus').values({ name: menu.name, seq: seq + 1 }).returning('id').executeTakeFirstOrThrow();
    const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: menu.name, seq: 1 }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('side_menu_items')
      .values(menu.items.map(([cmid, title, hidden], i) => ({ side_menu_id: side.id, seq: i + 1, cmid, title, hidden: hidden ?? false })))
      .execute();
    topIds.set(menu, top.id);
  }
  for (const [key, g] of Object.entries(demo.groups)) {
    const { id } = await db
      .insertInto('menu_groups')
      .values({ company: g.company, name: g.name, is_admin: g.is_admin, landing_cmid: g.landing })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = id;
    if (g.menus.length) {
      await db
        .insertInto('group_menus')
        .values(g.menus.map((menu, seq) => ({ group_id: id, top_menu_id: topIds.get(menu)!, seq: seq + 1 })))
        .execute();
    }
  }
  return ids;
}

/** Demo data of 00-contracts.md §3 in one transaction: all of it or nothing. */
export async function seedDemo(db: Kysely<DB>, opts: { shipments?: number } = {}): Promise<void> {
  const passwordHashes = await Promise.all(demo.users.map(() => hashPassword(demo.DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('companies').values(demo.companies).execute();
    await trx.insertInto('customers').values(demo.customers).execute();
    const groupIds = await seedMenus(trx);
    for (const [i, u] of demo.users.entries()) {
      const { group, ...fields } = u as (typeof demo.users)[number] & Record<string, unknown>;
      const { id } = await trx
        .insertInto('users')
        .values({ ...(fields as any), email: `${u.username}@example.com`, password_hash: passwordHashes[i]! })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_groups').values({ user_id: id, group_id: groupIds[group as string]! }).execute();
    }
    await seedShellDemo(trx);
    await seedShipments(trx, opts.shipments ?? 2000);
    await seedFormsDemo(trx);
    await seedTracingDemo(trx, CITIES, POSTALS);
    await seedDocumentsDemo(trx);
    await seedInfoPagesDemo(trx);
    await seedRatingDemo(trx);
    await seedQuotingDemo(trx);
    await seedSkeletonDemo(trx);
    await seedShippingDemo(trx);
    await seedBolBooksDemo(trx);
    await seedRapidBolDemo(trx);
    await seedBillingDemo(trx);
    await seedCollectionsDemo(trx);
    await seedCreditLimitDemo(trx);
    // After the collections seed: the credit and collections group it makes gets the disputes menu.
    await seedDisputesDemo(trx);
    await seedPushreportDemo(trx);
    await seedImageNoticesDemo(trx);
    await seedBillingAdminDemo(trx);
    await seedAuditDemo(trx);
    await seedCommandLogDemo(trx);
    await seedFormsQueueDemo(trx);
    await seedAsnDemo(trx);
    await seedCustomReportsDemo(trx);
    await seedQueueScreensDemo(trx);
    await seedReportSchedulesDemo(trx);
    await seedReportAssignDemo(trx);
    await seedPortalReportsDemo(trx);
    await seedPapsDemo(trx);
    await seedExportFilesDemo(trx);
    await seedReportRequestsDemo(trx);
  });
}

/** True when the database has no users yet (first start). */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
