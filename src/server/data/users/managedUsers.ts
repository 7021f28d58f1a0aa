import { sql } from 'kysely';
import { AppError } from '../../errors';
import { dropSessionsOf } from '../../auth/sessions';
import type { ScopedDb } from '../ScopedDb';
import { refusingConflicts } from '../refusingConflicts';
import { searchRows } from '../resourceRows';
import { users } from '../resources/users';
import { auditedWrite } from '../audit/auditedWrite';
import { AUDITED_USER } from './saveUser';

/** Whether a user ID is given in the caller's company: IDs are unique there (any case), whatever the account. */
export async function userIdTaken(rows: ScopedDb, uid: string, exceptId?: number): Promise<boolean> {
  let q = rows.companyWide('users').select('id').where(sql`lower(username)`, '=', uid.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

/**
 * Removes a user the caller administers, with their sessions (their tokens die
 * at once), in one transaction. Never oneself; a user whose name is on claims
 * or notices stays (409 "User is in use": lock them instead).
 */
export async function removeUser(rows: ScopedDb, id: number): Promise<void> {
  const user = await rows.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  if (user.id === rows.caller.userId) throw new AppError('CANNOT_DELETE_SELF');
  await refusingConflicts(
    () =>
      auditedWrite(rows, { ...AUDITED_USER, id: user.id }, async (trx) => {
        await dropSessionsOf(trx.db, user.id);
        await trx.db.deleteFrom('user_groups').where('user_id', '=', user.id).execute();
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
      }),
    { inUse: 'USER_IN_USE' },
  );
}

/** Locks (ending every session of the user, so an unlock revives none) or unlocks a user the caller administers. */
export async function lockUser(rows: ScopedDb, uid: string, lock: boolean) {
  const user = await rows.selectFrom('users').select(['id', 'username', 'company']).where(sql`lower(username)`, '=', uid.toLowerCase()).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  if (lock && user.id === rows.caller.userId) throw new AppError('CANNOT_LOCK_SELF');
  await auditedWrite(rows, { ...AUDITED_USER, id: user.id }, async (trx) => {
    await trx.updateTable('users').set({ locked: lock, updated_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    if (lock) await dropSessionsOf(trx.db, user.id);
  });
  return { uid: user.username, company: user.company, locked: lock };
}

/** Type-ahead over user ID, name and email (the users resource's search fields) of the users the caller administers. */
export async function searchUsers(rows: ScopedDb, text: string, type: string | undefined, limit: number) {
  const found = await searchRows(rows, users, text, { limit, ...(type ? { equal: { user_type: type } } : {}) });
  return {
    results: found.results.map((u) => ({
      id: u.id as number,
      uid: u.uid as string,
      company: u.company as string,
      name: u.display_name as string,
      email: u.email as string,
      user_type: u.user_type as string,
      default_account: u.default_account as string | null,
      locked: u.locked as boolean,
    })),
    count: found.count,
  };
}
