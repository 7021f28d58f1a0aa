import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { customerScope, INTERNAL_TYPES, type Caller } from '../auth/Caller';

export interface Option {
  value: string | number;
  label: string;
}

/**
 * User types an administrator may give: for staff every type of UAT-START but
 * ANON (the anonymous visitor is nobody's account); customer types only for a
 * customer administrator, who can only ever make users of their own account.
 */
export async function assignableTypes(db: Kysely<DB>, caller: Caller): Promise<string[]> {
  if (customerScope(caller) !== null) return ['CUSTOMER'];
  const rows = await db.selectFrom('user_types').select('code').where('code', '<>', 'ANON').orderBy('code').execute();
  return rows.map((r) => r.code);
}

/**
 * Menu groups an administrator may give: every group of the company for staff;
 * for a customer administrator only the groups they hold themselves, so no
 * one can grant more than they have.
 */
export async function assignableGroups(db: Kysely<DB>, caller: Caller): Promise<Option[]> {
  let q = db.selectFrom('menu_groups').select(['menu_groups.id', 'menu_groups.name']).where('menu_groups.company', '=', caller.company).orderBy('menu_groups.name');
  if (customerScope(caller) !== null) {
    q = q.where('menu_groups.id', 'in', db.selectFrom('user_groups').select('group_id').where('user_id', '=', caller.userId));
  }
  return (await q.execute()).map((g) => ({ value: g.id, label: g.name }));
}

export const isInternalType = (type: string) => INTERNAL_TYPES.has(type);
