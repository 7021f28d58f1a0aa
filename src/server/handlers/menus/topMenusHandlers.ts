import type { FamilyHandlers } from '../Handler';
import { adminRows } from '../adminRows';
import { validationError } from '../../errors';
import { topMenuDetail } from '../../data/menus/menuTree';
import { addTopMenu, allMenus, appendSideMenus, changeTopMenu, copyTopMenu, removeTopMenu, topMenuExists } from '../../data/menus/topMenuRows';

/** Top menus (TM-START): shared by every brand, kept by administrators; the list is the declared grid source. */
export const topMenusHandlers: FamilyHandlers<'menus'> = {
  'menus.all': async (ctx) => (adminRows(ctx), allMenus(ctx.db)),
  'menus.get': async (ctx) => (adminRows(ctx), topMenuDetail(ctx.db, ctx.params.id)),
  'menus.create': async (ctx) => addTopMenu(adminRows(ctx), ctx.body),
  'menus.update': async (ctx) => changeTopMenu(adminRows(ctx), ctx.params.id, ctx.body),
  'menus.delete': async (ctx) => removeTopMenu(adminRows(ctx), ctx.params.id),
  'menus.copy': async (ctx) => copyTopMenu(adminRows(ctx), ctx.params.id, ctx.body.TMVNAM, ctx.body.menugroup_ids ?? []),
  /** menus.copy with the source chosen in the form (TM-START/COPY has no {id} in its route): an unknown menu is a field error. */
  'menus.copy_chosen': async (ctx) => {
    const rows = adminRows(ctx);
    if (!(await topMenuExists(ctx.db, ctx.body.TMMID))) throw validationError([{ pointer: '/TMMID', message: 'Invalid value' }]);
    return copyTopMenu(rows, ctx.body.TMMID, ctx.body.TMVNAM, ctx.body.menugroup_ids ?? []);
  },
  'menus.append': async (ctx) => appendSideMenus(adminRows(ctx), ctx.params.id, ctx.body.sidemenu_ids),
};
