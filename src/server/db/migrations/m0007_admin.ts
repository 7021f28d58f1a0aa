import { sql, type Kysely } from 'kysely';

/**
 * The reference tables of the administration screens (01-shell.md §2.5):
 * company address and page fields, customer group accounts, when a master
 * configuration entry last changed, environment variables, languages and
 * the translation overrides the shell layers over its built-in strings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const col of ['address', 'city', 'province', 'postal_code', 'template', 'key_field']) {
    await db.schema.alterTable('companies').addColumn(col, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  // A group account is another customer of the same company; deleting it is refused while members point at it.
  await db.schema.alterTable('customers').addColumn('group_account', 'text', (c) => c.references('customers.account')).execute();
  await db.schema.alterTable('master_config').addColumn('updated_at', 'timestamptz').execute();

  await db.schema
    .createTable('environment_variables')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('secret', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .createTable('languages')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('supported', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('translatable', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // English and French are the shell's languages; Chinese and Spanish are only edited (01-shell.md §9).
  await db
    .insertInto('languages')
    .values([
      { code: 'en-us', name: 'English', supported: 'Y', translatable: false, seq: 1 },
      { code: 'fr', name: 'Français', supported: 'Y', translatable: true, seq: 2 },
      { code: 'zh', name: '中文', supported: 'N', translatable: true, seq: 3 },
      { code: 'es', name: 'Español', supported: 'N', translatable: true, seq: 4 },
    ])
    .execute();

  // Keyed by the English text, as the browser's catalogues are.
  await db.schema
    .createTable('translations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('en_us', 'text', (c) => c.notNull())
    .addColumn('fr', 'text')
    .addColumn('zh', 'text')
    .addColumn('es', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();
}
