import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';

type Db = Kysely<DB>;

/** A command item as the catalogue answers it (menus.json menuItem). */
export async function menuItems(db: Db, sideMenuIds: number[]) {
  if (!sideMenuIds.length) return [];
  const rows = await db
    .selectFrom('side_menu_items as i')
    .innerJoin('side_menus as s', 's.id', 'i.side_menu_id')
    .innerJoin('commands as c', 'c.cmid', 'i.cmid')
    .select(['i.id', 'i.side_menu_id', 's.top_menu_id', 'i.cmid', 'i.title', 'i.seq', 'i.hidden', 'c.target'])
    .where('i.side_menu_id', 'in', sideMenuIds)
    .orderBy('i.seq')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    TSCID: r.id,
    TMMID: r.top_menu_id,
    sidemenu_id: r.side_menu_id,
    CMCID: r.cmid,
    CMTITLE: r.title,
    sequence: r.seq,
    CMHID: r.hidden ? ('Y' as const) : ('N' as const),
    external: r.target && /^https?:\/\//i.test(r.target) ? r.target : null,
  }));
}

/** The side menus of top menus, each with its items, in order. */
export async function sideMenus(db: Db, topMenuIds: number[], onlyId?: number) {
  if (!topMenuIds.length) return [];
  let q = db.selectFrom('side_menus').selectAll().where('top_menu_id', 'in', topMenuIds);
  if (onlyId !== undefined) q = q.where('id', '=', onlyId);
  const rows = await q.orderBy('seq').orderBy('id').execute();
  const items = await menuItems(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    TMMID: r.top_menu_id,
    name: r.name,
    sequence: r.seq,
    items: items.filter((i) => i.sidemenu_id === r.id),
  }));
}

/** One side menu of one top menu, or 404. */
export async function sideMenu(db: Db, topMenuId: number, sideMenuId: number) {
  const [found] = await sideMenus(db, [topMenuId], sideMenuId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** Top menus as the catalogue answers them (topMenu), with their counts. */
export async function topMenus(db: Db, ids?: number[]) {
  let q = db.selectFrom('top_menus').selectAll().orderBy('seq').orderBy('id');
  if (ids) {
    if (!ids.length) return [];
    q = q.where('id', 'in', ids);
  }
  const rows = await q.execute();
  const sides = rows.length ? await db.selectFrom('side_menus').select(['id', 'top_menu_id']).where('top_menu_id', 'in', rows.map((r) => r.id)).execute() : [];
  const links = rows.length ? await db.selectFrom('group_menus').select('top_menu_id').where('top_menu_id', 'in', rows.map((r) => r.id)).execute() : [];
  return rows.map((r) => ({
    TMMID: r.id,
    TMVNAM: r.name,
    TMMTYP: r.type,
    TMHOOK: r.hook,
    sequence: r.seq,
    DOCLIB: r.doclib === 'Y' ? ('Y' as const) : ('N' as const),
    EXDOCLIB: r.exdoclib === 'Y' ? ('Y' as const) : ('N' as const),
    DOCLIB_TYPE: r.doclib_type,
    MHMID: r.help_id,
    sidemenu_count: sides.filter((s) => s.top_menu_id === r.id).length,
    menugroup_count: links.filter((l) => l.top_menu_id === r.id).length,
  }));
}

/** One top menu, or 404. */
export async function topMenu(db: Db, id: number) {
  const [found] = await topMenus(db, [id]);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** One top menu with its side menus and their items (topMenuDetail). */
export async function topMenuDetail(db: Db, id: number) {
  const top = await topMenu(db, id);
  return { ...top, sidemenus: await sideMenus(db, [id]) };
}
