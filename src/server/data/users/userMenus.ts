import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { stampedTables } from '../../db/cacheStamps';
import { HELP_CMID } from '../../auth/Caller';
import type { UsersGroup } from '../../../shared/generated/types';

export type UserGroup = Pick<UsersGroup, 'id' | 'name' | 'is_admin' | 'landingPage' | 'style' | 'menulist'>;
type MenuEntry = UsersGroup['menulist'][number];

/** An address the browser opens as a link rather than as the command's own screen. */
const isAddress = (target: string) => /^(https?:\/\/|\/)/i.test(target);

/** A menu's help as its last item (the client knows no other help entry): a link to SHOWHELP/{TMMID}. */
const helpItem = (topMenuId: number) => ({
  // Negative: never the id of a real item.
  TSCID: -topMenuId,
  CMCID: HELP_CMID,
  CMTITLE: 'Help',
  CMVNAM: `/pages/${HELP_CMID}/${topMenuId}`,
  CMANO_ANALYTICS: 'N',
  CMHID: 'N' as const,
  external: `/pages/${HELP_CMID}/${topMenuId}`,
  sidemenu: 'Help',
});


interface TreeRow {
  group_id: number;
  group_name: string;
  is_admin: boolean;
  landing_cmid: string;
  style: string;
  top_id: number | null;
  top_name: string;
  type: string;
  hook: string | null;
  doclib: string;
  exdoclib: string;
  doclib_type: string | null;
  help_id: number | null;
  item_id: number | null;
  cmid: string;
  title: string;
  hidden: boolean;
  target: string | null;
  analytics: string;
  command_hidden: string;
  sidemenu: string;
}

/**
 * A user's menu groups with their whole menu tree, in one statement: each group
 * (by id), its top menus in the group's order, each top menu's items side menu
 * by side menu (an item whose command is missing is left out), and its help
 * (its MHMID, else the first help text attached to it).
 */
async function loadTree(db: Kysely<DB>, userId: number): Promise<UserGroup[]> {
  const { rows } = await sql<TreeRow>`
    select g.id as group_id, g.name as group_name, g.is_admin, g.landing_cmid, g.style,
      t.id as top_id, t.name as top_name, t.type, t.hook, t.doclib, t.exdoclib, t.doclib_type,
      coalesce(t.help_id, (select h.id from menu_help h where h.top_menu_id = t.id order by h.id limit 1)) as help_id,
      it.id as item_id, it.cmid, it.title, it.hidden, it.target, it.analytics, it.command_hidden, it.sidemenu
    from user_groups ug
    join menu_groups g on g.id = ug.group_id
    left join group_menus gm on gm.group_id = g.id
    left join top_menus t on t.id = gm.top_menu_id
    left join lateral (
      select i.id, i.cmid, i.title, i.hidden, c.target, c.analytics, c.hidden as command_hidden, s.name as sidemenu,
        s.seq as side_seq, s.id as side_id, i.seq as item_seq
      from side_menus s join side_menu_items i on i.side_menu_id = s.id join commands c on c.cmid = i.cmid
      where s.top_menu_id = t.id
    ) it on true
    where ug.user_id = ${userId}
    order by g.id, gm.seq, t.seq, t.id, it.side_seq, it.side_id, it.item_seq, it.id`.execute(db);
  const groups = new Map<number, UserGroup>();
  const tops = new Map<string, MenuEntry>();
  for (const r of rows) {
    const group = groups.get(r.group_id) ?? { id: r.group_id, name: r.group_name, is_admin: r.is_admin, landingPage: r.landing_cmid, style: r.style, menulist: [] };
    groups.set(r.group_id, group);
    if (r.top_id === null) continue;
    const key = `${r.group_id}/${r.top_id}`;
    let top = tops.get(key);
    if (!top) {
      top = { TMMID: r.top_id, TMVNAM: r.top_name, TMMTYP: r.type, TMHOOK: r.hook, DOCLIB: r.doclib, EXDOCLIB: r.exdoclib, DOCLIB_TYPE: r.doclib_type, MHMID: r.help_id, items: [] } as MenuEntry;
      tops.set(key, top);
      group.menulist.push(top);
    }
    if (r.item_id === null) continue;
    top.items.push({
      TSCID: r.item_id,
      CMCID: r.cmid,
      CMTITLE: r.title,
      CMVNAM: r.target ?? r.cmid,
      CMANO_ANALYTICS: r.analytics,
      CMHID: r.hidden || r.command_hidden === 'Y' ? 'Y' : 'N',
      external: r.target && isAddress(r.target) ? r.target : null,
      sidemenu: r.sidemenu,
    } as MenuEntry['items'][number]);
  }
  for (const top of tops.values()) if (top.MHMID !== null) top.items.push(helpItem(top.TMMID));
  return [...groups.values()];
}

const trees = new WeakMap<object, Map<number, { stamp: number; groups: UserGroup[] }>>();
const MAX_USERS = 10_000;

/**
 * The user's groups and menus (the sign-in answer's `groups`), kept per user
 * while the stamp of the access tables read with the user is unchanged: a
 * change of group or menu anywhere shows at the next sign-in or refresh.
 */
export async function userMenus(db: Kysely<DB>, userId: number, accessStamp: number): Promise<UserGroup[]> {
  if (!stampedTables(db, 'user_groups')) return loadTree(db, userId);
  let users = trees.get(db);
  if (!users) trees.set(db, (users = new Map()));
  const cached = users.get(userId);
  if (cached?.stamp === accessStamp) return cached.groups;
  const groups = await loadTree(db, userId);
  users.delete(userId);
  users.set(userId, { stamp: accessStamp, groups });
  if (users.size > MAX_USERS) users.delete(users.keys().next().value!);
  return groups;
}
