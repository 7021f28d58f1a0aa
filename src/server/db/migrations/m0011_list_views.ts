import { sql, type Kysely } from 'kysely';

/**
 * Grid views answer what their calls' response schemas declare, field for
 * field (tests/unit/resourceSchemas.test.ts).
 *
 * The users grid answers the whole user record of the catalogue (users.user_list
 * and users.user_get share `userRecord`): the view gains the form's fields, its
 * groups and sales codes as lists, and shows the group a user's default is
 * (else their first), as the record does. Still never a password hash.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop view user_list`.execute(db);
  await sql`
    create view user_list as
    select u.id, u.username as uid, u.company, u.type as user_type, u.first_name, u.last_name,
      u.first_name || ' ' || u.last_name as display_name, u.email, u.customer_account as default_account,
      u.customer_account, u.is_customer_admin as is_admin,
      case when u.lang = 'fr' then 'fr' else 'en' end as language, u.status, u.locked,
      g.id as menu_group, g.name as menu_group_name,
      (select max(s.created_at) from sessions s where s.user_id = u.id) as last_login, u.created_at,
      u.alias, u.stage, u.middle_name, u.desk_phone, u.mobile,
      coalesce((select json_agg(ug.group_id order by ug.group_id) from user_groups ug where ug.user_id = u.id), '[]'::json) as menu_groups,
      case when u.sales_code is null then '[]'::json else json_build_array(u.sales_code) end as sales_codes,
      cast(u.regions as json) as regions,
      (u.type = 'QUOTE') as limited_access
    from users u
    left join lateral (
      select mg.id, mg.name from user_groups ug join menu_groups mg on mg.id = ug.group_id
      where ug.user_id = u.id order by (mg.id = u.default_group_id) desc nulls last, mg.id limit 1
    ) g on true`.execute(db);

  // The announcements grid answers the whole announcement: its targeted companies, user types and accounts.
  await sql`
    create or replace view announcement_list as
    select a.id, a.company, a.title, a.content, a.start_date, a.end_date, a.priority, a.show_on_start, a.active,
      u.username as created_by, a.created_at, a.updated_at, cast(null as text) as customer_account,
      (select count(*) from announcement_customers c where c.announcement_id = a.id)::int as customer_count,
      cast(a.companies as json) as companies, cast(a.user_types as json) as user_types,
      coalesce((select json_agg(c.account order by c.account) from announcement_customers c where c.announcement_id = a.id), '[]'::json) as customers
    from announcements a join users u on u.id = a.created_by`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('The list views migration is not reversible');
}
