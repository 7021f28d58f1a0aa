import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

type Item = [cmid: string, title: string, hidden: boolean];

/** The customers' and staff's scheduling pages, on the "Report generator" side menu of the Reports menu. */
const REPORT_ITEMS: Item[] = [
  ['CR_SchedReports', 'Scheduled reports', false],
  ['CR_ArchiveFiles', 'Archived report files', false],
  ['CR_Edit_Schedule', 'Edit schedule', true],
  ['CR_4_RptSch', 'Schedule a report', true],
];
/** The administrators' list of every scheduled report, on the Administration menu. */
const ADMIN_ITEM: Item = ['ADMIN_SchReports', 'All scheduled reports', false];

type Schedule = {
  frequency: 'Daily' | 'Weekly' | 'Monthly' | 'Yearly'; hour: number; day_of_week?: string; day_of_month?: number; month?: number;
  cycle: string; send_to?: string[]; active: boolean;
};
/** Schedules of the demo reports (customReportsDemo.ts), by owner and name: some active, some inactive. */
const SCHEDULES: { owner: string; company: string; name: string; schedule: Schedule }[] = [
  { owner: 'customer', company: 'MANITOULIN', name: 'Delivered shipments by lane', schedule: { frequency: 'Weekly', hour: 7, day_of_week: 'Monday', cycle: 'Previous week', send_to: ['shipping@northernsupply.example'], active: true } },
  { owner: 'customer', company: 'MANITOULIN', name: 'Open invoices', schedule: { frequency: 'Monthly', hour: 6, day_of_month: 1, cycle: 'Previous month', active: true } },
  { owner: 'customer2', company: 'MANITOULIN', name: 'Cost per hundredweight', schedule: { frequency: 'Daily', hour: 8, cycle: 'Previous day', send_to: ['freight.costs@prairiegrain.example'], active: false } },
  { owner: 'employee', company: 'MANITOULIN', name: 'Late deliveries', schedule: { frequency: 'Daily', hour: 7, cycle: 'Previous day', send_to: ['linehaul.ops@manitoulin.example'], active: true } },
  { owner: 'admin', company: 'MANITOULIN', name: 'Claims by status', schedule: { frequency: 'Weekly', hour: 11, day_of_week: 'Friday', cycle: 'Previous week', active: false } },
  { owner: 'drc', company: 'DRC', name: 'Weekly deliveries', schedule: { frequency: 'Weekly', hour: 9, day_of_week: 'Tuesday', cycle: 'Previous week', send_to: ['orders@rockymountain.example'], active: true } },
];

/**
 * The scheduled reports in the demo (issue 16 point 3, the scheduling screens): the menu items,
 * schedules on the demo reports (active and inactive, in both companies) and past runs of the
 * archived reports, left Queued with their due time: `jobs/storeDemoReportArchive.ts` makes
 * their files after the seed (the seed holds no file store) and sets the active reports' next
 * run (the seed cannot import the schedule rule; the queue's sweep would set it at start too).
 */
export async function seedReportSchedulesDemo(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('commands')
    .values([...REPORT_ITEMS, ADMIN_ITEM].map(([cmid, title, hidden]) => ({ cmid, title, analytics: 'N', hidden: hidden ? 'Y' : 'N' })))
    .onConflict((oc) => oc.column('cmid').doNothing())
    .execute();
  await appendItems(db, 'Reports', 'Report generator', REPORT_ITEMS);
  await appendItems(db, 'Administration', null, [ADMIN_ITEM]);

  const drc = await db.selectFrom('users').select(['id', 'customer_account']).where('username', '=', 'drc').where('company', '=', 'DRC').executeTakeFirst();
  if (drc) {
    await db
      .insertInto('custom_reports')
      .values({
        company: 'DRC', owner_id: drc.id, customer_account: drc.customer_account, name: 'Weekly deliveries', title: 'Deliveries of the week', base_report: 1,
        columns: JSON.stringify(['probill', 'pickup_date', 'delivery_date', 'consignee_city', 'pieces', 'weight']), sort: JSON.stringify([{ column: 'delivery_date', direction: 'asc' }]),
        sum_columns: JSON.stringify(['pieces', 'weight']), calculated_columns: '[]', filters: '[]', access_level: 'personal', format: 'Excel', output: 'email',
      })
      .execute();
  }
  for (const s of SCHEDULES) {
    const owner = await db.selectFrom('users').select('id').where('username', '=', s.owner).where('company', '=', s.company).executeTakeFirst();
    if (!owner) continue;
    const { schedule: c } = s;
    await db
      .updateTable('custom_reports')
      .set({
        frequency: c.frequency, hour: c.hour, day_of_week: c.day_of_week ?? null, day_of_month: c.day_of_month ?? null, month: c.month ?? null, cycle: c.cycle,
        send_to: JSON.stringify(c.send_to ?? []), send_condition: 'Always', active: c.active, next_run_at: null,
      })
      .where('owner_id', '=', owner.id)
      .where('name', '=', s.name)
      .execute();
  }

  // Past runs whose files the archive holds: the customer's monthly invoices report (two months) and the administrator's claims report.
  const runs = await db
    .selectFrom('custom_reports')
    .innerJoin('users', 'users.id', 'custom_reports.owner_id')
    .select(['custom_reports.id', 'custom_reports.company', 'custom_reports.owner_id', 'custom_reports.format', 'custom_reports.output', 'custom_reports.name'])
    .where((eb) => eb.or([eb.and([eb('users.username', '=', 'customer'), eb('custom_reports.name', '=', 'Open invoices')]), eb.and([eb('users.username', '=', 'admin'), eb('custom_reports.name', '=', 'Claims by status')])]))
    .execute();
  for (const r of runs) {
    const dues = r.name === 'Open invoices' ? [sql<string>`date_trunc('month', now()) - interval '1 month' + interval '11 hours'`, sql<string>`date_trunc('month', now()) - interval '2 months' + interval '11 hours'`] : [sql<string>`date_trunc('week', now()) - interval '3 days' + interval '16 hours'`];
    for (const due of dues) {
      await db.insertInto('custom_report_runs').values({ report_id: r.id, company: r.company, user_id: r.owner_id, trigger: 'schedule', due_at: due, run_at: due, format: r.format, output: r.output }).execute();
    }
  }
}

/** Appends items to a side menu of a top menu (its first side menu when `side` is null). */
async function appendItems(db: Kysely<DB>, top: string, side: string | null, items: Item[]): Promise<void> {
  let q = db.selectFrom('side_menus').innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id').select('side_menus.id').where('top_menus.name', '=', top).orderBy('side_menus.seq');
  if (side) q = q.where('side_menus.name', '=', side);
  const menu = await q.executeTakeFirst();
  if (!menu) return;
  const { next } = await db.selectFrom('side_menu_items').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('side_menu_id', '=', menu.id).executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values(items.map(([cmid, title, hidden], i) => ({ side_menu_id: menu.id, seq: Number(next) + i, cmid, title, hidden }))).execute();
}
