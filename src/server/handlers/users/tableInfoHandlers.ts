import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { oneOf } from '../../data/oneOf';
import { ordered, resetTablePrefs, saveTablePrefs, tablePrefs, type PrefColumn } from '../../data/users/tablePrefs';

const SEPARATORS = ['none', 'horizontal', 'vertical', 'cell'] as const;

/** The caller's grid preferences, per data source path and screen. */
export const tableInfoHandlers: FamilyHandlers<'users'> = {
  /** Empty preferences when none are saved: the grid uses its defaults. */
  'users.get_table_info': async (ctx) => {
    const row = await tablePrefs(scoped(ctx), ctx.query.api, ctx.query.cmid);
    if (!row) return { table: [], record: null, sep: null };
    return { table: ordered(row.table_pref as PrefColumn[]), record: row.record_pref, sep: oneOf(row.sep_pref, SEPARATORS) };
  },
  /** The answer's first entry says Success. */
  'users.save_table_info': async (ctx) => {
    await saveTablePrefs(scoped(ctx), ctx.body.api, ctx.body.cmid, ctx.body);
    return [{ status: 'Success', detail: 'Preferences saved' }];
  },
  /** 204, whether there were any or not. */
  'users.reset_table_info': async (ctx) => {
    await resetTablePrefs(scoped(ctx), ctx.query.api, ctx.query.cmid);
    return ctx.reply.code(204).send();
  },
};
