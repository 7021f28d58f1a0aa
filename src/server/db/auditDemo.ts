import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * The audit log and the password history in the demo (issue 16 point 5): their
 * screens on the Administration menu (AUD_LIST, AUD_DETAIL reached from a row,
 * UA-PHIST), a few past password changes of demo users, and a few
 * past changes by the demo administrator to the demo customers, so the log has
 * something to show on a fresh database. Every later change made through the
 * portal is recorded by the data layer itself (data/audit/auditLog.ts).
 */
const COMMANDS: [cmid: string, title: string, hidden: boolean][] = [
  ['AUD_LIST', 'Audit log', false],
  ['AUD_DETAIL', 'Audit entry', true],
  ['UA-PHIST', 'Password history', false],
];

/** Past password changes of demo users: [user ID, days ago, how, by]. */
const PASSWORDS: [uid: string, daysAgo: number, how: 'own' | 'admin' | 'reset', by: string][] = [
  ['customer', 45, 'admin', 'admin'],
  ['customer', 12, 'own', 'customer'],
  ['customer2', 20, 'reset', 'customer2'],
  ['employee', 6, 'own', 'employee'],
];

type Entry = { daysAgo: number; cmid: string; action: 'create' | 'update' | 'delete'; entity: string; id: string; before: object | null; after: object | null };

const northern = { account: '100001', name: 'Northern Lights Hardware Ltd.', group_account: null, company: 'MANITOULIN', city: 'Sudbury', province: 'ON' };
const greatLakes = { account: '100002', name: 'Great Lakes Paper Co.', group_account: null, company: 'MANITOULIN', city: 'Thunder Bay', province: 'ON' };
const prairie = { account: '100003', name: 'Prairie Grain Supply', group_account: null, company: 'MANITOULIN', city: 'Regina', province: 'SK' };

const ENTRIES: Entry[] = [
  { daysAgo: 30, cmid: 'CU-ADD', action: 'create', entity: 'customers', id: '100003', before: null, after: { ...prairie, city: 'Saskatoon' } },
  { daysAgo: 21, cmid: 'CU-ADD', action: 'update', entity: 'customers', id: '100003', before: { ...prairie, city: 'Saskatoon' }, after: prairie },
  { daysAgo: 9, cmid: 'CU-ADD', action: 'update', entity: 'customers', id: '100001', before: { ...northern, name: 'Northern Lights Hardware' }, after: northern },
  { daysAgo: 2, cmid: 'CU-ADD', action: 'update', entity: 'customers', id: '100002', before: { ...greatLakes, name: 'Great Lakes Paper Company' }, after: greatLakes },
];

export async function seedAuditDemo(db: Kysely<DB>): Promise<void> {
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
  await db
    .insertInto('audit_log')
    .values(
      ENTRIES.map((e) => ({
        at: sql<string>`now() - make_interval(days => ${e.daysAgo})` as unknown as string,
        company: 'MANITOULIN', user_id: 'admin', cmid: e.cmid, ip: '10.20.0.15', action: e.action, entity: e.entity, entity_id: e.id,
        before: e.before && JSON.stringify(e.before), after: e.after && JSON.stringify(e.after),
      })),
    )
    .execute();
  for (const [uid, daysAgo, how, by] of PASSWORDS) {
    const user = await db.selectFrom('users').select(['id', 'company']).where('username', '=', uid).where('company', '=', 'MANITOULIN').executeTakeFirstOrThrow();
    await db
      .insertInto('password_history')
      .values({ company: user.company, user_id: user.id, uid, how, changed_by: by, changed_at: sql<string>`now() - make_interval(days => ${daysAgo})` as unknown as string })
      .execute();
  }
}
