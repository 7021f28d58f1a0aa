import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema';

/**
 * Gives a menu group one more top menu (with one side menu of the same name)
 * holding these commands, as the menu administration would: tests use it to
 * let a group's users hold cmids the demo menus do not give.
 */
export async function giveMenu(db: Kysely<DB>, groupId: number, name: string, items: [cmid: string, title: string][]): Promise<number> {
  for (const [cmid, title] of items) {
    await sql`insert into commands (cmid, title) values (${cmid}, ${title}) on conflict (cmid) do nothing`.execute(db);
  }
  const top = await db.insertInto('top_menus').values({ name, seq: 90 }).returning('id').executeTakeFirstOrThrow();
  const side = await db.insertInto('side_menus').values({ top_menu_id: top.id, name, seq: 1 }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('side_menu_items')
    .values(items.map(([cmid, title], i) => ({ side_menu_id: side.id, seq: i + 1, cmid, title })))
    .execute();
  await db.insertInto('group_menus').values({ group_id: groupId, top_menu_id: top.id, seq: 90 }).execute();
  return top.id;
}
