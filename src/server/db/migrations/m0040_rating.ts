import { sql, type Kysely } from 'kysely';

/**
 * The tariff of online quoting (README, Rating): terminals, service points by
 * postal prefix, lanes between terminals with their rates by weight break,
 * freight classes, the dated fuel table, accessorial and service charges, and
 * CAD/USD exchange rates. Shared by the carrier group (no company column):
 * staff edit it, the rating engine reads it. The demo seed fills it
 * (db/ratingDemo.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table rating_terminals (
    code text primary key,
    name text not null,
    city text not null,
    province text not null,
    country text not null
  )`.execute(db);
  // A service point: the first three characters of a Canadian postal code (its
  // forward sortation area) or of a US ZIP code, and the city it stands for.
  await sql`create table rating_points (
    id serial primary key,
    postal_prefix text not null unique,
    city text not null,
    province text not null,
    country text not null,
    terminal text not null references rating_terminals(code),
    direct boolean not null default true,
    guaranteed boolean not null default false,
    congestion boolean not null default false,
    service_days text not null default 'MTWTF',
    extra_days integer not null default 0,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table rating_lanes (
    id serial primary key,
    origin_terminal text not null references rating_terminals(code),
    destination_terminal text not null references rating_terminals(code),
    transit_days integer not null,
    minimum_charge numeric(10,2) not null,
    intermodal_available boolean not null default false,
    unique (origin_terminal, destination_terminal)
  )`.execute(db);
  // Rate per hundredweight at class 100 from a weight break up (0, 500, 1000, 2000, 5000, 10000 lb).
  await sql`create table rating_lane_rates (
    lane_id integer not null references rating_lanes(id) on delete cascade,
    min_weight integer not null,
    rate_per_cwt numeric(10,2) not null,
    primary key (lane_id, min_weight)
  )`.execute(db);
  await sql`create table rating_classes (
    freight_class text primary key,
    factor numeric(6,3) not null,
    min_density numeric(8,2) not null
  )`.execute(db);
  await sql`create table rating_fuel (
    id serial primary key,
    effective_date date not null unique,
    fuel_price numeric(8,1) not null,
    ltl_percent numeric(6,2) not null,
    tl_percent numeric(6,2),
    intermodal_percent numeric(6,2),
    updated_at timestamptz not null default now()
  )`.execute(db);
  // Accessorials (the request's codes) and the service charges the engine adds (guaranteed, valuation, congestion).
  await sql`create table rating_charges (
    code text primary key,
    description text not null,
    basis text not null check (basis in ('flat', 'per_cwt', 'percent')),
    amount numeric(10,2) not null,
    minimum numeric(10,2) not null default 0
  )`.execute(db);
  await sql`create table exchange_rates (
    rate_date date not null,
    from_currency text not null,
    to_currency text not null,
    rate numeric(10,5) not null,
    source text,
    primary key (rate_date, from_currency, to_currency)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['exchange_rates', 'rating_charges', 'rating_fuel', 'rating_classes', 'rating_lane_rates', 'rating_lanes', 'rating_points', 'rating_terminals']) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
}
