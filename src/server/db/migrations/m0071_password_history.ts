import { sql, type Kysely } from 'kysely';

/**
 * Password history (UA-PHIST, issue 16 point 5): one row each time a user's
 * password is set, by which path (their own change, an administrator, the reset
 * flow) and by whom, written in the transaction that sets it
 * (auth/passwordHistory.ts). No hash is kept here: the log says when, not what.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('how', 'text', (c) => c.notNull().check(sql`how in ('own', 'admin', 'reset')`))
    .execute();
  await sql`create index password_history_company on password_history (company, changed_at desc, id desc)`.execute(db);
  await sql`create index password_history_user on password_history (user_id)`.execute(db);
}
