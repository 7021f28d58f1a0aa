import { sql } from 'kysely';
import type { ScopedDb } from '../ScopedDb';
import { atomically, recordChange } from '../audit/auditLog';
import type { Row } from '../Resource';
import type { UsersSaveTableInfoBody, UsersTablePrefColumn } from '../../../shared/generated/types';

/** One column of a grid's saved preferences, and what a save sends (the catalogue's types). */
export type PrefColumn = UsersTablePrefColumn;
export type TablePrefs = Pick<UsersSaveTableInfoBody, 'table_pref' | 'record_pref' | 'sep_pref'>;

/** Columns in their saved order: by index, then as sent. */
export function ordered(table: PrefColumn[]): PrefColumn[] {
  return table.map((c, i) => ({ c, i })).sort((a, b) => a.c.index - b.c.index || a.i - b.i).map(({ c }) => c);
}

/** The caller's preferences for one grid (data source path + screen), or undefined. */
export async function tablePrefs(rows: ScopedDb, api: string, cmid: string) {
  return rows.selectFrom('user_table_prefs').select(['table_pref', 'record_pref', 'sep_pref']).where('api', '=', api).where('cmid', '=', cmid).executeTakeFirst();
}

/** Saves (replaces) the caller's preferences for one grid. */
export async function saveTablePrefs(rows: ScopedDb, api: string, cmid: string, prefs: TablePrefs): Promise<void> {
  const table = JSON.stringify(ordered(prefs.table_pref));
  const { record_pref, sep_pref } = prefs;
  // Audited in the save's transaction: the grid's preferences before and after (the entity id names grid and screen).
  await atomically(rows, async (trx) => {
    const before = await tablePrefs(trx, api, cmid);
    const after = await trx
      .insertInto('user_table_prefs', { api, cmid, table_pref: table, record_pref, sep_pref })
      .onConflict((oc) => oc.columns(['user_id', 'api', 'cmid']).doUpdateSet({ table_pref: table, record_pref, sep_pref, updated_at: sql<string>`now()` }))
      .returning(['table_pref', 'record_pref', 'sep_pref'])
      .executeTakeFirstOrThrow();
    await recordChange(trx, { action: before ? 'update' : 'create', entity: 'user_table_prefs', entityId: `${api} ${cmid}`, before: (before ?? null) as Row | null, after: after as Row });
  });
}

/** Drops the caller's preferences for one grid. */
export async function resetTablePrefs(rows: ScopedDb, api: string, cmid: string): Promise<void> {
  await atomically(rows, async (trx) => {
    const before = await tablePrefs(trx, api, cmid);
    if (!before) return; // nothing saved, nothing changed
    await trx.deleteFrom('user_table_prefs').where('api', '=', api).where('cmid', '=', cmid).execute();
    await recordChange(trx, { action: 'delete', entity: 'user_table_prefs', entityId: `${api} ${cmid}`, before: before as Row, after: null });
  });
}
