import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * The command log in the demo (issue 16 point 5): CMDLOG and PERF-CMDLOG1 on
 * the Administration menu, CMDLOGD reached from a performance row, and two
 * weeks of past calls by the demo users, so the grid and the percentiles have
 * something to show on a fresh database. Later calls are recorded by the
 * server itself (data/commandLog).
 */
const COMMANDS: [cmid: string, title: string, hidden: boolean][] = [
  ['CMDLOG', 'Command log', false],
  ['PERF-CMDLOG1', 'Call performance', false],
  ['CMDLOGD', 'Command log detail', true],
];

/** [call id, method, path, screen, typical ms, user ID, user type]. */
const CALLS: [string, string, string, string, number, string, string][] = [
  ['shipments.list', 'GET', '/api/shipments', 'TRACE-LIST', 40, 'customer', 'CUSTOMER'],
  ['claims.list', 'GET', '/api/claims', 'CLAIM-LIST', 55, 'customer', 'CUSTOMER'],
  ['bol.list', 'GET', '/api/bol', 'BOL-LIST', 35, 'customer2', 'CUSTOMER'],
  ['reporting_logs.audit_list', 'GET', '/api/reporting_logs/audit', 'AUD_LIST', 25, 'admin', 'ADMIN'],
  ['customers.list', 'GET', '/api/customers', 'CU-START', 30, 'employee', 'EMPLOYEE'],
];

export async function seedCommandLogDemo(db: Kysely<DB>): Promise<void> {
  await db.insertInto('commands').values(COMMANDS.map(([cmid, title]) => ({ cmid, title, analytics: 'N' }))).onConflict((oc) => oc.column('cmid').doNothing()).execute();
  const side = await db
    .selectFrom('side_menus')
    .innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
    .select('side_menus.id')
    .where('top_menus.name', '=', 'Administration')
    .executeTakeFirstOrThrow();
  const { next } = await db.selectFrom('side_menu_items').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('side_menu_id', '=', side.id).executeTakeFirstOrThrow();
  await db
    .insertInto('side_menu_items')
    .values(COMMANDS.map(([cmid, title, hidden], i) => ({ side_menu_id: side.id, seq: Number(next) + i, cmid, title, hidden })))
    .execute();
  // 60 calls of each kind spread over 14 days; durations vary around the call's typical time, a few slow, a few refused.
  for (const [callId, method, path, cmid, ms, uid, type] of CALLS) {
    await sql`
      insert into command_log (at, company, user_id, user_type, cmid, call_id, method, path, status, duration_ms, ip)
      select now() - make_interval(mins => ((n * 331) % 20160)::int), 'MANITOULIN', ${uid}, ${type}, ${cmid}, ${callId}, ${method}, ${path},
             case when n % 29 = 0 then 403 else 200 end,
             ${ms} + (n * 37) % ${ms} + case when n % 17 = 0 then ${ms * 8} else 0 end, '10.20.0.' || (10 + n % 5)
        from generate_series(1, 60) as n`.execute(db);
  }
}
