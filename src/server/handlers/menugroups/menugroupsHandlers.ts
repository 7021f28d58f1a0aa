import type { FamilyHandlers } from '../Handler';
import { adminRows } from '../adminRows';
import { addMenuGroup, changeMenuGroup, groupMenus, menuGroup, removeMenuGroup, setMenuGroupMenus } from '../../data/menus/menuGroups';
import { addMenuLink, changeMenuLink, menuLink, removeMenuLink } from '../../data/menus/menuLinks';

/** Menu groups of the caller's company (GR-START) and the top menus each gives (GR-MENUS); the lists are declared grid sources. */
export const menugroupsHandlers: FamilyHandlers<'menugroups'> = {
  'menugroups.get': async (ctx) => menuGroup(adminRows(ctx), ctx.params.id),
  'menugroups.create': async (ctx) => addMenuGroup(adminRows(ctx), ctx.body),
  'menugroups.update': async (ctx) => changeMenuGroup(adminRows(ctx), ctx.params.id, ctx.body),
  'menugroups.delete': async (ctx) => removeMenuGroup(adminRows(ctx), ctx.params.id),
  'menugroups.menus': async (ctx) => {
    const current = await menuGroup(adminRows(ctx), ctx.params.id);
    return groupMenus(ctx.db, current.id);
  },
  'menugroups.set_menus': async (ctx) => setMenuGroupMenus(adminRows(ctx), ctx.params.id, ctx.body.menus),
  'menugroups.menu_link_add': async (ctx) => addMenuLink(adminRows(ctx), ctx.body),
  'menugroups.menu_link_get': async (ctx) => menuLink(adminRows(ctx), ctx.params.id, ctx.params.tmmid),
  'menugroups.menu_link_update': async (ctx) => changeMenuLink(adminRows(ctx), ctx.params.id, ctx.params.tmmid, ctx.body.sequence),
  'menugroups.menu_link_delete': async (ctx) => removeMenuLink(adminRows(ctx), ctx.params.id, ctx.params.tmmid),
};
