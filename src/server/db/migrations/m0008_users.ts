import { sql, type Kysely } from 'kysely';

/**
 * User types and user presets (01-shell.md §2.5, §3). Types are shared by every
 * brand, like companies; the built-in ones (the staff types the server's rules
 * name, ANON and the customer types) cannot be removed. A preset is a company's
 * set of defaults (type, menu groups, language, theme) applied to a new user.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_types')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('internal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('default_menugroup_id', 'integer', (c) => c.references('menu_groups.id').onDelete('set null'))
    .addColumn('builtin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto('user_types')
    .values([
      { code: 'ADMIN', description: 'Administrator', internal: true, builtin: true },
      { code: 'EMPLOYEE', description: 'Employee', internal: true, builtin: true },
      { code: 'SALES', description: 'Sales person', internal: true, builtin: true },
      { code: 'ANON', description: 'Anonymous visitor', internal: false, builtin: true },
      { code: 'CUSTOMER', description: 'Customer', internal: false, builtin: true },
      { code: 'QUOTE', description: 'Limited-access online quoting', internal: false, builtin: true },
    ])
    .execute();

  await db.schema
    .createTable('user_presets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull().references('companies.code'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('user_type', 'text', (c) => c.notNull().references('user_types.code'))
    .addColumn('menu_groups', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('menu_group', 'integer', (c) => c.references('menu_groups.id').onDelete('set null'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('light'))
    .addColumn('doclib_type', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_presets_company_name', ['company', 'name'])
    .execute();
}
