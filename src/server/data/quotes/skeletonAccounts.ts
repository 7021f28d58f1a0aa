import { sql } from 'kysely';
import type { OnlineQuotingSkeletonAccount, OnlineQuotingSkeletonAccountUpdateBody } from '../../../shared/generated/types';
import { AppError, validationError } from '../../errors';
import { dropSessionsOf } from '../../auth/sessions';
import type { ScopedDb } from '../ScopedDb';
import { refusingConflicts } from '../refusingConflicts';
import { getRow } from '../resourceRows';
import { skeletonAccounts } from '../resources/skeletonAccounts';
import { atomically, recordChange } from '../audit/auditLog';
import { recordRow } from '../audit/recordRow';

/** A user's password hash never goes into the audit log. */
const USER_SECRETS = ['password_hash'];

type Status = OnlineQuotingSkeletonAccountUpdateBody['status'];

/** A status a skeleton account can be given: pending only while it is (activation is the prospect's own step). */
function statusFault(from: string, to: Status, hasUser: boolean): string | null {
  if (to === 'pending' && from !== 'pending') return 'An activated account cannot be made pending again';
  if (to !== 'inactive' && !hasUser) return 'This account has no user any more: it can only be closed';
  return null;
}

/**
 * Staff change a skeleton account (OQ-SKACC-MANAGE/edit, RBOL-SKACC-MANAGE/edit)
 * in one transaction: its contact, its link to a customer account of the
 * company, whether it may make BOLs, and its status, which is its user's:
 * active activates and unlocks the user, locked locks them, inactive closes the
 * account and locks them; a lock ends the user's sessions at once.
 */
export async function updateSkeletonAccount(rows: ScopedDb, id: number, body: OnlineQuotingSkeletonAccountUpdateBody): Promise<OnlineQuotingSkeletonAccount> {
  const current = await getRow(rows, skeletonAccounts, id);
  const userId = current.user_id as number | null;
  const fault = statusFault(current.status as string, body.status, userId !== null);
  if (fault) throw validationError([{ pointer: '/status', message: fault }]);
  const account = body.customer_account ?? null;
  if (account !== null && !(await rows.selectFrom('customers').select('account').where('account', '=', account).executeTakeFirst())) {
    throw validationError([{ pointer: '/customer_account', message: 'Customer Code Not Found' }]);
  }
  await atomically(rows, async (trx) => {
    const before = await trx.selectFrom('skeleton_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('skeleton_accounts')
      .set({
        company_name: body.company_name,
        contact_name: body.contact_name,
        phone: body.phone ?? null,
        linked_account: account,
        ...(body.bol_allowed !== undefined ? { bol_allowed: body.bol_allowed } : {}),
        closed_at: body.status === 'inactive' ? ((current.status === 'inactive' ? sql`closed_at` : sql`now()`) as never) : null,
        ...(body.status === 'active' ? { activated_at: sql`coalesce(activated_at, now())` as never } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'skeleton_accounts', 'id', before, after);
    if (userId === null || body.status === current.status) return;
    const lock = body.status === 'locked' || body.status === 'inactive';
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const changed = await trx
      .updateTable('users')
      .set({ locked: lock, ...(body.status === 'active' ? { status: 'Active' } : {}), updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'users', 'id', user, changed, USER_SECRETS);
    if (lock) await dropSessionsOf(trx.db, userId);
  });
  // The declaration's fields are the catalogue's skeletonAccount (resourceSchemas.test.ts checks it).
  return (await getRow(rows, skeletonAccounts, id)) as unknown as OnlineQuotingSkeletonAccount;
}

/**
 * Removes a skeleton account that never quoted, with its limited user and the
 * user's sessions, in one transaction; one with quotes keeps them for the
 * reports (409: close it instead).
 */
export async function removeSkeletonAccount(rows: ScopedDb, id: number): Promise<{ status: 0 }> {
  const current = await getRow(rows, skeletonAccounts, id);
  if ((current.quotes_total as number) > 0) throw new AppError('SKELETON_ACCOUNT_IN_USE');
  const userId = current.user_id as number | null;
  await refusingConflicts(
    () =>
      atomically(rows, async (trx) => {
        const gone = await trx.deleteFrom('skeleton_accounts').where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        await recordRow(trx, 'skeleton_accounts', 'id', gone, null);
        if (userId === null) return;
        await dropSessionsOf(trx.db, userId);
        const memberships = await trx.db.deleteFrom('user_groups').where('user_id', '=', userId).returningAll().execute();
        for (const m of memberships) await recordChange(trx, { action: 'delete', entity: 'user_groups', entityId: `${m.user_id}:${m.group_id}`, before: m, after: null });
        const user = await trx.deleteFrom('users').where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
        await recordRow(trx, 'users', 'id', user, null, USER_SECRETS);
      }),
    { inUse: 'SKELETON_ACCOUNT_IN_USE' },
  );
  return { status: 0 };
}

/**
 * The skeleton account a quote is made for: the one staff name (MTONLINEQUOTESK:
 * an open account of their company), else the caller's own when they are a
 * skeleton account's user. Anyone else naming one is refused as if it did not
 * exist, so a prospect's records never open to a customer or another prospect.
 */
export async function quoteSkeletonAccount(rows: ScopedDb, named: number | undefined): Promise<number | null> {
  if (named !== undefined) {
    const found = rows.scope.customer === null ? await rows.selectFrom('skeleton_accounts').select('id').where('id', '=', named).where('closed_at', 'is', null).executeTakeFirst() : undefined;
    if (!found) throw validationError([{ pointer: '/skeleton_account_id', message: 'Invalid value' }]);
    return found.id;
  }
  // The caller's own account, found by its user (their row, whatever the staff scope of the table).
  const own = await rows.db.selectFrom('skeleton_accounts').select('id').where('user_id', '=', rows.caller.userId).where('company', '=', rows.scope.company).executeTakeFirst();
  return own?.id ?? null;
}
