import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { getRow } from '../resourceRows';
import { arCodeTables } from '../resources/collections';
import { recordRow } from '../audit/recordRow';

export interface CodeRowInput {
  code: string;
  description: string;
  value?: string | null;
  user_id?: string | null;
  sequence?: number;
  active: boolean;
}

/**
 * Edits one row of a collections code table (AR-MANAGE-TABLES): the row must
 * be the company's and of that table; a code stays unique in its table; a
 * collector names a user of the company. The row's before and after go to the audit log with the change.
 */
export async function saveCodeRow(scopedRows: ScopedDb, table: string, id: number, body: CodeRowInput) {
  return scopedRows.transaction(async (rows) => {
    const current = await rows.selectFrom('ar_code_tables').selectAll().where('id', '=', id).where('table_name', '=', table).executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND');
    const code = body.code.toUpperCase();
    const clash = await rows.selectFrom('ar_code_tables').select('id').where('table_name', '=', table).where('code', '=', code).where('id', '<>', id).executeTakeFirst();
    if (clash) throw new AppError('AR_CODE_EXISTS');
    const userId = body.user_id ?? null;
    if (table === 'collectors') {
      const user = userId === null ? undefined : await rows.companyWide('users').select('id').where('username', '=', userId).executeTakeFirst();
      if (!user) throw validationError([{ pointer: '/user_id', message: 'Not a user of the company' }]);
    }
    const update = { code, description: body.description, value: body.value ?? null, user_id: userId, active: body.active, ...(body.sequence === undefined ? {} : { sequence: body.sequence }) };
    await rows.updateTable('ar_code_tables').set(update).where('id', '=', id).execute();
    await recordRow(rows, 'ar_code_tables', 'id', current, await rows.selectFrom('ar_code_tables').selectAll().where('id', '=', id).executeTakeFirst());
    return getRow(rows, arCodeTables, id);
  });
}
