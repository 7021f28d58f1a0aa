import type { FamilyHandlers } from '../Handler';
import { adminRows } from '../adminRows';
import { addMenuHelp, changeMenuHelp, menuHelp, removeMenuHelp } from '../../data/menus/menuHelp';

/** Help texts of top menus (MH-START); the list is the declared grid source, SHOWHELP is globals.menu_help. */
export const menuHelpHandlers: FamilyHandlers<'menu_help'> = {
  'menu_help.get': async (ctx) => (adminRows(ctx), menuHelp(ctx.db, ctx.params.id)),
  'menu_help.create': async (ctx) => addMenuHelp(adminRows(ctx), ctx.body),
  'menu_help.update': async (ctx) => changeMenuHelp(adminRows(ctx), ctx.params.id, ctx.body),
  'menu_help.delete': async (ctx) => removeMenuHelp(adminRows(ctx), ctx.params.id),
};
