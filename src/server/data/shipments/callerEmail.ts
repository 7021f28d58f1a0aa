import { sql } from 'kysely';
import type { ScopedDb } from '../ScopedDb';

/** The signed-in user's own email address (where a requested document is mailed). */
export async function callerEmail(scoped: ScopedDb): Promise<string> {
  const row = await scoped.companyWide('users').select('email').where(sql.ref('id'), '=', scoped.scope.userId).executeTakeFirstOrThrow();
  return row.email;
}
