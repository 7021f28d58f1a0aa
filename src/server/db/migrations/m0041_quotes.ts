import { sql, type Kysely } from 'kysely';

/**
 * Online quotes (MTONLINEQUOTE and its kin): each quote the rating engine gave,
 * kept for the history of the past year, requotes, the PDF and the reports. A
 * quote is its author's own row (history is "my quotes"); the account it was
 * made for is kept beside it. The request and the answer are JSON text, the
 * columns the lists filter on are columns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence quote_number_seq start 1000001`.execute(db);
  await sql`create table quotes (
    id serial primary key,
    quote_number text not null unique default ('Q' || nextval('quote_number_seq')::text),
    company text not null,
    user_id integer not null references users(id) on delete cascade,
    customer_account text references customers(account),
    limited boolean not null default false,
    created_at timestamptz not null default now(),
    expires_on date not null,
    ship_date date not null,
    origin_postal text not null,
    origin_city text,
    origin_province text,
    origin_terminal text,
    destination_postal text not null,
    destination_city text,
    destination_province text,
    destination_terminal text,
    pieces integer not null,
    weight integer not null,
    total numeric(12,2) not null,
    currency text not null,
    requoted_from text,
    converted_to_bol boolean not null default false,
    converted_to_pickup boolean not null default false,
    request text not null,
    answer text not null
  )`.execute(db);
  // The history (a user's quotes of the past year, newest first) and the 24-hour count read this index.
  await sql`create index quotes_user_created on quotes (user_id, created_at desc)`.execute(db);
  await sql`create index quotes_company_created on quotes (company, created_at desc)`.execute(db);
  // The reports read every quote of the company with its author.
  await sql`create view quote_report as
    select q.quote_number, q.company, q.customer_account, q.created_at as quote_date, u.username, q.limited,
           q.origin_terminal, q.destination_terminal, q.weight, q.total::float8 as total, q.converted_to_bol, q.converted_to_pickup
      from quotes q join users u on u.id = q.user_id`.execute(db);
  // A user's history: their quotes of the past year (02-business.md §9), with the columns its grid shows.
  await sql`create view quote_history as
    select q.quote_number, q.company, q.user_id, q.customer_account, q.created_at as quote_date, q.expires_on, u.username,
           q.origin_city, q.origin_province, q.origin_postal, q.destination_city, q.destination_province, q.destination_postal,
           q.pieces, q.weight, q.total::float8 as total, q.currency
      from quotes q join users u on u.id = q.user_id
     where q.created_at > now() - interval '1 year'`.execute(db);
  // Quotes by terminal and month: each terminal's quotes leaving and arriving, the value leaving, the share that became a BOL.
  await sql`create view quote_terminal_report as
    select t.code || ' ' || to_char(q.created_at, 'YYYY-MM') as row_key, q.company, t.code as terminal, t.name as terminal_name,
           to_char(q.created_at, 'YYYY-MM') as period,
           (count(*) filter (where q.origin_terminal = t.code))::int as quotes_origin,
           (count(*) filter (where q.destination_terminal = t.code))::int as quotes_destination,
           coalesce(sum(q.total) filter (where q.origin_terminal = t.code), 0)::float8 as value_quoted,
           round(100.0 * count(*) filter (where q.origin_terminal = t.code and q.converted_to_bol)
                 / nullif(count(*) filter (where q.origin_terminal = t.code), 0), 1)::float8 as conversion_percent
      from rating_terminals t join quotes q on q.origin_terminal = t.code or q.destination_terminal = t.code
     group by t.code, t.name, q.company, to_char(q.created_at, 'YYYY-MM')`.execute(db);
  // The service points with their terminal's name, for the points screens.
  await sql`create view rating_point_list as
    select p.*, t.name as terminal_name from rating_points p join rating_terminals t on t.code = p.terminal`.execute(db);
  await sql`create view direct_point_list as select * from rating_point_list where direct`.execute(db);
  await sql`create view guaranteed_point_list as select * from rating_point_list where guaranteed`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const v of ['guaranteed_point_list', 'direct_point_list', 'rating_point_list', 'quote_terminal_report', 'quote_history', 'quote_report']) await sql`drop view if exists ${sql.table(v)}`.execute(db);
  await sql`drop table if exists quotes`.execute(db);
  await sql`drop sequence if exists quote_number_seq`.execute(db);
}
