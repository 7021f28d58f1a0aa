import type { ScopedDb } from '../ScopedDb';

/**
 * A new user given neither groups nor a preset gets their type's default menu
 * group, when it is one of the caller's company (types are shared by every brand).
 */
export async function withTypeDefaults<T extends { user_type: string; menu_group?: number; menu_groups?: number[] }>(rows: ScopedDb, body: T): Promise<T> {
  if (body.menu_group !== undefined || body.menu_groups?.length) return body;
  const row = await rows
    .selectFrom('menu_groups')
    .innerJoin('user_types', 'user_types.default_menugroup_id', 'menu_groups.id')
    .select('menu_groups.id')
    .where('user_types.code', '=', body.user_type)
    .executeTakeFirst();
  return row ? { ...body, menu_group: row.id } : body;
}
