import { scoped } from './Handler';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { Caller } from '../auth/Caller';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ScopedDb } from '../data/ScopedDb';
import { assertAdmin } from '../data/guards';

/**
 * The caller's rows for menu administration, which decides every user's
 * rights across customers: beyond the menu ids of the catalogue (which a screen
 * dropped on a customer's menu could extend to its holders), ADMIN users only.
 */
export function adminRows(ctx: { call: CallEntry; caller: Caller | null; db: Kysely<DB> }): ScopedDb {
  const rows = scoped(ctx);
  assertAdmin(rows.caller);
  return rows;
}
