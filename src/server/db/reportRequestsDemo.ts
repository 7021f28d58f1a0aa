import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * "Request a custom report" (CR_RequestReport) on the "Report generator" menu
 * of the Reports top menu, which customers, customer administrators, employees
 * and administrators hold: customers file and follow their requests there,
 * staff file on behalf of an account. Staff work on them in Admin_CustomRptReq
 * (the administrators' "Portal usage" menu, portalReportsDemo.ts), whose seed
 * also makes the demo's requests in each state.
 */
export async function seedReportRequestsDemo(db: Kysely<DB>): Promise<void> {
  await db.insertInto('commands').values({ cmid: 'CR_RequestReport', title: 'Request a custom report', analytics: 'N' }).onConflict((oc) => oc.column('cmid').doNothing()).execute();
  const side = await db
    .selectFrom('side_menus')
    .innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
    .select('side_menus.id')
    .where('top_menus.name', '=', 'Reports')
    .where('side_menus.name', '=', 'Report generator')
    .executeTakeFirst();
  if (!side) return;
  const { next } = await db.selectFrom('side_menu_items').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('side_menu_id', '=', side.id).executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values({ side_menu_id: side.id, seq: Number(next), cmid: 'CR_RequestReport', title: 'Request a custom report', hidden: false }).execute();
}
