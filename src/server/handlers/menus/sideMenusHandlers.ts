import type { FamilyHandlers } from '../Handler';
import { adminRows } from '../adminRows';
import { sideMenu } from '../../data/menus/menuTree';
import { addItem, addItemTo, addSideMenu, addSideMenuTo, changeItem, changeSideMenu, menuItem, removeItem, removeSideMenu, sideMenuOf, sideMenusOf } from '../../data/menus/sideMenuRows';
import { topMenu } from '../../data/menus/menuTree';

/** Side menus of a top menu (TM-SIDE) and their command items (TM-ITEMS). */
export const sideMenusHandlers: FamilyHandlers<'menus'> = {
  'menus.sidemenus': async (ctx) => (adminRows(ctx), sideMenusOf(ctx.db, ctx.params.id)),
  'menus.sidemenu_get': async (ctx) => (adminRows(ctx), sideMenu(ctx.db, ctx.params.id, ctx.params.sidemenu_id)),
  'menus.sidemenu_create': async (ctx) => {
    const rows = adminRows(ctx);
    await topMenu(ctx.db, ctx.params.id);
    return addSideMenu(rows, ctx.params.id, ctx.body);
  },
  'menus.sidemenu_add': async (ctx) => addSideMenuTo(adminRows(ctx), ctx.body),
  'menus.sidemenu_update': async (ctx) => changeSideMenu(adminRows(ctx), ctx.params.id, ctx.params.sidemenu_id, ctx.body),
  'menus.sidemenu_delete': async (ctx) => removeSideMenu(adminRows(ctx), ctx.params.id, ctx.params.sidemenu_id),
  'menus.item_get': async (ctx) => {
    adminRows(ctx);
    return menuItem(ctx.db, await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id), ctx.params.item_id);
  },
  'menus.item_create': async (ctx) => {
    const rows = adminRows(ctx);
    return addItem(rows, await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id), ctx.body);
  },
  'menus.item_add': async (ctx) => addItemTo(adminRows(ctx), ctx.body),
  'menus.item_update': async (ctx) => {
    const rows = adminRows(ctx);
    return changeItem(rows, await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id), ctx.params.item_id, ctx.body);
  },
  'menus.item_delete': async (ctx) => {
    const rows = adminRows(ctx);
    return removeItem(rows, await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id), ctx.params.item_id);
  },
};
