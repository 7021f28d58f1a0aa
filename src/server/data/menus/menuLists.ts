import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HELP_CMID } from '../../auth/Caller';
import type { UsersGroup } from '../../../shared/generated/types';


/** An address the browser opens as a link rather than as the command's own screen. */
const isAddress = (target: string) => /^(https?:\/\/|\/)/i.test(target);

/**
 * The help text of each of these top menus: its MHMID, else the first help
 * text attached to it (menu_help.top_menu_id).
 */
export async function menuHelpOf(db: Kysely<DB>, topMenuIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!topMenuIds.length) return out;
  const [tops, attached] = await Promise.all([
    db.selectFrom('top_menus').select(['id', 'help_id']).where('id', 'in', topMenuIds).where('help_id', 'is not', null).execute(),
    db.selectFrom('menu_help').select(['id', 'top_menu_id']).where('top_menu_id', 'in', topMenuIds).orderBy('id').execute(),
  ]);
  for (const h of attached) if (h.top_menu_id !== null && !out.has(h.top_menu_id)) out.set(h.top_menu_id, h.id);
  for (const t of tops) out.set(t.id, t.help_id!);
  return out;
}

/**
 * The command items of these top menus, side menu by side menu, as the menu
 * shows them (01-shell.md §3): hidden if the item or its command is hidden,
 * and `external` the command's target when it is an address.
 */
async function menuItemsOf(db: Kysely<DB>, topMenuIds: number[]) {
  if (!topMenuIds.length) return [];
  const rows = await db
    .selectFrom('side_menu_items as i')
    .innerJoin('side_menus as s', 's.id', 'i.side_menu_id')
    .innerJoin('commands as c', 'c.cmid', 'i.cmid')
    .select(['s.top_menu_id', 's.name as sidemenu', 'i.id', 'i.cmid', 'i.title', 'i.hidden', 'c.target', 'c.analytics', 'c.hidden as command_hidden'])
    .where('s.top_menu_id', 'in', topMenuIds)
    .orderBy('s.seq')
    .orderBy('s.id')
    .orderBy('i.seq')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    top_menu_id: r.top_menu_id,
    TSCID: r.id,
    CMCID: r.cmid,
    CMTITLE: r.title,
    CMVNAM: r.target ?? r.cmid,
    CMANO_ANALYTICS: r.analytics,
    CMHID: r.hidden || r.command_hidden === 'Y' ? ('Y' as const) : ('N' as const),
    external: r.target && isAddress(r.target) ? r.target : null,
    sidemenu: r.sidemenu,
  }));
}

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

/**
 * The menulist of each menu group (the login answer's groups, 01-shell.md §3):
 * the group's top menus in its order, each with the items of its side menus,
 * and its help (MHMID) as a last Help item.
 */
export async function menuLists(db: Kysely<DB>, groupIds: number[]) {
  const links = await db
    .selectFrom('group_menus')
    .innerJoin('top_menus', 'top_menus.id', 'group_menus.top_menu_id')
    .selectAll('top_menus')
    .select('group_menus.group_id')
    .where('group_menus.group_id', 'in', groupIds)
    .orderBy('group_menus.seq')
    .orderBy('top_menus.seq')
    .orderBy('top_menus.id')
    .execute();
  const topIds = [...new Set(links.map((l) => l.id))];
  const [items, help] = await Promise.all([menuItemsOf(db, topIds), menuHelpOf(db, topIds)]);
  const out = new Map<number, UsersGroup['menulist']>();
  for (const m of links) {
    const own = items.filter((i) => i.top_menu_id === m.id).map(({ top_menu_id: _, ...item }) => item);
    const mhmid = help.get(m.id) ?? null;
    const entry = {
      TMMID: m.id,
      TMVNAM: m.name,
      TMMTYP: m.type,
      TMHOOK: m.hook,
      DOCLIB: m.doclib,
      EXDOCLIB: m.exdoclib,
      DOCLIB_TYPE: m.doclib_type,
      MHMID: mhmid,
      items: mhmid === null ? own : [...own, helpItem(m.id)],
    };
    out.set(m.group_id, [...(out.get(m.group_id) ?? []), entry]);
  }
  return out;
}
