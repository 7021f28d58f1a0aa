import { sql, type Kysely } from 'kysely';

/**
 * The users of online quoting with their quota use (online_quoting.users,
 * OQ-SKACC-MANAGE): every limited-access account (user type QUOTE) and every
 * other user who has quoted, with their quotes of the last 24 hours and in all.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create view quoting_users as
    select u.id as user_id, u.company, u.customer_account, u.username, trim(u.first_name || ' ' || u.last_name) as name, u.email,
           (u.type = 'QUOTE') as limited,
           (select count(*) from quotes q where q.user_id = u.id and q.created_at > now() - interval '24 hours')::int as quotes_last_24h,
           (select count(*) from quotes q where q.user_id = u.id)::int as quotes_total,
           (select max(q.created_at) from quotes q where q.user_id = u.id) as last_quote_at
      from users u
     where u.type = 'QUOTE' or exists (select 1 from quotes q where q.user_id = u.id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists quoting_users`.execute(db);
}
