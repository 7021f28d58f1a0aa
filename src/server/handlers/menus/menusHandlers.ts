import type { FamilyHandlers } from '../Handler';
import { adminRows } from '../adminRows';
import { menuFormOptions } from '../../data/menus/menuFormOptions';

/** The choices of the menu administration forms. */
export const menusHandlers: FamilyHandlers<'menus'> = {
  'menus.options': async (ctx) => menuFormOptions(adminRows(ctx)),
};
