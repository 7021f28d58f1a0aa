import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * My exports (EXPORT_FILES, issue 16 point 1) on the menus of every group of
 * every company, customers, employees and administrators alike: any signed-in
 * user may export a grid, and an export too long for a request lands there.
 * The menu's titles are translated by the shell's French (src/shell/i18n/fr.json).
 * Each demo user starts with one export that failed (a large export the
 * database stopped), so the list shows a reason on a fresh database; the
 * portal's own exports are written with their files by the queue.
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

  const users = await db.selectFrom('users').select(['id', 'company', 'lang']).where('username', 'in', DEMO_USERS).orderBy('id').execute();
  const day = 86_400_000;
  if (users.length) {
    await db
      .insertInto('export_files')
      .values(
        users.map((u, i) => ({
          company: u.company,
          user_id: u.id,
          title: 'Shipments by pickup date',
          format: i % 2 ? 'CSV' : 'XLSX',
          api_url: 'api/probill/pickup_date',
          query_params: JSON.stringify({ sort: '-pickup_date' }),
          lang: u.lang === 'fr' ? 'fr' : 'en',
          status: 'failed' as const,
          attempts: 4,
          error: 'canceling statement due to statement timeout',
          created_at: new Date(Date.now() - (i + 1) * day).toISOString(),
          finished_at: new Date(Date.now() - (i + 1) * day + 20 * 60_000).toISOString(),
          expires_at: new Date(Date.now() + (6 - i) * day).toISOString(),
        })),
      )
      .execute();
  }
}

/** The demo users of several companies and accounts (staff, customers of two accounts, another company's customer). */
const DEMO_USERS = ['admin', 'employee', 'customer', 'customer2', 'drc'];
