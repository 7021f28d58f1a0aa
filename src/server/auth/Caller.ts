import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { stampedTables } from '../db/cacheStamps';

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
  /** The stamp of ACCESS_TABLES read with the session: what cached menu ids are checked against. */
  accessStamp?: number;
  /** Where the primary's WAL stood after this session's last write (read-your-writes with a replica), or null. */
  writeLsn?: string | null;
  /** A prospect's skeleton account (m0043), read with the session: what its rapid BOLs are scoped by. */
  prospect?: Prospect | null;
}

/** A limited user's skeleton account, and whether it may make bills of lading now (allowed by staff, not closed). */
export interface Prospect {
  id: number;
  bolAllowed: boolean;
}

/** Customer-scoped data is filtered by this account; null means "the whole company". */
export function customerScope(caller: Caller): string | null {
  return INTERNAL_TYPES.has(caller.type) ? null : (caller.customerAccount ?? '__none__');
}

/**
 * The tables a caller's menu ids and menus are read from: a write to any of them
 * (a group given or taken, a menu or item changed, help attached) changes their
 * stamp, which every request reads with its session (sessions.ts), so cached
 * menu ids are dropped on the next request in every server process.
 */
export const ACCESS_TABLES = ['user_groups', 'menu_groups', 'group_menus', 'top_menus', 'side_menus', 'side_menu_items', 'menu_help', 'commands'];

interface Held {
  stamp: number;
  cmids: Set<string>;
  /** Whether one of the user's top menus has help (SHOWHELP): asked only by a check that names it. */
  help?: boolean;
}

const heldCache = new WeakMap<object, Map<number, Held>>();
const MAX_USERS = 10_000;

/** Menu ids (cmids) the caller's groups hold: items of the side menus of their top menus. */
export async function heldCmids(db: Kysely<DB>, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('user_groups')
    .innerJoin('group_menus', 'group_menus.group_id', 'user_groups.group_id')
    .innerJoin('side_menus', 'side_menus.top_menu_id', 'group_menus.top_menu_id')
    .innerJoin('side_menu_items', 'side_menu_items.side_menu_id', 'side_menus.id')
    .select('side_menu_items.cmid')
    .where('user_groups.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.cmid));
}

/**
 * The caller's menu ids: kept per user while the stamp of the access tables that
 * came with their session is unchanged (a request then costs no query for them),
 * read afresh for a caller without one.
 */
async function heldOf(db: Kysely<DB>, caller: Caller): Promise<Held> {
  const stamp = caller.accessStamp;
  if (stamp === undefined || !stampedTables(db, 'user_groups')) return { stamp: -1, cmids: await heldCmids(db, caller.userId) };
  let users = heldCache.get(db);
  if (!users) heldCache.set(db, (users = new Map()));
  const cached = users.get(caller.userId);
  if (cached?.stamp === stamp) return cached;
  const held: Held = { stamp, cmids: await heldCmids(db, caller.userId) };
  users.delete(caller.userId);
  users.set(caller.userId, held);
  if (users.size > MAX_USERS) users.delete(users.keys().next().value!);
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

/**
 * Whether the caller holds one of these menu ids (ADMIN holds every one). A top
 * menu with help gives its Help item (SHOWHELP/{TMMID}), as the menu shows it:
 * that is looked up only when SHOWHELP is one of the ids asked about.
 */
export async function holdsAny(db: Kysely<DB>, caller: Caller, cmids: readonly string[]): Promise<boolean> {
  if (caller.type === 'ADMIN') return true;
  const held = await heldOf(db, caller);
  if (cmids.some((c) => held.cmids.has(c))) return true;
  if (!cmids.includes(HELP_CMID)) return false;
  held.help ??= await hasMenuHelp(db, caller.userId);
  return held.help;
}
