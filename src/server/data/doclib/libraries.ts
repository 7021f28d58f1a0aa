import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../auth/Caller';
import { INTERNAL_TYPES } from '../../auth/Caller';
import { AppError } from '../../errors';

export interface Library {
  cmid: string;
  title: string;
  doclib_type: 'add' | 'view';
  external: boolean;
}

/**
 * The document libraries a user holds: every command item of a top menu flagged as a document
 * library (DOCLIB = 'Y', 01-shell.md §3 menu entry) among their groups' menus, whatever its cmid
 * is called (ACC_LIST, ACC_REPORTS, or a library an administrator adds).
 */
export async function librariesOf(db: Kysely<DB>, caller: Caller, cmid?: string): Promise<Library[]> {
  let q = db
    .selectFrom('user_groups')
    .innerJoin('group_menus', 'group_menus.group_id', 'user_groups.group_id')
    .innerJoin('top_menus', 'top_menus.id', 'group_menus.top_menu_id')
    .innerJoin('side_menus', 'side_menus.top_menu_id', 'top_menus.id')
    .innerJoin('side_menu_items', 'side_menu_items.side_menu_id', 'side_menus.id')
    .innerJoin('commands', 'commands.cmid', 'side_menu_items.cmid')
    .select(['side_menu_items.cmid', 'side_menu_items.title', 'top_menus.doclib_type', 'top_menus.exdoclib'])
    .where('user_groups.user_id', '=', caller.userId)
    .where('top_menus.doclib', '=', 'Y');
  if (cmid) q = q.where('side_menu_items.cmid', '=', cmid);
  const rows = await q.orderBy('group_menus.seq').orderBy('side_menus.seq').orderBy('side_menu_items.seq').execute();
  const seen = new Map<string, Library>();
  for (const r of rows) if (!seen.has(r.cmid)) seen.set(r.cmid, { cmid: r.cmid, title: r.title, doclib_type: r.doclib_type === 'add' ? 'add' : 'view', external: r.exdoclib === 'Y' });
  return [...seen.values()];
}

/** One library the caller holds; a cmid that is not one of their libraries is not found (whatever else it is). */
export async function libraryOf(db: Kysely<DB>, caller: Caller, cmid: string): Promise<Library> {
  const [library] = await librariesOf(db, caller, cmid);
  if (!library) throw new AppError('NOT_FOUND');
  return library;
}

export interface Rights {
  view: boolean;
  add: boolean;
  edit: boolean;
  delete: boolean;
  email: boolean;
  upload_enabled: boolean;
  max_file_mb: number | null;
  /** A policy opening the library on its add page (the user's default doclib type, 01-shell.md §2.2), when they may add. */
  opens_on_add: boolean;
}

/**
 * What the caller may do in a library: the active policies of DOCLIB_POLICY that apply to them
 * (their company, the library, one of their menu groups or any, their user type or any), any
 * one granting a right granting it. Without a policy: staff may do everything, a customer may
 * view and add documents of their own account.
 */
export async function rightsIn(db: Kysely<DB>, caller: Caller, cmid: string): Promise<Rights> {
  const policies = await db
    .selectFrom('doclib_policies')
    .selectAll()
    .where('company', '=', caller.company)
    .where('cmid', '=', cmid)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('user_type', 'is', null), eb('user_type', '=', caller.type)]))
    .where((eb) => eb.or([eb('menu_group', 'is', null), eb('menu_group', 'in', eb.selectFrom('user_groups').select('group_id').where('user_id', '=', caller.userId))]))
    .execute();
  if (!policies.length) {
    const staff = INTERNAL_TYPES.has(caller.type);
    return { view: true, add: true, edit: staff, delete: staff, email: staff, upload_enabled: true, max_file_mb: null, opens_on_add: false };
  }
  const any = (f: (p: (typeof policies)[number]) => boolean) => policies.some(f);
  const limits = policies.map((p) => (p.max_file_mb === null ? null : Number(p.max_file_mb)));
  return {
    view: any((p) => p.can_view),
    add: any((p) => p.can_add),
    edit: any((p) => p.can_edit),
    delete: any((p) => p.can_delete),
    email: any((p) => p.can_email),
    upload_enabled: any((p) => p.upload_enabled),
    max_file_mb: limits.includes(null) ? null : Math.max(...(limits as number[])),
    opens_on_add: any((p) => p.doclib_type === 'add' && p.can_add),
  };
}

/** Refuses what the caller's rights in the library do not allow, with the spec's messages. */
export function requireRight(rights: Rights, right: 'view' | 'add' | 'edit' | 'delete'): void {
  if (rights[right]) return;
  throw new AppError(right === 'add' ? 'NO_PERMISSION_ADD' : right === 'view' ? 'FORBIDDEN' : 'NO_PERMISSION_CHANGE');
}
