import { sql, type Kysely } from 'kysely';

/**
 * The quote views of m0041 gave money as float8 (quote_report.total, quote_history.total,
 * quote_terminal_report.value_quoted). Money stays exact (issue 15, "a money amount is never a float"):
 * the views are made again with the quotes' numeric(12, 2) as it is and the sum as numeric, every other
 * column as it was (same names, order and types; conversion_percent is a share, not money, and stays float8).
 * No view or rule depends on these three (they are grid sources only), so they are dropped and created.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createViews(db, 'numeric');
}

export async function down(db: Kysely<any>): Promise<void> {
  await createViews(db, 'float8');
}

async function createViews(db: Kysely<any>, money: 'numeric' | 'float8'): Promise<void> {
  for (const v of ['quote_terminal_report', 'quote_history', 'quote_report']) await sql`drop view if exists ${sql.table(v)}`.execute(db);
  const total = money === 'numeric' ? sql`q.total` : sql`q.total::float8`;
  const sum = money === 'numeric' ? sql`coalesce(sum(q.total) filter (where q.origin_terminal = t.code), 0)::numeric(14, 2)` : sql`coalesce(sum(q.total) filter (where q.origin_terminal = t.code), 0)::float8`;
  await sql`create view quote_report as
    select q.quote_number, q.company, q.customer_account, q.created_at as quote_date, u.username, q.limited,
           q.origin_terminal, q.destination_terminal, q.weight, ${total} as total, q.converted_to_bol, q.converted_to_pickup
      from quotes q join users u on u.id = q.user_id`.execute(db);
  await sql`create view quote_history as
    select q.quote_number, q.company, q.user_id, q.customer_account, q.created_at as quote_date, q.expires_on, u.username,
           q.origin_city, q.origin_province, q.origin_postal, q.destination_city, q.destination_province, q.destination_postal,
           q.pieces, q.weight, ${total} as total, q.currency
      from quotes q join users u on u.id = q.user_id
     where q.created_at > now() - interval '1 year'`.execute(db);
  await sql`create view quote_terminal_report as
    select t.code || ' ' || to_char(q.created_at, 'YYYY-MM') as row_key, q.company, t.code as terminal, t.name as terminal_name,
           to_char(q.created_at, 'YYYY-MM') as period,
           (count(*) filter (where q.origin_terminal = t.code))::int as quotes_origin,
           (count(*) filter (where q.destination_terminal = t.code))::int as quotes_destination,
           ${sum} as value_quoted,
           round(100.0 * count(*) filter (where q.origin_terminal = t.code and q.converted_to_bol)
                 / nullif(count(*) filter (where q.origin_terminal = t.code), 0), 1)::float8 as conversion_percent
      from rating_terminals t join quotes q on q.origin_terminal = t.code or q.destination_terminal = t.code
     group by t.code, t.name, q.company, to_char(q.created_at, 'YYYY-MM')`.execute(db);
}
