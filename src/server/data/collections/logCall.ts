import { sql } from 'kysely';
import { validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import type { ScopedDb } from '../ScopedDb';
import { getRow } from '../resourceRows';
import { collectionCalls } from '../resources/collections';
import { arAccountOf } from './arAccount';
import { recordRow } from '../audit/recordRow';

export interface CallInput {
  customer_account: string;
  contact?: string;
  phone?: string;
  reason?: string;
  outcome: string;
  action_code?: string;
  notes: string;
  promised_amount?: number;
  promised_date?: string;
  follow_up_date?: string;
}

/** The date `days` after `today` (YYYY-MM-DD). */
function addDays(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** What the account owes, in cents (the collections' Canadian dollars, m0055). */
async function owedCents(rows: ScopedDb, account: string): Promise<number> {
  const { rows: found } = await sql<{ total: string }>`select total_balance as total from ar_account_balances where customer_account = ${account}`.execute(rows.db);
  return Math.round(Number(found[0]?.total ?? 0) * 100);
}

/**
 * Logs a call to an account (AR-DAILY-CALLS and the other call lists): a
 * promise to pay needs its amount (at most what the account owes) and date; an
 * action code must be an active one of the code tables and opens a follow-up
 * action; the follow-up date (or today plus the account's call frequency)
 * becomes the account's next call, which takes it off today's list. All of it
 * in one transaction, with its audit entries: the call and its action made, the account's next call moved.
 */
export async function logCall(scopedRows: ScopedDb, body: CallInput, today: string) {
  return scopedRows.transaction(async (rows) => {
    const account = await arAccountOf(rows, body.customer_account);
    const faults: FieldMessage[] = [];
    if (body.outcome === 'Promise to pay') {
      if (body.promised_amount === undefined || body.promised_amount <= 0) faults.push({ pointer: '/promised_amount', message: 'Required for a promise to pay' });
      if (body.promised_date === undefined) faults.push({ pointer: '/promised_date', message: 'Required for a promise to pay' });
    }
    if (body.promised_amount !== undefined && Math.round(body.promised_amount * 100) > (await owedCents(rows, account.customer_account))) {
      faults.push({ pointer: '/promised_amount', message: 'The promised amount is more than the account owes' });
    }
    let action: { description: string } | undefined;
    if (body.action_code !== undefined) {
      action = await rows.selectFrom('ar_code_tables').select('description')
        .where('table_name', '=', 'action_codes').where('code', '=', body.action_code.toUpperCase()).where('active', '=', true).executeTakeFirst();
      if (!action) faults.push({ pointer: '/action_code', message: 'Not an active action code' });
    }
    if (faults.length) throw validationError(faults);

    const caller = rows.caller;
    const nextCall = body.follow_up_date ?? addDays(today, account.call_frequency_days);
    const call = await rows
      .insertInto('collection_calls', {
        customer_account: account.customer_account,
        caller_id: caller.userId,
        caller: caller.username,
        contact: body.contact ?? null,
        phone: body.phone ?? null,
        reason: body.reason ?? null,
        outcome: body.outcome,
        action_code: body.action_code?.toUpperCase() ?? null,
        notes: body.notes,
        promised_amount: body.promised_amount ?? null,
        promised_date: body.promised_date ?? null,
        follow_up_date: body.follow_up_date ?? null,
        source: caller.type === 'SALES' ? 'sales' : 'collections',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(rows, 'collection_calls', 'id', null, call);
    await rows.updateTable('ar_accounts').set({ next_call_date: nextCall }).where('customer_account', '=', account.customer_account).execute();
    await recordRow(rows, 'ar_accounts', 'customer_account', account, await arAccountOf(rows, account.customer_account));
    if (action) {
      const made = await rows
        .insertInto('collection_actions', {
          customer_account: account.customer_account,
          call_id: call.id,
          action_code: body.action_code!.toUpperCase(),
          description: action.description,
          assigned_to: caller.username,
          due_date: nextCall,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordRow(rows, 'collection_actions', 'id', null, made);
    }
    return getRow(rows, collectionCalls, call.id);
  });
}
