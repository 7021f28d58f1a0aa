import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

type Item = [cmid: string, title: string];
interface DemoMenu {
  name: string;
  items: Item[];
  groups: string[];
}

const CUSTOMER_HELP: Item[] = [
  ['CONTACT', 'Contact us'],
  ['FAQ_CustDft', 'Frequently asked questions'],
  ['DL_Tariff100', 'Tariff 100: rules and accessorials'],
  ['DL_Tariff172', 'Tariff 172: fuel surcharge'],
  ['Forms_1', 'Credit application'],
  ['Forms_2', 'Concealed damage inspection request'],
  ['Forms_3', 'Bill of lading (short form)'],
  ['Forms_4', 'Pickup request form'],
  ['S_PopupBlocker', 'Allowing pop-up windows'],
];

/**
 * Issue 13's informational pages, Contact us and the document-library policy on the demo menus:
 * help and forms for every group that traces (the About page of their own brand), the customer
 * administrators' FAQ, the staff procedures, and DOCLIB_POLICY for the administrators. A policy
 * makes the account reports read-only for customers (they add to the account documents only).
 */
const MENUS: DemoMenu[] = [
  { name: 'Help and information', items: [...CUSTOMER_HELP, ['ABOUT_MANITOULIN', 'About Manitoulin Transport']], groups: ['Administrators', 'Employees', 'Customer administrators', 'Customers'] },
  { name: 'Help and information (DRC)', items: [...CUSTOMER_HELP, ['ABOUT_DRC', 'About DRC Transport']], groups: ['DRC customers'] },
  { name: 'Account administration help', items: [['FAQ_CustAdmin', 'Questions for customer administrators']], groups: ['Administrators', 'Customer administrators'] },
  {
    name: 'Procedures',
    items: [['S_ROCKSOLID', 'Rock Solid safety program'], ['S_CollisionLibDoc', 'Collision procedure'], ['S_mechProc', 'Mechanical breakdown procedure'], ['S_ImagingProc', 'Document imaging procedure']],
    groups: ['Administrators', 'Employees'],
  },
  { name: 'Document library administration', items: [['DOCLIB_POLICY', 'Document library policies']], groups: ['Administrators'] },
];

export async function seedInfoPagesDemo(db: Kysely<DB>): Promise<void> {
  const groups = await db.selectFrom('menu_groups').select(['id', 'name', 'company']).execute();
  for (const [i, menu] of MENUS.entries()) {
    for (const [cmid, title] of menu.items) {
      await sql`insert into commands (cmid, title, analytics, hidden) values (${cmid}, ${title}, 'Y', 'N') on conflict (cmid) do nothing`.execute(db);
    }
    const top = await db.insertInto('top_menus').values({ name: menu.name, seq: 70 + i, doclib: 'N', doclib_type: null }).returning('id').executeTakeFirstOrThrow();
    const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: menu.name, seq: 1 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('side_menu_items').values(menu.items.map(([cmid, title], seq) => ({ side_menu_id: side.id, seq: seq + 1, cmid, title, hidden: false }))).execute();
    const holders = groups.filter((g) => menu.groups.includes(g.name));
    if (holders.length) await db.insertInto('group_menus').values(holders.map((g) => ({ group_id: g.id, top_menu_id: top.id, seq: 70 + i }))).execute();
  }
  await db
    .insertInto('doclib_policies')
    .values({
      company: 'MANITOULIN', cmid: 'ACC_REPORTS', name: 'Customers read account reports', doctype: null, menu_group: null, user_type: 'CUSTOMER',
      can_view: true, can_add: false, can_edit: false, can_delete: false, upload_enabled: false, updated_by: 'admin', updated_at: new Date().toISOString(),
    })
    .execute();
}
