import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

type Item = [cmid: string, title: string, hidden: boolean];

/** The push report pages: the list on the menu; the form, its edit and the runs reached from a grid or the list. */
const PUSH_REPORTS: Item[] = [
  ['PUSHREPORT', 'Push reports', false],
  ['PUSHREPORT_ADD', 'New push report', true],
  ['PUSHREPORT_EDIT', 'Edit push report', true],
  ['PUSHREPORTR', 'Push report runs', true],
];
const PUSH_REPORT_GROUPS = ['Administrators', 'Employees', 'Customer administrators', 'Customers', 'DRC customers'];
const JOBS: Item = ['JOBQ-START', 'Job queue', false];

/**
 * Issue 16's queue screens on the demo menus: a "Push reports" menu for every
 * group that traces (a grid's push report button then makes, lists and runs
 * reports), and the job queue on the administrators' Administration menu.
 */
export async function seedQueueScreensDemo(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('commands')
    .values([...PUSH_REPORTS, JOBS].map(([cmid, title, hidden]) => ({ cmid, title, analytics: 'N', hidden: hidden ? 'Y' : 'N' })))
    .onConflict((oc) => oc.column('cmid').doNothing())
    .execute();
  const top = await db.insertInto('top_menus').values({ name: 'Push reports', seq: 60, doclib: 'N', doclib_type: null }).returning('id').executeTakeFirstOrThrow();
  const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: 'Push reports', seq: 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values(PUSH_REPORTS.map(([cmid, title, hidden], i) => ({ side_menu_id: side.id, seq: i + 1, cmid, title, hidden }))).execute();
  const groups = await db.selectFrom('menu_groups').select('id').where('name', 'in', PUSH_REPORT_GROUPS).execute();
  if (groups.length) await db.insertInto('group_menus').values(groups.map((g) => ({ group_id: g.id, top_menu_id: top.id, seq: 60 }))).execute();

  const admin = await db
    .selectFrom('side_menus')
    .innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
    .select('side_menus.id')
    .where('top_menus.name', '=', 'Administration')
    .executeTakeFirstOrThrow();
  const { next } = await db.selectFrom('side_menu_items').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('side_menu_id', '=', admin.id).executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values({ side_menu_id: admin.id, seq: Number(next), cmid: JOBS[0], title: JOBS[1], hidden: false }).execute();
}
