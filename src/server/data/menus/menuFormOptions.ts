import type { ScopedDb } from '../ScopedDb';

/** The choices of the menu administration forms (selects of TM-SIDE, TM-ITEMS, GR-MENUS, MH-ADD, CMID-START). */
export async function menuFormOptions(rows: ScopedDb) {
  const [tops, sides, commands, help, groups] = await Promise.all([
    rows.db.selectFrom('top_menus').select(['id', 'name']).orderBy('seq').orderBy('id').execute(),
    rows.db
      .selectFrom('side_menus')
      .innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
      .select(['side_menus.id', 'side_menus.name', 'top_menus.name as top'])
      .orderBy('top_menus.seq')
      .orderBy('top_menus.id')
      .orderBy('side_menus.seq')
      .execute(),
    rows.db.selectFrom('commands').select(['cmid', 'title']).orderBy('cmid').execute(),
    rows.db.selectFrom('menu_help').select(['id', 'title']).orderBy('title').execute(),
    rows.selectFrom('menu_groups').select(['id', 'name']).orderBy('name').execute(),
  ]);
  return {
    top_menus: tops.map((t) => ({ value: t.id, label: t.name })),
    sidemenus: sides.map((s) => ({ value: s.id, label: `${s.top} / ${s.name}` })),
    commands: commands.map((c) => ({ value: c.cmid, label: `${c.cmid} (${c.title})` })),
    help: help.map((h) => ({ value: h.id, label: h.title })),
    menugroups: groups.map((g) => ({ value: g.id, label: g.name })),
  };
}
