import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import { customerScope, type Caller } from './Caller';

/**
 * 01-shell.md §6: a customer user administers their company's users only as a
 * company administrator, that is through a menu group marked is_admin. Holding
 * the screen's menu id is not enough: a group given UA-ADD by mistake still
 * gets 'You have not been allocated as the Administrator for your Company'.
 * The carrier's own staff are checked by menu ids alone.
 */
export async function assertCompanyAdmin(db: Kysely<DB>, caller: Caller): Promise<void> {
  if (customerScope(caller) === null) return;
  const admin = await db
    .selectFrom('user_groups')
    .innerJoin('menu_groups', 'menu_groups.id', 'user_groups.group_id')
    .select('menu_groups.id')
    .where('user_groups.user_id', '=', caller.userId)
    .where('menu_groups.is_admin', '=', true)
    .limit(1)
    .executeTakeFirst();
  if (!admin) throw new AppError('NOT_COMPANY_ADMIN');
}
