import type { ScopedDb } from '../ScopedDb';

export interface Option {
  value: string | number;
  label: string;
}

/**
 * User types an administrator may give: for staff every type of UAT-START but
 * ANON (the anonymous visitor is nobody's account); customer types only for a
 * customer administrator, who can only ever make users of their own account.
 */
export async function assignableTypes(rows: ScopedDb): Promise<string[]> {
  if (rows.scope.customer !== null) return ['CUSTOMER'];
  const found = await rows.db.selectFrom('user_types').select('code').where('code', '<>', 'ANON').orderBy('code').execute();
  return found.map((r) => r.code);
}

/**
 * Menu groups an administrator may give: every group of the company for staff;
 * for a customer administrator only the groups they hold themselves, so no
 * one can grant more than they have.
 */
export async function assignableGroups(rows: ScopedDb): Promise<Option[]> {
  let q = rows.selectFrom('menu_groups').select(['menu_groups.id', 'menu_groups.name']).orderBy('menu_groups.name');
  if (rows.scope.customer !== null) {
    q = q.where('menu_groups.id', 'in', rows.db.selectFrom('user_groups').select('group_id').where('user_id', '=', rows.caller.userId));
  }
  return (await q.execute()).map((g) => ({ value: g.id, label: g.name }));
}
