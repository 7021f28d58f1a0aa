import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { seedShippingRecords } from './shippingRecords';

type Item = [cmid: string, title: string, hidden?: boolean];

/** The shipper's daily loop (issue 14): bills of lading and labels on one menu, pickups beside them. */
const shipping: { name: string; sides: { name: string; items: Item[] }[] } = {
  name: 'Shipping',
  sides: [
    {
      name: 'Bills of lading',
      items: [
        ['BOL2_index', 'Bills of lading'],
        ['BOL2_edit', 'New bill of lading'],
        ['BOL2_search', 'Search bills of lading'],
        ['REPORT_FINALIZED_BOL', 'Finalized bills of lading'],
        ['Flagged_BOL_List', 'Flagged bills of lading'],
        ['BOL2_finalized', 'Bill of lading', true],
        ['BOL2_doc', 'Bill of lading document', true],
      ],
    },
    {
      name: 'Shipping labels',
      items: [
        ['CRT_Shipping_Label', 'Shipping labels'],
        ['CRT_Label_From_Pro', 'Labels from a probill'],
        ['CRT_Label_SCB', 'Probill labels'],
        ['Labels_ListEdit', 'Saved labels'],
      ],
    },
  ],
};

/** What customers add to the Pickups menu: their pickups, and moving or cancelling one. */
const pickupItems: Item[] = [
  ['ListMyPickups', 'My pickups'],
  ['RM_Pickup', 'Reschedule or cancel a pickup'],
];

/** The staff's view of pickups heading north (postal areas P: Northern Ontario). */
const pickupOperations: Item[] = [['NorthboundPickups', 'Northbound pickups']];

const GROUPS_SHIPPING = ['Administrators', 'Employees', 'Customer administrators', 'Customers', 'DRC customers'];
const GROUPS_OPERATIONS = ['Administrators', 'Employees'];

async function topMenu(db: Kysely<DB>, name: string, sides: { name: string; items: Item[] }[]): Promise<number> {
  const { seq } = await db.selectFrom('top_menus').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')).executeTakeFirstOrThrow();
  const top = await db.insertInto('top_menus').values({ name, seq: Number(seq) + 1 }).returning('id').executeTakeFirstOrThrow();
  for (const [i, side] of sides.entries()) {
    const { id } = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: side.name, seq: i + 1 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('side_menu_items').values(side.items.map(([cmid, title, hidden], n) => ({ side_menu_id: id, seq: n + 1, cmid, title, hidden: hidden ?? false }))).execute();
  }
  return top.id;
}

async function give(db: Kysely<DB>, topId: number, groupNames: string[]) {
  const found = await db.selectFrom('menu_groups').select('id').where('name', 'in', groupNames).execute();
  for (const g of found) {
    const { seq } = await db.selectFrom('group_menus').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')).where('group_id', '=', g.id).executeTakeFirstOrThrow();
    await db.insertInto('group_menus').values({ group_id: g.id, top_menu_id: topId, seq: Number(seq) + 1 }).execute();
  }
}

/**
 * Menus of bills of lading, labels and pickups for the demo groups: the
 * customer sees Shipping and their pickups, staff also the northbound list.
 * Menu titles are translated by the shell's French (src/shell/i18n/fr.json).
 */
export async function seedShippingDemo(db: Kysely<DB>): Promise<void> {
  const items = [...shipping.sides.flatMap((s) => s.items), ...pickupItems, ...pickupOperations];
  // Another branch may have made some of these commands: the first title stays.
  await db.insertInto('commands').values(items.map(([cmid, title]) => ({ cmid, title, analytics: 'Y' }))).onConflict((oc) => oc.column('cmid').doNothing()).execute();
  await give(db, await topMenu(db, shipping.name, shipping.sides), GROUPS_SHIPPING);
  await give(db, await topMenu(db, 'Pickup operations', [{ name: 'Pickup operations', items: pickupOperations }]), GROUPS_OPERATIONS);
  const side = await db.selectFrom('side_menus').innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id').select('side_menus.id').where('top_menus.name', '=', 'Pickups').executeTakeFirst();
  if (side) {
    const { seq } = await db.selectFrom('side_menu_items').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')).where('side_menu_id', '=', side.id).executeTakeFirstOrThrow();
    await db.insertInto('side_menu_items').values(pickupItems.map(([cmid, title], i) => ({ side_menu_id: side.id, seq: Number(seq) + i + 1, cmid, title }))).execute();
  }
  await seedShippingRecords(db);
}
