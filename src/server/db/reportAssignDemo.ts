import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

type Item = [cmid: string, title: string, hidden: boolean];

/** On the customers' (and staff's) "Report generator" menu: exceptions, templates, and the view options reached from a run. */
const REPORT_ITEMS: Item[] = [
  ['CR_Exceptions', 'Delivery exceptions', false],
  ['CR_RptPrefs', 'Report templates', false],
  ['CR_ViewOptions', 'View options', true],
];
/** Assigning is for the carrier's staff only (02-business.md §6): a menu of its own, for administrators, employees and sales. */
const ASSIGN: Item = ['CR_Assign_Rpt', 'Assign reports', false];
const ASSIGN_GROUPS = ['Administrators', 'Employees', 'Sales'];

/**
 * CR_Exceptions, CR_RptPrefs, CR_ViewOptions and CR_Assign_Rpt on the demo
 * menus, and one report already assigned: the administrator's "Claims by
 * status" copied to account 200002, owned by its user (what CR_Assign_Rpt makes).
 */
export async function seedReportAssignDemo(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('commands')
    .values([...REPORT_ITEMS, ASSIGN].map(([cmid, title, hidden]) => ({ cmid, title, analytics: 'N', hidden: hidden ? 'Y' : 'N' })))
    .onConflict((oc) => oc.column('cmid').doNothing())
    .execute();
  const reports = await db
    .selectFrom('side_menus')
    .innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
    .select('side_menus.id')
    .where('top_menus.name', '=', 'Reports')
    .where('side_menus.name', '=', 'Report generator')
    .executeTakeFirst();
  if (reports) {
    const { next } = await db.selectFrom('side_menu_items').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('side_menu_id', '=', reports.id).executeTakeFirstOrThrow();
    await db
      .insertInto('side_menu_items')
      .values(REPORT_ITEMS.map(([cmid, title, hidden], i) => ({ side_menu_id: reports.id, seq: Number(next) + i, cmid, title, hidden })))
      .execute();
  }
  const top = await db.insertInto('top_menus').values({ name: 'Report assignment', seq: 21 }).returning('id').executeTakeFirstOrThrow();
  const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: 'Report assignment', seq: 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values({ side_menu_id: side.id, seq: 1, cmid: ASSIGN[0], title: ASSIGN[1], hidden: false }).execute();
  for (const group of await db.selectFrom('menu_groups').select('id').where('name', 'in', ASSIGN_GROUPS).execute()) {
    const { next } = await db.selectFrom('group_menus').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('group_id', '=', group.id).executeTakeFirstOrThrow();
    await db.insertInto('group_menus').values({ group_id: group.id, top_menu_id: top.id, seq: Number(next) }).execute();
  }
  await sql`
    insert into custom_reports (company, owner_id, customer_account, name, title, base_report, style, columns, sort, sum_columns,
      calculated_columns, filters, header, footer, access_level, format, output)
    select r.company, u.id, u.customer_account, r.name, r.title, r.base_report, r.style, r.columns, r.sort, r.sum_columns,
      r.calculated_columns, r.filters, r.header, r.footer, 'company', r.format, r.output
    from custom_reports r
    join users u on u.company = r.company and u.username = 'customer2'
    where r.company = 'MANITOULIN' and r.name = 'Claims by status'`.execute(db);
}
