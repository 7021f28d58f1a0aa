import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Skeleton (prospect) accounts in the demo (issue 14, point 2): quoteonly is
 * the limited user of an active prospect; beside it one prospect of each other
 * status, a rapid-BOL prospect allowed bills of lading and one waiting, and a
 * prospect linked to a real account once it became a customer. Their users
 * share the demo password. Menus: staff quote for a prospect (MTONLINEQUOTESK,
 * on "Quoting for customers"); sales and administrators keep the prospects
 * (OQ-SKACC-MANAGE, RBOL-SKACC-MANAGE on "Quoting administration"). Runs after
 * seedQuotingDemo, whose menus it extends.
 */
type Prospect = {
  username: string | null;
  first: string;
  last: string;
  service: 'online_quoting' | 'rapid_bol';
  company_name: string;
  phone: string;
  city: string;
  province: string;
  postal_code: string;
  /** The user's state: pending (not activated), active, locked, or closed by staff. */
  state: 'pending' | 'active' | 'locked' | 'closed';
  bol_allowed?: boolean;
  account_number_given?: string;
  customer_account?: string;
  daysAgo: number;
};

const PROSPECTS: Prospect[] = [
  { username: 'quoteonly', first: 'Quinn', last: 'Bouchard', service: 'online_quoting', company_name: 'Bouchard Renovations', phone: '7055550142', city: 'Sudbury', province: 'ON', postal_code: 'P3A 1A1', state: 'active', daysAgo: 40 },
  { username: 'lakeheadcrafts', first: 'Maya', last: 'Kowalski', service: 'online_quoting', company_name: 'Lakehead Crafts', phone: '8075550117', city: 'Thunder Bay', province: 'ON', postal_code: 'P7B 1A1', state: 'pending', daysAgo: 1 },
  { username: 'gaspesiefish', first: 'Luc', last: 'Arsenault', service: 'online_quoting', company_name: 'Pêcheries Gaspésie', phone: '4185550190', city: 'Québec', province: 'QC', postal_code: 'G1R 4P5', state: 'active', daysAgo: 12 },
  { username: 'prairiesupply', first: 'Marlene', last: 'Friesen', service: 'online_quoting', company_name: 'Prairie Farm Supply', phone: '2045550163', city: 'Winnipeg', province: 'MB', postal_code: 'R3C 0A5', state: 'locked', daysAgo: 90 },
  { username: 'coastalmarine', first: 'Ian', last: 'McLeod', service: 'online_quoting', company_name: 'Coastal Marine Parts', phone: '9025550134', city: 'Halifax', province: 'NS', postal_code: 'B3J 1S9', state: 'closed', daysAgo: 200 },
  { username: 'northbaybuild', first: 'Sara', last: 'Lavoie', service: 'rapid_bol', company_name: 'North Bay Building Centre', phone: '7055550178', city: 'Sudbury', province: 'ON', postal_code: 'P3E 1C8', state: 'active', bol_allowed: true, account_number_given: '100002', customer_account: '100002', daysAgo: 60 },
  { username: 'rockiesoutdoor', first: 'Owen', last: 'Tremblay', service: 'rapid_bol', company_name: 'Rockies Outdoor Gear', phone: '4035550121', city: 'Calgary', province: 'AB', postal_code: 'T2P 1J9', state: 'active', daysAgo: 5 },
];

const COMMANDS: [cmid: string, title: string][] = [
  ['MTONLINEQUOTESK', 'Quote for a prospect'],
  ['RBOL-SKACC-MANAGE', 'Rapid BOL accounts'],
];

async function addItem(db: Kysely<DB>, menu: string, cmid: string, title: string): Promise<void> {
  const side = await db
    .selectFrom('side_menus')
    .innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
    .select('side_menus.id')
    .where('top_menus.name', '=', menu)
    .executeTakeFirstOrThrow();
  const { next } = await db.selectFrom('side_menu_items').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('side_menu_id', '=', side.id).executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values({ side_menu_id: side.id, seq: Number(next), cmid, title, hidden: false }).execute();
}

export async function seedSkeletonDemo(db: Kysely<DB>): Promise<void> {
  const template = await db.selectFrom('users').select(['password_hash']).where('username', '=', 'quoteonly').where('company', '=', 'MANITOULIN').executeTakeFirstOrThrow();
  const group = await db.selectFrom('menu_groups').select('id').where('company', '=', 'MANITOULIN').where('name', '=', 'Online quoting').executeTakeFirstOrThrow();
  for (const p of PROSPECTS) {
    const existing = p.username ? await db.selectFrom('users').select('id').where('username', '=', p.username).where('company', '=', 'MANITOULIN').executeTakeFirst() : undefined;
    const userId =
      existing?.id ??
      (
        await db
          .insertInto('users')
          .values({
            username: p.username!,
            company: 'MANITOULIN',
            password_hash: template.password_hash,
            type: p.service === 'rapid_bol' ? 'RBOL' : 'QUOTE',
            first_name: p.first,
            last_name: p.last,
            email: `${p.username}@example.com`,
            customer_account: null,
            sales_code: null,
            status: p.state === 'pending' ? 'Inactive' : 'Active',
            locked: p.state === 'locked' || p.state === 'closed',
            lang: p.province === 'QC' ? 'fr' : 'en',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (!existing) await db.insertInto('user_groups').values({ user_id: userId, group_id: group.id }).execute();
    const created = sql<string>`now() - make_interval(days => ${p.daysAgo})`;
    await db
      .insertInto('skeleton_accounts')
      .values({
        company: 'MANITOULIN',
        service: p.service,
        user_id: userId,
        company_name: p.company_name,
        contact_name: `${p.first} ${p.last}`,
        email: `${p.username}@example.com`,
        phone: p.phone,
        city: p.city,
        province: p.province,
        postal_code: p.postal_code,
        country: 'CA',
        account_number_given: p.account_number_given ?? null,
        linked_account: p.customer_account ?? null,
        bol_allowed: p.bol_allowed ?? false,
        closed_at: p.state === 'closed' ? (sql`now() - interval '30 days'` as never) : null,
        created_at: created as never,
        activated_at: p.state === 'pending' ? null : (sql`now() - make_interval(days => ${p.daysAgo}) + interval '2 hours'` as never),
      })
      .execute();
  }
  await db.insertInto('commands').values(COMMANDS.map(([cmid, title]) => ({ cmid, title, analytics: 'Y' }))).execute();
  await addItem(db, 'Quoting for customers', 'MTONLINEQUOTESK', 'Quote for a prospect');
  await addItem(db, 'Quoting administration', 'RBOL-SKACC-MANAGE', 'Rapid BOL accounts');
  // Sales follow their prospects up: the quoting administration's menu too (administrators have it already).
  const sales = await db.selectFrom('menu_groups').select('id').where('company', '=', 'MANITOULIN').where('name', '=', 'Sales').executeTakeFirstOrThrow();
  const admin = await db.selectFrom('top_menus').select('id').where('name', '=', 'Quoting administration').executeTakeFirstOrThrow();
  const { last } = await db.selectFrom('group_menus').select(sql<number>`coalesce(max(seq), 0)`.as('last')).where('group_id', '=', sales.id).executeTakeFirstOrThrow();
  await db.insertInto('group_menus').values({ group_id: sales.id, top_menu_id: admin.id, seq: Number(last) + 1 }).execute();
}
