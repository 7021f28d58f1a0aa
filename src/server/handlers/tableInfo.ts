import { sql } from 'kysely';
import type { Handler } from './Handler';
import { signedIn } from './Handler';

interface PrefColumn {
  name: string;
  index: number;
  visible: 'Y' | 'N';
}

/** Columns in their saved order: by index, then as sent. */
function ordered(table: PrefColumn[]): PrefColumn[] {
  return table.map((c, i) => ({ c, i })).sort((a, b) => a.c.index - b.c.index || a.i - b.i).map(({ c }) => c);
}

/** The caller's preferences for one grid (data source path + screen), or empty ones: the grid uses its defaults. */
const get: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const row = await ctx.db
    .selectFrom('user_table_prefs')
    .select(['table_pref', 'record_pref', 'sep_pref'])
    .where('user_id', '=', caller.userId)
    .where('api', '=', ctx.query.api)
    .where('cmid', '=', ctx.query.cmid)
    .executeTakeFirst();
  if (!row) return { table: [], record: null, sep: null };
  return { table: ordered(row.table_pref as PrefColumn[]), record: row.record_pref, sep: row.sep_pref };
};

/** Saves (replaces) the caller's preferences for one grid; the answer's first entry says Success. */
const save: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const { api, cmid, record_pref, sep_pref } = ctx.body;
  const table = JSON.stringify(ordered(ctx.body.table_pref));
  await ctx.db
    .insertInto('user_table_prefs')
    .values({ user_id: caller.userId, api, cmid, table_pref: table, record_pref, sep_pref })
    .onConflict((oc) => oc.columns(['user_id', 'api', 'cmid']).doUpdateSet({ table_pref: table, record_pref, sep_pref, updated_at: sql<string>`now()` }))
    .execute();
  return [{ status: 'Success', detail: 'Preferences saved' }];
};

/** Drops the caller's preferences for one grid: 204, whether there were any or not. */
const reset: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  await ctx.db.deleteFrom('user_table_prefs').where('user_id', '=', caller.userId).where('api', '=', ctx.query.api).where('cmid', '=', ctx.query.cmid).execute();
  return ctx.reply.code(204).send();
};

export const tableInfoHandlers: Record<string, Handler> = {
  'users.get_table_info': get,
  'users.save_table_info': save,
  'users.reset_table_info': reset,
};
