import { sql, type Kysely } from 'kysely';

/**
 * Skeleton accounts (02-business.md §6, the limited-access quoting account):
 * a prospect that quotes (or makes rapid BOLs) before it is a real customer.
 * Made by the access page's registration with its limited user, managed by
 * staff (OQ-SKACC-MANAGE, RBOL-SKACC-MANAGE), linked to a customer account
 * once the prospect becomes one. Its status is not stored twice: pending,
 * active and locked are its user's (not yet activated, active, locked);
 * inactive is the account closed by staff. A quote remembers the skeleton
 * account it was made for (by its user, or by staff through MTONLINEQUOTESK).
 * The customer account it is linked to is `linked_account`: a link staff make,
 * never the rows' owner (no customer reaches a prospect's record).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table skeleton_accounts (
    id serial primary key,
    company text not null references companies(code),
    service text not null check (service in ('online_quoting', 'rapid_bol')),
    user_id integer unique references users(id) on delete set null,
    company_name text not null,
    contact_name text not null,
    email text not null,
    phone text,
    address text,
    city text,
    province text,
    postal_code text,
    country text not null default 'CA',
    account_number_given text,
    linked_account text references customers(account),
    bol_allowed boolean not null default false,
    closed_at timestamptz,
    created_at timestamptz not null default now(),
    activated_at timestamptz
  )`.execute(db);
  await sql`create index skeleton_accounts_company on skeleton_accounts (company, created_at desc)`.execute(db);
  await sql`alter table quotes add column skeleton_account_id integer references skeleton_accounts(id) on delete set null`.execute(db);
  await sql`create index quotes_skeleton on quotes (skeleton_account_id) where skeleton_account_id is not null`.execute(db);
  await sql`create view skeleton_account_list as
    select s.id, s.company, s.service, s.user_id, u.username, s.company_name, s.contact_name, s.email, s.phone, s.address, s.city,
           s.province, s.postal_code, s.country, s.account_number_given, s.linked_account, s.bol_allowed,
           case when s.closed_at is not null or u.id is null then 'inactive'
                when u.locked then 'locked'
                when u.status <> 'Active' then 'pending'
                else 'active' end as status,
           (select count(*) from quotes q where q.skeleton_account_id = s.id and q.created_at > now() - interval '24 hours')::int as quotes_last_24h,
           (select count(*) from quotes q where q.skeleton_account_id = s.id)::int as quotes_total,
           (select max(q.created_at) from quotes q where q.skeleton_account_id = s.id) as last_quote_at,
           s.created_at, s.activated_at
      from skeleton_accounts s left join users u on u.id = s.user_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists skeleton_account_list`.execute(db);
  await sql`alter table quotes drop column if exists skeleton_account_id`.execute(db);
  await sql`drop table if exists skeleton_accounts`.execute(db);
}
