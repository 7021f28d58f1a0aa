import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

type Item = [cmid: string, title: string, hidden?: boolean];

/** The rapid-BOL group's menu: making, keeping and printing bills of lading, nothing of a customer's account. */
export const RAPID_BOL_MENU = 'Rapid bill of lading';
export const RAPID_BOL_GROUP = 'Rapid bill of lading';
/** The top menu of online quoting (quotingDemo.ts), which the rapid-BOL group holds too. */
const QUOTING_MENU = 'Quoting';
const ITEMS: Item[] = [
  ['BOL2_index', 'Bills of lading'],
  ['BOL2_edit', 'New bill of lading'],
  ['REPORT_FINALIZED_BOL', 'Finalized bills of lading'],
  ['BOL2_addresses', 'Address book'],
  ['ProductDesc_List', 'Product descriptions'],
  ['Labels_ListEdit', 'Saved labels'],
  ['BOL2_finalized', 'Bill of lading', true],
  ['BOL2_doc', 'Bill of lading document', true],
];

const isoDay = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);
const party = (name: string, address: string, city: string, province: string, postal_code: string) => ({ name, address, city, province, postal_code, country: 'CA', contact: 'Receiving', phone: '7055550199' });

/**
 * Rapid bills of lading (issue 14): the prospects of service rapid_bol get
 * their own menu group, their only one (landing on their BOLs, with quoting's
 * menu beside the BOL menu); North Bay Building Centre
 * (northbaybuild, allowed BOLs by staff) has a finalised BOL, an address book
 * entry and a personal product description of its own, so staff's reports name
 * it; Rockies Outdoor Gear (rockiesoutdoor) has the menu but not the flag, and
 * is refused. Runs after seedSkeletonDemo and seedShippingDemo.
 */
export async function seedRapidBolDemo(db: Kysely<DB>): Promise<void> {
  const { seq } = await db.selectFrom('top_menus').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')).executeTakeFirstOrThrow();
  const top = await db.insertInto('top_menus').values({ name: RAPID_BOL_MENU, seq: Number(seq) + 1 }).returning('id').executeTakeFirstOrThrow();
  const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: RAPID_BOL_MENU, seq: 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values(ITEMS.map(([cmid, title, hidden], n) => ({ side_menu_id: side.id, seq: n + 1, cmid, title, hidden: hidden ?? false }))).execute();
  const prospects = await db
    .selectFrom('skeleton_accounts')
    .innerJoin('users', 'users.id', 'skeleton_accounts.user_id')
    .select(['skeleton_accounts.id', 'skeleton_accounts.company', 'skeleton_accounts.bol_allowed', 'users.id as user_id', 'users.username'])
    .where('skeleton_accounts.service', '=', 'rapid_bol')
    .execute();
  // Quoting's own menu (quotingDemo.ts) comes second in the group: a rapid-BOL prospect quotes too.
  const quoting = await db.selectFrom('top_menus').select('id').where('name', '=', QUOTING_MENU).executeTakeFirst();
  for (const company of new Set(prospects.map((p) => p.company))) {
    const group = await db.insertInto('menu_groups').values({ company, name: RAPID_BOL_GROUP, landing_cmid: 'BOL2_index', description: 'Prospects making rapid bills of lading' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('group_menus').values([{ group_id: group.id, top_menu_id: top.id, seq: 1 }, ...(quoting ? [{ group_id: group.id, top_menu_id: quoting.id, seq: 2 }] : [])]).execute();
    const members = prospects.filter((p) => p.company === company).map((p) => p.user_id);
    // The group is the prospect's only one: the session opens on its first group (the lowest id), so a
    // membership of the older "Online quoting" group kept beside it opened the quoting menu and landing
    // page instead, and the BOL menu never showed (issue 14).
    await db.deleteFrom('user_groups').where('user_id', 'in', members).execute();
    await db.insertInto('user_groups').values(members.map((user_id) => ({ user_id, group_id: group.id }))).execute();
  }
  const allowed = prospects.find((p) => p.username === 'northbaybuild' && p.bol_allowed);
  if (allowed) await seedProspectRecords(db, allowed);
}

/** The allowed prospect's own records: what it shipped, whom to, and a product it keeps to itself. */
async function seedProspectRecords(db: Kysely<DB>, p: { id: number; company: string; user_id: number }): Promise<void> {
  const shipper = party('North Bay Building Centre', '150 Main St W', 'North Bay', 'ON', 'P1B 2T5');
  const consignee = party('Chantier Laurentides', '35 Rue Principale', 'Saint-Sauveur', 'QC', 'J0R 1R0');
  const items = [{ pieces: 6, weight: 1450, class: '65', description: 'Lumber, bundled', cube: 120 }];
  const data = { ship_date: isoDay(1), shipper, consignee, bill_to: 'shipper', references: ['NBB-2041'], items };
  await db
    .insertInto('bols')
    .values({
      company: p.company,
      customer_account: null,
      skeleton_account_id: p.id,
      status: 'finalized',
      probill: sql<string>`nextval('bol_probill_seq')::text` as unknown as string,
      finalized_at: sql<string>`now() - interval '2 hours'` as unknown as string,
      ship_date: data.ship_date,
      shipper_name: shipper.name,
      consignee_name: consignee.name,
      consignee_city: consignee.city,
      consignee_province: consignee.province,
      pieces: 6,
      weight: 1450,
      reference_list: 'NBB-2041',
      data: JSON.stringify(data),
      created_by: p.user_id,
    })
    .execute();
  await db.insertInto('bol_addresses').values({ company: p.company, customer_account: null, skeleton_account_id: p.id, code: 'CHANTIERJ0R', ...consignee }).execute();
  await db.insertInto('product_descriptions').values({ company: p.company, customer_account: null, skeleton_account_id: p.id, description: 'Lumber, bundled', class: '65', package_code: 'BDL', access: 'personal', created_by: p.user_id }).execute();
}
