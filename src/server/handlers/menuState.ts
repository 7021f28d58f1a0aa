import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { validationError } from '../errors';

const DEFAULT_STATE = { top_menu: null, side_expanded: true, expanded_menus: [] as number[] };

/** Top menus (TMMIDs) the user's groups show them: the only ones their state may name. */
async function heldTopMenus(db: Kysely<DB>, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('user_groups')
    .innerJoin('group_menus', 'group_menus.group_id', 'user_groups.group_id')
    .select('group_menus.top_menu_id')
    .where('user_groups.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.top_menu_id));
}

/** GET users/top_side_menu: the caller's saved menu state, or the defaults before their first save. */
const getMenuState: Handler = async (ctx) => {
  const row = await ctx.db
    .selectFrom('user_menu_state')
    .select(['top_menu', 'side_expanded', 'expanded_menus'])
    .where('user_id', '=', signedIn(ctx).userId)
    .executeTakeFirst();
  return row ?? DEFAULT_STATE;
};

/**
 * PUT users/top_side_menu: saves the caller's menu state. The schema has the
 * shape; here each menu named must be one of the caller's own, so the state
 * cannot point at a menu they do not see.
 */
const saveMenuState: Handler = async (ctx) => {
  const { userId } = signedIn(ctx);
  const { top_menu, side_expanded, expanded_menus } = ctx.body as typeof DEFAULT_STATE & { top_menu: number | null };
  const held = await heldTopMenus(ctx.db, userId);
  const errors = [
    ...(top_menu !== null && !held.has(top_menu) ? [{ pointer: '/top_menu', message: 'Not one of your menus' }] : []),
    ...expanded_menus.flatMap((id, i) => (held.has(id) ? [] : [{ pointer: `/expanded_menus/${i}`, message: 'Not one of your menus' }])),
  ];
  if (errors.length) throw validationError(errors);
  const values = { top_menu, side_expanded, expanded_menus: JSON.stringify(expanded_menus) };
  await ctx.db
    .insertInto('user_menu_state')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date().toISOString() }))
    .execute();
  return { top_menu, side_expanded, expanded_menus };
};

export const menuStateHandlers: Record<string, Handler> = {
  'users.top_side_menu': getMenuState,
  'users.save_top_side_menu': saveMenuState,
};
