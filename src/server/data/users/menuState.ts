import type { ScopedDb } from '../ScopedDb';
import type { UsersMenuState } from '../../../shared/generated/types';

/** The caller's menu state as the catalogue types it. */
export type MenuState = UsersMenuState;

const DEFAULT_STATE: MenuState = { top_menu: null, side_expanded: true, expanded_menus: [] };

/** Top menus (TMMIDs) the caller's groups show them: the only ones their state may name. */
export async function heldTopMenus(rows: ScopedDb): Promise<Set<number>> {
  const found = await rows.db
    .selectFrom('user_groups')
    .innerJoin('group_menus', 'group_menus.group_id', 'user_groups.group_id')
    .select('group_menus.top_menu_id')
    .where('user_groups.user_id', '=', rows.caller.userId)
    .execute();
  return new Set(found.map((r) => r.top_menu_id));
}

/** The caller's saved menu state, or the defaults before their first save. */
export async function menuState(rows: ScopedDb): Promise<MenuState> {
  const row = await rows.selectFrom('user_menu_state').select(['top_menu', 'side_expanded', 'expanded_menus']).executeTakeFirst();
  return row ?? DEFAULT_STATE;
}

export async function saveMenuState(rows: ScopedDb, state: MenuState): Promise<void> {
  const values = { top_menu: state.top_menu, side_expanded: state.side_expanded, expanded_menus: JSON.stringify(state.expanded_menus) };
  await rows
    .insertInto('user_menu_state', values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date().toISOString() }))
    .execute();
}
