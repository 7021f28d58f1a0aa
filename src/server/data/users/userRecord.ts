import { sql } from 'kysely';
import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtc, isoUtcOrNull } from '../isoUtc';

/** One user the caller administers (their company; a customer administrator: their account only). */
export async function userRecord(rows: ScopedDb, id: number) {
  const u = await rows.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!u) throw new AppError('NOT_FOUND');
  // The user is in the caller's scope: their groups and sessions are reached through them.
  const db = rows.db;
  const [groups, lastLogin] = await Promise.all([
    db.selectFrom('user_groups').innerJoin('menu_groups', 'menu_groups.id', 'user_groups.group_id').select(['menu_groups.id', 'menu_groups.name']).where('user_id', '=', id).orderBy('menu_groups.id').execute(),
    db.selectFrom('sessions').select(sql<Date | null>`max(created_at)`.as('at')).where('user_id', '=', id).executeTakeFirst(),
  ]);
  const selected = groups.find((g) => g.id === u.default_group_id) ?? groups[0];
  return {
    id: u.id,
    uid: u.username,
    company: u.company,
    alias: u.alias,
    user_type: u.type,
    menu_group: selected?.id ?? null,
    menu_group_name: selected?.name ?? null,
    menu_groups: groups.map((g) => g.id),
    stage: u.stage,
    first_name: u.first_name,
    middle_name: u.middle_name,
    last_name: u.last_name,
    display_name: u.display_name,
    email: u.email,
    desk_phone: u.desk_phone,
    mobile: u.mobile,
    default_account: u.customer_account,
    is_admin: u.is_customer_admin,
    language: u.lang === 'fr' ? ('fr' as const) : ('en' as const),
    sales_codes: u.sales_code ? [u.sales_code] : [],
    regions: JSON.parse(u.regions) as string[],
    status: u.status,
    locked: u.locked,
    limited_access: u.type === 'QUOTE',
    last_login: isoUtcOrNull(lastLogin?.at ?? null),
    created_at: isoUtc(u.created_at),
  };
}

