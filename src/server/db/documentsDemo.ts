import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

type Item = [cmid: string, title: string, hidden?: boolean, target?: string];
interface DemoMenu {
  name: string;
  doclib?: boolean;
  items: Item[];
  groups: string[];
}

/**
 * The menus of issue 13's documents and notifications (points 5 to 7): the document library
 * (a top menu flagged DOCLIB, so each of its items is a library), the document wizard and the
 * notification subscriptions for every demo group that traces, and their administration for
 * the administrators. Hidden items are sub-pages reached from a list (edit pages, the viewer).
 */
const MENUS: DemoMenu[] = [
  {
    name: 'Document library',
    doclib: true,
    items: [['ACC_LIST', 'Account documents'], ['ACC_REPORTS', 'Account reports']],
    groups: ['Administrators', 'Employees', 'Customer administrators', 'Customers', 'DRC customers'],
  },
  {
    name: 'Documents and notifications',
    items: [
      ['RVIUPLOAD', 'Split and convert a document'],
      ['ACC_ADD', 'Add an account document', true],
      ['EImg_NewSubscription', 'New image subscription'],
      ['EImg_ListEditSubscript', 'Image subscriptions', false, '/pages/EImg_ListEditSubscript/list'],
      ['SHPNOTIF', 'Shipment notifications'],
      ['SHPNOTIF_EDIT', 'Shipment notification', true],
    ],
    groups: ['Administrators', 'Employees', 'Customer administrators', 'Customers', 'DRC customers'],
  },
  {
    name: 'Document administration',
    items: [
      ['Admin_EmailSubscriptions', 'Image subscriptions (all)'],
      ['SHPNOTIFALL', 'Shipment notifications (all)'],
      ['SHPNOTIFALL_EDIT', 'Shipment notification (all)', true],
      ['GCONTACTS', 'Contacts', false, '/pages/GCONTACTS/list'],
    ],
    groups: ['Administrators'],
  },
];

export async function seedDocumentsDemo(db: Kysely<DB>): Promise<void> {
  await seedSubscriptions(db);
  const groups = await db.selectFrom('menu_groups').select(['id', 'name']).execute();
  for (const [i, menu] of MENUS.entries()) {
    for (const [cmid, title, hidden, target] of menu.items) {
      await sql`insert into commands (cmid, title, analytics, hidden, target) values (${cmid}, ${title}, 'Y', ${hidden ? 'Y' : 'N'}, ${target ?? null}) on conflict (cmid) do nothing`.execute(db);
    }
    const top = await db.insertInto('top_menus').values({ name: menu.name, seq: 60 + i, doclib: menu.doclib ? 'Y' : 'N', doclib_type: menu.doclib ? 'view' : null }).returning('id').executeTakeFirstOrThrow();
    const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: menu.name, seq: 1 }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('side_menu_items')
      .values(menu.items.map(([cmid, title, hidden], seq) => ({ side_menu_id: side.id, seq: seq + 1, cmid, title, hidden: hidden ?? false })))
      .execute();
    const holders = groups.filter((g) => menu.groups.includes(g.name));
    if (holders.length) await db.insertInto('group_menus').values(holders.map((g) => ({ group_id: g.id, top_menu_id: top.id, seq: 60 + i }))).execute();
  }
}

/** Demo subscriptions and contacts for three accounts of two companies, so every list has rows to show and to refuse. */
async function seedSubscriptions(db: Kysely<DB>): Promise<void> {
  const accounts = [
    { company: 'MANITOULIN', account: '100001', email: 'shipping@northernlights.example', by: 'customer' },
    { company: 'MANITOULIN', account: '200002', email: 'receiving@maritimemarine.example', by: 'customer2' },
    { company: 'DRC', account: '300003', email: 'orders@rockymountain.example', by: 'drc' },
  ];
  for (const a of accounts) {
    await db.insertInto('shipment_notifications').values({ company: a.company, customer_account: a.account, email: a.email, role: 'Consignee', events: JSON.stringify(['Delivered', 'In Transit - Late']), language: 'en', created_by: a.by }).execute();
    await db.insertInto('image_subscriptions').values({ company: a.company, customer_account: a.account, emails: JSON.stringify([a.email]), image_types: JSON.stringify(['POD']), role: 'Consignee', frequency: 'Daily', format: 'PDF', created_by: a.by }).execute();
    await db.insertInto('contacts').values({ company: a.company, customer_account: a.account, contact_type: 'customer', first_name: 'Pat', last_name: `Dispatch ${a.account}`, email: a.email, phone: '7055550100', updated_by: 'admin' }).execute();
  }
  await db.insertInto('contacts').values({ company: 'MANITOULIN', customer_account: null, contact_type: 'internal', first_name: 'Claims', last_name: 'Desk', email: 'claims@manitoulin.example', phone: '8002656916', updated_by: 'admin' }).execute();
}

