import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Online quoting's commands, menus and groups in the demo (issue 14, point 7):
 * the quote-only user quotes and nothing else and lands on the quote; customers
 * quote for their account; sales quote for any customer and read the quote
 * reports (a Sales group of their own); employees and administrators also keep
 * the tariff (Shipping tools). Runs after the users exist (seed.ts).
 */
const COMMANDS: [cmid: string, title: string][] = [
  ['MTONLINEQUOTE', 'Get a quote'],
  ['MTONLINEQUOTEMAN', 'Quote for a customer'],
  ['MTONLINEQUOTEREPORT', 'Online quoting report'],
  ['MTONLINEQUOTEREPORTTERMINALS', 'Quotes by terminal'],
  ['OLQ_doc', 'Quote document'],
  ['MTLPOINTS', 'Service points'],
  ['Direct_Points_List', 'Direct points'],
  ['GS_Points_List', 'Guaranteed service points'],
  ['MTLFUEL', 'Fuel surcharge'],
  ['FUELCRT', 'Fuel surcharge table'],
  ['OQ-SKACC-MANAGE', 'Quoting accounts'],
];

type Item = [cmid: string, title: string, hidden?: boolean];
const MENUS: Record<string, Item[]> = {
  Quoting: [['MTONLINEQUOTE', 'Get a quote'], ['OLQ_doc', 'Quote document', true]],
  'Quoting for customers': [
    ['MTONLINEQUOTEMAN', 'Quote for a customer'],
    ['MTONLINEQUOTEREPORT', 'Online quoting report'],
    ['MTONLINEQUOTEREPORTTERMINALS', 'Quotes by terminal'],
    ['OLQ_doc', 'Quote document', true],
  ],
  'Shipping tools': [
    ['MTLPOINTS', 'Service points'],
    ['Direct_Points_List', 'Direct points'],
    ['GS_Points_List', 'Guaranteed service points'],
    ['MTLFUEL', 'Fuel surcharge'],
    ['FUELCRT', 'Fuel surcharge table'],
  ],
  // Rows open the user administration form (UA-ADD), which only administrators hold.
  'Quoting administration': [['OQ-SKACC-MANAGE', 'Quoting accounts']],
};

/** The menus each demo group gets beyond its own (by group name). */
const GIVEN: Record<string, string[]> = {
  'Online quoting': ['Quoting'],
  'Customer administrators': ['Quoting'],
  Customers: ['Quoting'],
  Sales: ['Quoting for customers'],
  Employees: ['Quoting for customers', 'Shipping tools'],
  Administrators: ['Quoting', 'Quoting for customers', 'Shipping tools', 'Quoting administration'],
};

export async function seedQuotingDemo(db: Kysely<DB>): Promise<void> {
  await db.insertInto('commands').values(COMMANDS.map(([cmid, title]) => ({ cmid, title, analytics: 'Y' }))).execute();
  const topIds: Record<string, number> = {};
  const { next } = await db.selectFrom('top_menus').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).executeTakeFirstOrThrow();
  for (const [i, [name, items]] of Object.entries(MENUS).entries()) {
    const top = await db.insertInto('top_menus').values({ name, seq: Number(next) + i }).returning('id').executeTakeFirstOrThrow();
    const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name, seq: 1 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('side_menu_items').values(items.map(([cmid, title, hidden], seq) => ({ side_menu_id: side.id, seq: seq + 1, cmid, title, hidden: hidden ?? false }))).execute();
    topIds[name] = top.id;
  }
  // Sales quote for customers: their own group, the employees' menus plus quoting for customers.
  const staff = await db.selectFrom('menu_groups').select(['id']).where('company', '=', 'MANITOULIN').where('name', '=', 'Employees').executeTakeFirstOrThrow();
  const sales = await db.insertInto('menu_groups').values({ company: 'MANITOULIN', name: 'Sales', is_admin: false, landing_cmid: 'MTDPUDATE' }).returning('id').executeTakeFirstOrThrow();
  const staffMenus = await db.selectFrom('group_menus').select(['top_menu_id', 'seq']).where('group_id', '=', staff.id).execute();
  await db.insertInto('group_menus').values(staffMenus.map((m) => ({ group_id: sales.id, top_menu_id: m.top_menu_id, seq: m.seq }))).execute();
  const salesUser = await db.selectFrom('users').select('id').where('username', '=', 'sales').where('company', '=', 'MANITOULIN').executeTakeFirstOrThrow();
  await db.updateTable('user_groups').set({ group_id: sales.id }).where('user_id', '=', salesUser.id).execute();
  for (const [group, menus] of Object.entries(GIVEN)) {
    const g = await db.selectFrom('menu_groups').select('id').where('company', '=', 'MANITOULIN').where('name', '=', group).executeTakeFirstOrThrow();
    const { last } = await db.selectFrom('group_menus').select(sql<number>`coalesce(max(seq), 0)`.as('last')).where('group_id', '=', g.id).executeTakeFirstOrThrow();
    await db.insertInto('group_menus').values(menus.map((name, i) => ({ group_id: g.id, top_menu_id: topIds[name]!, seq: Number(last) + i + 1 }))).execute();
  }
  // The quote-only user lands on the quote itself rather than an empty home page.
  await db.updateTable('menu_groups').set({ landing_cmid: 'MTONLINEQUOTE' }).where('company', '=', 'MANITOULIN').where('name', '=', 'Online quoting').execute();
  // The daily quote limits (02-business.md §9), as master configuration an administrator can change (MC-START).
  await db
    .insertInto('master_config')
    .values([
      { section: 'FRAMEWORK', mc_key: 'ONLINE_QUOTE_DAILY_LIMIT_LIMITED', mc_value: '5', mc_description: 'Quotes per 24 hours of a limited-access quoting account' },
      { section: 'FRAMEWORK', mc_key: 'ONLINE_QUOTE_DAILY_LIMIT', mc_value: '', mc_description: 'Quotes per 24 hours of any other user (empty: no limit)' },
    ])
    .execute();
}
