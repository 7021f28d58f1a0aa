import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The screen showing a top menu's help (01-shell.md §2.3, SHOWHELP/{TMMID}): held with a top menu that has help. */
export const HELP_CMID = 'SHOWHELP';

/** User types that work for the carrier: they see every customer of their company. */
export const INTERNAL_TYPES = new Set(['ADMIN', 'EMPLOYEE', 'SALES']);

export interface Caller {
  userId: number;
  username: string;
  company: string;
  type: string;
  customerAccount: string | null;
  tokenHash: string;
  /** 4 while a new password is required: the session may only set it (01-shell.md §4). */
  loginStatus?: number;
}

/** Customer-scoped data is filtered by this account; null means "the whole company". */
export function customerScope(caller: Caller): string | null {
  return INTERNAL_TYPES.has(caller.type) ? null : (caller.customerAccount ?? '__none__');
}

/** Menu ids (cmids) the caller's groups hold: items of the side menus of their top menus. Loaded once per request. */
export async function heldCmids(db: Kysely<DB>, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('user_groups')
    .innerJoin('group_menus', 'group_menus.group_id', 'user_groups.group_id')
    .innerJoin('side_menus', 'side_menus.top_menu_id', 'group_menus.top_menu_id')
    .innerJoin('side_menu_items', 'side_menu_items.side_menu_id', 'side_menus.id')
    .select('side_menu_items.cmid')
    .where('user_groups.user_id', '=', userId)
    .execute();
  const held = new Set(rows.map((r) => r.cmid));
  // A top menu with help gives its Help item (SHOWHELP/{TMMID}), as the menu shows it.
  if (await hasMenuHelp(db, userId)) held.add(HELP_CMID);
  return held;
}

/** Whether one of the user's top menus has a help text (its MHMID, or one attached to it). */
export async function hasMenuHelp(db: Kysely<DB>, userId: number, topMenuId?: number): Promise<boolean> {
  let q = db
    .selectFrom('user_groups')
    .innerJoin('group_menus', 'group_menus.group_id', 'user_groups.group_id')
    .innerJoin('top_menus', 'top_menus.id', 'group_menus.top_menu_id')
    .select('top_menus.id')
    .where('user_groups.user_id', '=', userId)
    .where((eb) => eb.or([eb('top_menus.help_id', 'is not', null), eb.exists(eb.selectFrom('menu_help').select('menu_help.id').whereRef('menu_help.top_menu_id', '=', 'top_menus.id'))]));
  if (topMenuId !== undefined) q = q.where('top_menus.id', '=', topMenuId);
  return !!(await q.limit(1).executeTakeFirst());
}

export async function holdsAny(db: Kysely<DB>, caller: Caller, cmids: readonly string[], cache: { held?: Set<string> }): Promise<boolean> {
  if (caller.type === 'ADMIN') return true;
  cache.held ??= await heldCmids(db, caller.userId);
  return cmids.some((c) => cache.held!.has(c));
}
