import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ScopedDb } from '../ScopedDb';
import type { Row } from '../Resource';
import { validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { DOCTYPES } from './libraryConfig';

/** Every document library: a command item of a top menu flagged DOCLIB (top menus are shared by the companies). */
export async function allLibraries(db: Kysely<DB>): Promise<{ cmid: string; title: string }[]> {
  const rows = await db
    .selectFrom('side_menu_items')
    .innerJoin('side_menus', 'side_menus.id', 'side_menu_items.side_menu_id')
    .innerJoin('top_menus', 'top_menus.id', 'side_menus.top_menu_id')
    .select(['side_menu_items.cmid', 'side_menu_items.title'])
    .where('top_menus.doclib', '=', 'Y')
    .orderBy('side_menu_items.cmid')
    .execute();
  const seen = new Map<string, string>();
  for (const r of rows) if (!seen.has(r.cmid)) seen.set(r.cmid, r.title);
  return [...seen].map(([cmid, title]) => ({ cmid, title }));
}

/**
 * What the schema cannot check about a policy: its library is a document library, its menu
 * group one of the caller's company, its user type one that exists. Each fault at its field.
 */
export async function checkPolicy(rows: ScopedDb, body: Row): Promise<void> {
  const faults: FieldMessage[] = [];
  const libraries = await allLibraries(rows.db);
  if (!libraries.some((l) => l.cmid === body.cmid)) faults.push({ pointer: '/cmid', message: 'This menu id is not a document library' });
  if (typeof body.menu_group === 'number') {
    const group = await rows.companyWide('menu_groups').select('id').where('id', '=', body.menu_group).executeTakeFirst();
    if (!group) faults.push({ pointer: '/menu_group', message: 'Menu group not found' });
  }
  if (typeof body.user_type === 'string' && body.user_type) {
    const type = await rows.db.selectFrom('user_types').select('code').where('code', '=', body.user_type).executeTakeFirst();
    if (!type) faults.push({ pointer: '/user_type', message: 'User type not found' });
  }
  if (faults.length) throw validationError(faults);
}

/** The choice lists of DOCLIB_POLICY's form: libraries with their document types, the company's menu groups, the user types. */
export async function policyOptions(rows: ScopedDb) {
  const libraries = await allLibraries(rows.db);
  const extra = await rows.db.selectFrom('doclib_policies').select(['cmid', 'doctype']).distinct().where('company', '=', rows.scope.company).where('doctype', 'is not', null).execute();
  const groups = await rows.companyWide('menu_groups').select(['id', 'name']).orderBy('name').execute();
  const types = await rows.db.selectFrom('user_types').select(['code', 'description']).orderBy('code').execute();
  return {
    libraries: libraries.map((l) => ({
      value: l.cmid,
      label: `${l.title} (${l.cmid})`,
      doctypes: [...new Set([...DOCTYPES.map((d) => d.doctype), ...extra.filter((e) => e.cmid === l.cmid).map((e) => e.doctype!)])],
    })),
    doctypes: DOCTYPES.map((d) => ({ value: d.doctype, label: d.label })),
    menu_groups: groups.map((g) => ({ value: g.id, label: g.name })),
    user_types: types.map((t) => ({ value: t.code, label: t.description || t.code })),
  };
}
