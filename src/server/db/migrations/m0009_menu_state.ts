import { sql, type Kysely } from 'kysely';

/**
 * Each user's menu state (GET/PUT users/top_side_menu, 01-shell.md §7.3): the
 * top menu they were last in, whether the side menu is open, and which side
 * sub-menus are expanded. One row per user, made on the first save; a user
 * without one gets the defaults (side menu open, nothing selected).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_menu_state')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('top_menu', 'integer', (c) => c.references('top_menus.id').onDelete('set null'))
    .addColumn('side_expanded', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('expanded_menus', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
