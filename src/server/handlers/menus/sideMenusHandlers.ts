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
    adminRows(ctx);
    await topMenu(ctx.db, ctx.params.id);
    return addSideMenu(ctx.db, ctx.params.id, ctx.body);
  },
  'menus.sidemenu_add': async (ctx) => (adminRows(ctx), addSideMenuTo(ctx.db, ctx.body)),
  'menus.sidemenu_update': async (ctx) => (adminRows(ctx), changeSideMenu(ctx.db, ctx.params.id, ctx.params.sidemenu_id, ctx.body)),
  'menus.sidemenu_delete': async (ctx) => (adminRows(ctx), removeSideMenu(ctx.db, ctx.params.id, ctx.params.sidemenu_id)),
  'menus.item_get': async (ctx) => {
    adminRows(ctx);
    return menuItem(ctx.db, await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id), ctx.params.item_id);
  },
  'menus.item_create': async (ctx) => {
    adminRows(ctx);
    return addItem(ctx.db, await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id), ctx.body);
  },
  'menus.item_add': async (ctx) => (adminRows(ctx), addItemTo(ctx.db, ctx.body)),
  'menus.item_update': async (ctx) => {
    adminRows(ctx);
    return changeItem(ctx.db, await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id), ctx.params.item_id, ctx.body);
  },
  'menus.item_delete': async (ctx) => {
    adminRows(ctx);
    return removeItem(ctx.db, await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id), ctx.params.item_id);
  },
};
