import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Handler } from '../Handler';
import { AppError, validationError } from '../../errors';
import { adminCaller } from './adminOnly';
import { menuItems, sideMenu, sideMenus, topMenu } from './menuTree';

interface ItemInput {
  CMCID: string;
  CMTITLE: string;
  sequence: number;
  CMHID?: 'Y' | 'N';
}

/** A side menu's id under its top menu (the nested paths), or 404. */
async function sideMenuOf(db: Kysely<DB>, topId: number, sideId: number): Promise<number> {
  const row = await db.selectFrom('side_menus').select('id').where('id', '=', sideId).where('top_menu_id', '=', topId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}

async function addSideMenu(db: Kysely<DB>, topId: number, body: { name: string; sequence: number }) {
  const row = await db.insertInto('side_menus').values({ top_menu_id: topId, name: body.name, seq: body.sequence }).returning('id').executeTakeFirstOrThrow();
  return sideMenu(db, topId, row.id);
}

/** The command must exist, and a side menu holds a command once ('Menu id must be unique'). */
async function checkItem(db: Kysely<DB>, sideId: number, body: ItemInput, itemId?: number): Promise<void> {
  const command = await db.selectFrom('commands').select('cmid').where('cmid', '=', body.CMCID).executeTakeFirst();
  if (!command) throw validationError([{ pointer: '/CMCID', message: 'Invalid value' }]);
  let q = db.selectFrom('side_menu_items').select('id').where('side_menu_id', '=', sideId).where('cmid', '=', body.CMCID);
  if (itemId !== undefined) q = q.where('id', '<>', itemId);
  if (await q.executeTakeFirst()) throw validationError([{ pointer: '/CMCID', message: 'Menu id must be unique' }]);
}

async function item(db: Kysely<DB>, sideId: number, itemId: number) {
  const found = (await menuItems(db, [sideId])).find((i) => i.TSCID === itemId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

async function addItem(db: Kysely<DB>, sideId: number, body: ItemInput) {
  await checkItem(db, sideId, body);
  const row = await db
    .insertInto('side_menu_items')
    .values({ side_menu_id: sideId, cmid: body.CMCID, title: body.CMTITLE, seq: body.sequence, hidden: body.CMHID === 'Y' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return item(db, sideId, row.id);
}

export const sideMenuHandlers: Record<string, Handler> = {
  'menus.sidemenus': async (ctx) => {
    adminCaller(ctx);
    await topMenu(ctx.db, ctx.params.id);
    return sideMenus(ctx.db, [ctx.params.id]);
  },
  'menus.sidemenu_get': async (ctx) => (adminCaller(ctx), sideMenu(ctx.db, ctx.params.id, ctx.params.sidemenu_id)),
  'menus.sidemenu_create': async (ctx) => {
    adminCaller(ctx);
    await topMenu(ctx.db, ctx.params.id);
    return addSideMenu(ctx.db, ctx.params.id, ctx.body);
  },
  // The form's add intent names the top menu in the body (a select), not in the path.
  'menus.sidemenu_add': async (ctx) => {
    adminCaller(ctx);
    const top = await ctx.db.selectFrom('top_menus').select('id').where('id', '=', ctx.body.TMMID).executeTakeFirst();
    if (!top) throw validationError([{ pointer: '/TMMID', message: 'Invalid value' }]);
    return addSideMenu(ctx.db, top.id, ctx.body);
  },
  'menus.sidemenu_update': async (ctx) => {
    adminCaller(ctx);
    const id = await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id);
    await ctx.db.updateTable('side_menus').set({ name: ctx.body.name, seq: ctx.body.sequence }).where('id', '=', id).execute();
    return sideMenu(ctx.db, ctx.params.id, id);
  },
  'menus.sidemenu_delete': async (ctx) => {
    adminCaller(ctx);
    const id = await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id);
    if (await ctx.db.selectFrom('side_menu_items').select('id').where('side_menu_id', '=', id).executeTakeFirst()) throw new AppError('MENU_CHILDREN_FIRST');
    await ctx.db.deleteFrom('side_menus').where('id', '=', id).execute();
    return { status: 0 };
  },
  'menus.item_get': async (ctx) => {
    adminCaller(ctx);
    return item(ctx.db, await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id), ctx.params.item_id);
  },
  'menus.item_create': async (ctx) => {
    adminCaller(ctx);
    return addItem(ctx.db, await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id), ctx.body);
  },
  'menus.item_add': async (ctx) => {
    adminCaller(ctx);
    const side = await ctx.db.selectFrom('side_menus').select('id').where('id', '=', ctx.body.sidemenu_id).executeTakeFirst();
    if (!side) throw validationError([{ pointer: '/sidemenu_id', message: 'Invalid value' }]);
    return addItem(ctx.db, side.id, ctx.body);
  },
  'menus.item_update': async (ctx) => {
    adminCaller(ctx);
    const sideId = await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id);
    const current = await item(ctx.db, sideId, ctx.params.item_id);
    await checkItem(ctx.db, sideId, ctx.body, current.TSCID);
    await ctx.db
      .updateTable('side_menu_items')
      .set({ cmid: ctx.body.CMCID, title: ctx.body.CMTITLE, seq: ctx.body.sequence, hidden: (ctx.body.CMHID ?? current.CMHID) === 'Y' })
      .where('id', '=', current.TSCID)
      .execute();
    return item(ctx.db, sideId, current.TSCID);
  },
  'menus.item_delete': async (ctx) => {
    adminCaller(ctx);
    const sideId = await sideMenuOf(ctx.db, ctx.params.id, ctx.params.sidemenu_id);
    const current = await item(ctx.db, sideId, ctx.params.item_id);
    await ctx.db.deleteFrom('side_menu_items').where('id', '=', current.TSCID).execute();
    return { status: 0 };
  },
};
