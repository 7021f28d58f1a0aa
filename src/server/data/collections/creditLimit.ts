import { sql } from 'kysely';
import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtcOrNull } from '../isoUtc';
import { arAccountOf } from './arAccount';
import { recordRow } from '../audit/recordRow';
import type { StatementsPortalCreditLimit, StatementsPortalCreditLimitUpdateBody } from '../../../shared/generated/types';

// Money is compared and summed in cents: numeric(12, 2) leaves the drivers as text.
const cents = (v: unknown) => Math.round(Number(v) * 100);
const centsOrNull = (v: unknown) => (v === null || v === undefined ? null : cents(v));

/**
 * An account's credit limit and credit status (AR-CREDIT-LIMIT) with what it owes
 * in Canadian dollars (each open invoice's balance at the latest rate, rounded to the
 * cent per invoice: the collections views' rule) and the credit left under the limit.
 */
export async function creditLimitOf(rows: ScopedDb, account: string): Promise<StatementsPortalCreditLimit> {
  const a = await arAccountOf(rows, account);
  const [owed, last, customer] = await Promise.all([
    sql<{ balance: string }>`
      select coalesce(sum(round((i.amount - i.paid) * coalesce(fx.rate, 1), 2)), 0) as balance
      from invoices i left join cad_rates fx on fx.currency = i.currency
      where i.company = ${a.company} and i.customer_account = ${account} and i.paid < i.amount`.execute(rows.db),
    rows.selectFrom('credit_limit_history').select(['changed_by', 'changed_at', 'reason']).where('customer_account', '=', account)
      .orderBy('changed_at', 'desc').orderBy('id', 'desc').executeTakeFirst(),
    rows.db.selectFrom('customers').select('name').where('account', '=', account).executeTakeFirstOrThrow(),
  ]);
  const balance = cents(owed.rows[0]!.balance);
  const limit = centsOrNull(a.credit_limit);
  return {
    customer_account: account,
    customer_name: customer.name,
    credit_limit: limit === null ? null : limit / 100,
    credit_status: a.credit_status as StatementsPortalCreditLimit['credit_status'],
    balance: balance / 100,
    available: limit === null ? null : (limit - balance) / 100,
    last_reason: last?.reason ?? null,
    updated_by: last?.changed_by ?? null,
    updated_at: isoUtcOrNull(last?.changed_at ?? null),
  };
}

/**
 * Sets an account's credit limit and credit status (credit staff, AR-CREDIT-LIMIT):
 * the account must be in the caller's scope, something must change, and the change
 * and its history row (who, when, before, after, why) are written together, the
 * account's row locked so two changes at once take turns and each logs what it replaced;
 * both rows are in the audit log with the change.
 */
export async function setCreditLimit(scopedRows: ScopedDb, account: string, body: StatementsPortalCreditLimitUpdateBody) {
  await scopedRows.transaction(async (rows) => {
    const current = await rows.selectFrom('ar_accounts').selectAll().where('customer_account', '=', account).forUpdate().executeTakeFirst();
    if (!current) throw new AppError('AR_ACCOUNT_NOT_FOUND');
    const limit = centsOrNull(body.credit_limit);
    if (limit === centsOrNull(current.credit_limit) && body.credit_status === current.credit_status) {
      throw validationError([{ pointer: '/credit_limit', message: 'The credit limit and credit status are unchanged' }]);
    }
    const newLimit = limit === null ? null : (limit / 100).toFixed(2);
    await rows.updateTable('ar_accounts').set({ credit_limit: newLimit, credit_status: body.credit_status }).where('customer_account', '=', account).execute();
    await recordRow(rows, 'ar_accounts', 'customer_account', current, await arAccountOf(rows, account));
    const history = await rows
      .insertInto('credit_limit_history', {
        customer_account: account,
        changed_by: rows.caller.username,
        old_limit: current.credit_limit,
        new_limit: newLimit,
        old_status: current.credit_status,
        new_status: body.credit_status,
        reason: body.reason.trim(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(rows, 'credit_limit_history', 'id', null, history);
  });
  return creditLimitOf(scopedRows, account);
}
