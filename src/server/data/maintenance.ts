import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The maintenance window in force now, if any. */
export function activeWindow(db: Kysely<DB>) {
  return db
    .selectFrom('maintenance_windows')
    .select(['message', 'ends_at'])
    .where('starts_at', '<=', sql<Date>`now()`)
    .where('ends_at', '>', sql<Date>`now()`)
    .orderBy('ends_at', 'desc')
    .executeTakeFirst();
}

/** The windows not over yet, soonest first. */
export function comingWindows(db: Kysely<DB>) {
  return db.selectFrom('maintenance_windows').selectAll().where('ends_at', '>', sql<Date>`now()`).orderBy('starts_at').execute();
}
