import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../auth/Caller';
import type { Handler } from '../Handler';
import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { adminCaller } from './adminOnly';

/**
 * One top menu given by one menu group (GR-MENUS): the generic form edits
 * links one at a time, where menugroups.set_menus replaces the whole list.
 */
async function link(db: Kysely<DB>, caller: Caller, groupId: number, topMenuId: number) {
  const row = await db
    .selectFrom('group_menus')
    .innerJoin('menu_groups', 'menu_groups.id', 'group_menus.group_id')
    .innerJoin('top_menus', 'top_menus.id', 'group_menus.top_menu_id')
    .select(['group_menus.group_id', 'menu_groups.name as group_name', 'top_menus.id', 'top_menus.name', 'group_menus.seq'])
    .where('group_menus.group_id', '=', groupId)
    .where('group_menus.top_menu_id', '=', topMenuId)
    .where('menu_groups.company', '=', caller.company)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { group_id: row.group_id, group_name: row.group_name, TMMID: row.id, TMVNAM: row.name, sequence: row.seq };
}

const add: Handler = async (ctx) => {
  const caller = adminCaller(ctx);
  const body: { group_id: number; TMMID: number; sequence: number } = ctx.body;
  const faults: FieldMessage[] = [];
  const group = await ctx.db.selectFrom('menu_groups').select('id').where('id', '=', body.group_id).where('company', '=', caller.company).executeTakeFirst();
  if (!group) faults.push({ pointer: '/group_id', message: 'Invalid value' });
  const top = await ctx.db.selectFrom('top_menus').select('id').where('id', '=', body.TMMID).executeTakeFirst();
  if (!top) faults.push({ pointer: '/TMMID', message: 'Invalid value' });
  else if (group && (await ctx.db.selectFrom('group_menus').select('seq').where('group_id', '=', group.id).where('top_menu_id', '=', top.id).executeTakeFirst())) {
    faults.push({ pointer: '/TMMID', message: 'Menu id must be unique' });
  }
  if (faults.length) throw validationError(faults);
  await ctx.db.insertInto('group_menus').values({ group_id: body.group_id, top_menu_id: body.TMMID, seq: body.sequence }).execute();
  return link(ctx.db, caller, body.group_id, body.TMMID);
};

const update: Handler = async (ctx) => {
  const caller = adminCaller(ctx);
  const current = await link(ctx.db, caller, ctx.params.id, ctx.params.tmmid);
  await ctx.db.updateTable('group_menus').set({ seq: ctx.body.sequence }).where('group_id', '=', current.group_id).where('top_menu_id', '=', current.TMMID).execute();
  return link(ctx.db, caller, current.group_id, current.TMMID);
};

const remove: Handler = async (ctx) => {
  const caller = adminCaller(ctx);
  const current = await link(ctx.db, caller, ctx.params.id, ctx.params.tmmid);
  await ctx.db.deleteFrom('group_menus').where('group_id', '=', current.group_id).where('top_menu_id', '=', current.TMMID).execute();
  return { status: 0 };
};

export const groupMenuHandlers: Record<string, Handler> = {
  'menugroups.menu_link_add': add,
  'menugroups.menu_link_get': async (ctx) => link(ctx.db, adminCaller(ctx), ctx.params.id, ctx.params.tmmid),
  'menugroups.menu_link_update': update,
  'menugroups.menu_link_delete': remove,
};
