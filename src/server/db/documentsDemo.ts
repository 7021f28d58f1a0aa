import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

type Item = [cmid: string, title: string, hidden?: boolean];
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
      ['EImg_ListEditSubscript', 'Image subscriptions'],
      ['SHPNOTIF', 'Shipment notifications'],
      ['SHPNOTIF_EDIT', 'Shipment notification', true],
      ['CONTACT', 'Contact us'],
    ],
    groups: ['Administrators', 'Employees', 'Customer administrators', 'Customers', 'DRC customers'],
  },
  {
    name: 'Document administration',
    items: [
      ['DOCLIB_POLICY', 'Document library policies'],
      ['Admin_EmailSubscriptions', 'Image subscriptions (all)'],
      ['SHPNOTIFALL', 'Shipment notifications (all)'],
      ['SHPNOTIFALL_EDIT', 'Shipment notification (all)', true],
      ['GCONTACTS', 'Contacts'],
    ],
    groups: ['Administrators'],
  },
];

export async function seedDocumentsDemo(db: Kysely<DB>): Promise<void> {
  const groups = await db.selectFrom('menu_groups').select(['id', 'name']).execute();
  for (const [i, menu] of MENUS.entries()) {
    for (const [cmid, title, hidden] of menu.items) {
      await sql`insert into commands (cmid, title, analytics, hidden) values (${cmid}, ${title}, 'Y', ${hidden ? 'Y' : 'N'}) on conflict (cmid) do nothing`.execute(db);
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
