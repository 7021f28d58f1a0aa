import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { getRow } from '../resourceRows';
import { callActions, salesReview } from '../resources/collections';
import { arAccountOf } from './arAccount';
import { recordRow } from '../audit/recordRow';

/**
 * Marks an open follow-up action done (AR-CALL-ACTIONS). The action is read
 * through its grid source first, so one outside the caller's scope is not
 * found; one already done or cancelled is refused, and the update only
 * changes a row still open (two clicks close it once); the action's before and
 * after go to the audit log with the change.
 */
export async function completeAction(scopedRows: ScopedDb, id: number) {
  return scopedRows.transaction(async (rows) => {
    await getRow(rows, callActions, id);
    const action = () => rows.selectFrom('collection_actions').selectAll().where('id', '=', id).executeTakeFirst();
    const before = await action();
    const done = await rows
      .updateTable('collection_actions')
      .set({ status: 'Done', completed_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'Open')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new AppError('AR_ACTION_CLOSED');
    await recordRow(rows, 'collection_actions', 'id', before, await action());
    return getRow(rows, callActions, id);
  });
}

/**
 * Records the sales review of an account of the caller's scope (a salesperson: their code's); escalating needs a
 * comment. The account's before and after go to the audit log with the change.
 */
export async function reviewAccount(scopedRows: ScopedDb, account: string, body: { review_status: string; comment?: string | null }) {
  return scopedRows.transaction(async (rows) => {
    const before = await arAccountOf(rows, account);
    const comment = body.comment?.trim() || null;
    if (body.review_status === 'Escalated' && !comment) throw validationError([{ pointer: '/comment', message: 'A comment is required to escalate' }]);
    await rows
      .updateTable('ar_accounts')
      .set({ review_status: body.review_status, review_comment: comment, reviewed_at: body.review_status === 'Pending' ? null : new Date().toISOString() })
      .where('customer_account', '=', account)
      .execute();
    await recordRow(rows, 'ar_accounts', 'customer_account', before, await arAccountOf(rows, account));
    return getRow(rows, salesReview, account);
  });
}
