import { validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { getRow } from '../resourceRows';
import { callPriorities } from '../resources/collections';
import { arAccountOf } from './arAccount';
import { recordRow } from '../audit/recordRow';

export interface PriorityInput {
  priority: number;
  collector?: string | null;
  call_frequency_days?: number | null;
  reason?: string | null;
}

/**
 * Sets an account's call priority, collector and call frequency
 * (AR-CALL-PRIORITY-MGMT). The collector must be an active row of the
 * collectors table naming a user of the company; a change of priority is
 * logged (AR-CALL-PRIORITY-LOG) with who, when, before, after and why, and the
 * account's change is in the audit log with it.
 */
export async function setCallPriority(scopedRows: ScopedDb, account: string, body: PriorityInput) {
  return scopedRows.transaction(async (rows) => {
    const current = await arAccountOf(rows, account);
    let collectorId = current.collector_id;
    if (body.collector !== undefined && body.collector !== null) {
      const found = await rows
        .companyWide('users')
        .innerJoin('ar_code_tables', (j) => j.onRef('ar_code_tables.user_id', '=', 'users.username').onRef('ar_code_tables.company', '=', 'users.company'))
        .select('users.id')
        .where('ar_code_tables.table_name', '=', 'collectors')
        .where('ar_code_tables.active', '=', true)
        .where('users.username', '=', body.collector)
        .executeTakeFirst();
      if (!found) throw validationError([{ pointer: '/collector', message: 'Not a collector of the company' }]);
      collectorId = found.id;
    } else if (body.collector === null) {
      collectorId = null;
    }
    const reason = body.reason ?? null;
    await rows
      .updateTable('ar_accounts')
      .set({
        priority: body.priority,
        collector_id: collectorId,
        call_frequency_days: body.call_frequency_days ?? current.call_frequency_days,
        priority_reason: reason,
        priority_updated_by: rows.caller.username,
        priority_updated_at: new Date().toISOString(),
      })
      .where('customer_account', '=', account)
      .execute();
    await recordRow(rows, 'ar_accounts', 'customer_account', current, await arAccountOf(rows, account));
    if (body.priority !== current.priority) {
      await rows
        .insertInto('call_priority_log', {
          customer_account: account,
          changed_by: rows.caller.username,
          old_priority: current.priority,
          new_priority: body.priority,
          reason,
        })
        .execute();
    }
    return getRow(rows, callPriorities, account);
  });
}
