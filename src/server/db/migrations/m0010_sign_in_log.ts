import { sql, type Kysely } from 'kysely';

/**
 * The sign-in log (GET users/user_session_log_in, UA-ANALYTIC): one row per
 * sign-in attempt, whatever its result, with who switched into the session
 * and when it was signed out. `uid` is the name as typed, so a failed attempt
 * at a name that does not exist is logged too; `user_id` links a real user.
 * `token_hash` follows the session through token rotations until sign-out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_type', 'text')
    .addColumn('logged_in_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('logged_out_at', 'timestamptz')
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('switched_by', 'text')
    .addColumn('ip_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('token_hash', 'text')
    .execute();
  await db.schema.createIndex('sign_in_log_company_time').on('sign_in_log').columns(['company', 'logged_in_at']).execute();
  await db.schema.createIndex('sign_in_log_token').on('sign_in_log').column('token_hash').execute();
}
