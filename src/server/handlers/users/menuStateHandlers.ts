import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { validationError } from '../../errors';
import { heldTopMenus, menuState, saveMenuState } from '../../data/users/menuState';

/** The caller's menu state (GET/PUT users/top_side_menu): it follows them to any browser. */
export const menuStateHandlers: FamilyHandlers<'users'> = {
  'users.top_side_menu': async (ctx) => menuState(scoped(ctx)),
  /** The schema has the shape; here each menu named must be one of the caller's own, so the state cannot point at a menu they do not see. */
  'users.save_top_side_menu': async (ctx) => {
    const rows = scoped(ctx);
    const { top_menu, side_expanded, expanded_menus } = ctx.body;
    const held = await heldTopMenus(rows);
    const errors = [
      ...(top_menu !== null && !held.has(top_menu) ? [{ pointer: '/top_menu', message: 'Not one of your menus' }] : []),
      ...expanded_menus.flatMap((id, i) => (held.has(id) ? [] : [{ pointer: `/expanded_menus/${i}`, message: 'Not one of your menus' }])),
    ];
    if (errors.length) throw validationError(errors);
    await saveMenuState(rows, { top_menu, side_expanded, expanded_menus });
    return { top_menu, side_expanded, expanded_menus };
  },
};
