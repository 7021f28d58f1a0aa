import type { Handler } from '../Handler';
import { gridSourceOf, gridScope } from '../gridHandler';
import { parseGridQuery } from '../../query/parseGridQuery';
import { runGridQuery } from '../../query/runGridQuery';
import { adminCaller } from './adminOnly';

/** The choices of the menu administration forms (selects of TM-SIDE, TM-ITEMS, GR-MENUS, MH-ADD, CMID-START). */
const options: Handler = async (ctx) => {
  const caller = adminCaller(ctx);
  const [tops, sides, commands, help, groups] = await Promise.all([
    ctx.db.selectFrom('top_menus').select(['id', 'name']).orderBy('seq').orderBy('id').execute(),
    ctx.db
      .selectFrom('side_menus')
      .innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
      .select(['side_menus.id', 'side_menus.name', 'top_menus.name as top'])
      .orderBy('top_menus.seq')
      .orderBy('top_menus.id')
      .orderBy('side_menus.seq')
      .execute(),
    ctx.db.selectFrom('commands').select(['cmid', 'title']).orderBy('cmid').execute(),
    ctx.db.selectFrom('menu_help').select(['id', 'title']).orderBy('title').execute(),
    ctx.db.selectFrom('menu_groups').select(['id', 'name']).where('company', '=', caller.company).orderBy('name').execute(),
  ]);
  return {
    top_menus: tops.map((t) => ({ value: t.id, label: t.name })),
    sidemenus: sides.map((s) => ({ value: s.id, label: `${s.top} / ${s.name}` })),
    commands: commands.map((c) => ({ value: c.cmid, label: `${c.cmid} (${c.title})` })),
    help: help.map((h) => ({ value: h.id, label: h.title })),
    menugroups: groups.map((g) => ({ value: g.id, label: g.name })),
  };
};

/** The users of one menu group: the grid protocol over its users, the group fixed by the path. */
const groupUsers: Handler = async (ctx) => {
  const caller = adminCaller(ctx);
  const source = gridSourceOf(ctx.call);
  const query = parseGridQuery(ctx.query ?? {}, source);
  query.filters.push({ field: 'group_id', op: 'eq', value: ctx.params.id });
  return runGridQuery(ctx.db, source, query, gridScope(caller));
};

export const menuOptionsHandlers: Record<string, Handler> = {
  'menus.options': options,
  'menugroups.users': groupUsers,
};
