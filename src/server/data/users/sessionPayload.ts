import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { menuLists } from '../menus/menuLists';
import { masterConfig } from '../masterConfig';

async function groupsOf(db: Kysely<DB>, userId: number) {
  const groups = await db
    .selectFrom('user_groups')
    .innerJoin('menu_groups', 'menu_groups.id', 'user_groups.group_id')
    .select(['menu_groups.id', 'menu_groups.name', 'menu_groups.is_admin', 'menu_groups.landing_cmid', 'menu_groups.style'])
    .where('user_groups.user_id', '=', userId)
    .orderBy('menu_groups.id')
    .execute();
  if (!groups.length) return [];
  const lists = await menuLists(db, groups.map((g) => g.id));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    is_admin: g.is_admin,
    landingPage: g.landing_cmid,
    style: g.style,
    menulist: lists.get(g.id) ?? [],
  }));
}

/** The login/refresh answer of 01-shell.md §3: status, profile, groups, masterconfig. */
export async function sessionPayload(db: Kysely<DB>, userId: number, customerAccount?: string | null) {
  const u = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const groups = await groupsOf(db, userId);
  return {
    status: u.login_status,
    profile: {
      MT_UID: u.username,
      MT_TYPE: u.type,
      MT_STYLE: groups[0]?.style ?? 'standard',
      MT_EMAIL: u.email,
      // The session's switched account (users.switch_account), else the user's own.
      MT_CUST: customerAccount ?? u.customer_account,
      MT_FNAME: u.first_name,
      MT_LNAME: u.last_name,
      MT_ADM: u.is_customer_admin || u.type === 'ADMIN' ? ('Y' as const) : ('N' as const),
      MT_GRP: groups[0]?.id ?? null,
      MT_LANG: u.lang,
      MT_COMP: u.company,
      MT_STATUS: u.status,
      MT_THEME: u.theme === 'dark' ? ('dark' as const) : ('light' as const),
      MT_SALES_CODE: u.sales_code,
    },
    groups,
    masterconfig: await masterConfig(db),
  };
}
