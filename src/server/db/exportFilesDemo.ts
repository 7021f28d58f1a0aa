import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * My exports (EXPORT_FILES, issue 16 point 1) on the menus of every group of
 * every company, customers, employees and administrators alike: any signed-in
 * user may export a grid, and an export too long for a request lands there.
 * The menu's titles are translated by the shell's French (src/shell/i18n/fr.json).
 */
export async function seedExportFilesDemo(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('commands')
    .values({ cmid: 'EXPORT_FILES', title: 'My exports', analytics: 'N', hidden: 'N' })
    .onConflict((oc) => oc.column('cmid').doNothing())
    .execute();
  const top = await db.insertInto('top_menus').values({ name: 'My exports', seq: 90, doclib: 'N', doclib_type: null }).returning('id').executeTakeFirstOrThrow();
  const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name: 'My exports', seq: 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('side_menu_items').values({ side_menu_id: side.id, seq: 1, cmid: 'EXPORT_FILES', title: 'My exports', hidden: false }).execute();
  const groups = await db.selectFrom('menu_groups').select('id').execute();
  if (groups.length) await db.insertInto('group_menus').values(groups.map((g) => ({ group_id: g.id, top_menu_id: top.id, seq: 90 }))).execute();
}
