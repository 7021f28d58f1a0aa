import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { auditedWrite } from '../audit/auditedWrite';
import { menuItems, sideMenu, sideMenus, topMenu } from './menuTree';
import type { MenusItemCreateBody } from '../../../shared/generated/types';

/** The request body as the catalogue types it (schemas/calls). */
export type ItemInput = MenusItemCreateBody;

/** A side menu's id under its top menu (the nested paths), or 404. */
export async function sideMenuOf(db: Kysely<DB>, topId: number, sideId: number): Promise<number> {
  const row = await db.selectFrom('side_menus').select('id').where('id', '=', sideId).where('top_menu_id', '=', topId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}

/** The audit log's records: a side menu's row, an item's row. */
const SIDE = { entity: 'side_menus' };
const ITEM = { entity: 'side_menu_items' };
const madeId = (made: { id: number }) => made.id;

export async function addSideMenu(rows: ScopedDb, topId: number, body: { name: string; sequence: number }) {
  const row = await auditedWrite(rows, SIDE, (trx) => trx.db.insertInto('side_menus').values({ top_menu_id: topId, name: body.name, seq: body.sequence }).returning('id').executeTakeFirstOrThrow(), madeId);
  return sideMenu(rows.db, topId, row.id);
}

/** The command must exist, and a side menu holds a command once ('Menu id must be unique'). */
async function checkItem(db: Kysely<DB>, sideId: number, body: ItemInput, itemId?: number): Promise<void> {
  const command = await db.selectFrom('commands').select('cmid').where('cmid', '=', body.CMCID).executeTakeFirst();
  if (!command) throw validationError([{ pointer: '/CMCID', message: 'Invalid value' }]);
  let q = db.selectFrom('side_menu_items').select('id').where('side_menu_id', '=', sideId).where('cmid', '=', body.CMCID);
  if (itemId !== undefined) q = q.where('id', '<>', itemId);
  if (await q.executeTakeFirst()) throw validationError([{ pointer: '/CMCID', message: 'Menu id must be unique' }]);
}

export async function menuItem(db: Kysely<DB>, sideId: number, itemId: number) {
  const found = (await menuItems(db, [sideId])).find((i) => i.TSCID === itemId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export async function addItem(rows: ScopedDb, sideId: number, body: ItemInput) {
  await checkItem(rows.db, sideId, body);
  const row = await auditedWrite(
    rows,
    ITEM,
    (trx) =>
      trx.db
        .insertInto('side_menu_items')
        .values({ side_menu_id: sideId, cmid: body.CMCID, title: body.CMTITLE, seq: body.sequence, hidden: body.CMHID === 'Y' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    madeId,
  );
  return menuItem(rows.db, sideId, row.id);
}

/** The side menus of a top menu, each with its items. */
export async function sideMenusOf(db: Kysely<DB>, topId: number) {
  await topMenu(db, topId);
  return sideMenus(db, [topId]);
}

/** A side menu under the top menu the form names in its body (a select), not in the path. */
export async function addSideMenuTo(rows: ScopedDb, body: { TMMID: number; name: string; sequence: number }) {
  const top = await rows.db.selectFrom('top_menus').select('id').where('id', '=', body.TMMID).executeTakeFirst();
  if (!top) throw validationError([{ pointer: '/TMMID', message: 'Invalid value' }]);
  return addSideMenu(rows, top.id, body);
}

export async function changeSideMenu(rows: ScopedDb, topId: number, sideId: number, body: { name: string; sequence: number }) {
  const id = await sideMenuOf(rows.db, topId, sideId);
  await auditedWrite(rows, { ...SIDE, id }, (trx) => trx.db.updateTable('side_menus').set({ name: body.name, seq: body.sequence }).where('id', '=', id).execute());
  return sideMenu(rows.db, topId, id);
}

/** A side menu with items is refused: its items go first. */
export async function removeSideMenu(rows: ScopedDb, topId: number, sideId: number) {
  const id = await sideMenuOf(rows.db, topId, sideId);
  if (await rows.db.selectFrom('side_menu_items').select('id').where('side_menu_id', '=', id).executeTakeFirst()) throw new AppError('MENU_CHILDREN_FIRST');
  await auditedWrite(rows, { ...SIDE, id }, (trx) => trx.db.deleteFrom('side_menus').where('id', '=', id).execute());
  return { status: 0 };
}

/** An item under the side menu the form names in its body. */
export async function addItemTo(rows: ScopedDb, body: ItemInput & { sidemenu_id: number }) {
  const side = await rows.db.selectFrom('side_menus').select('id').where('id', '=', body.sidemenu_id).executeTakeFirst();
  if (!side) throw validationError([{ pointer: '/sidemenu_id', message: 'Invalid value' }]);
  return addItem(rows, side.id, body);
}

export async function changeItem(rows: ScopedDb, sideId: number, itemId: number, body: ItemInput) {
  const current = await menuItem(rows.db, sideId, itemId);
  await checkItem(rows.db, sideId, body, current.TSCID);
  await auditedWrite(rows, { ...ITEM, id: current.TSCID }, (trx) =>
    trx.db
      .updateTable('side_menu_items')
      .set({ cmid: body.CMCID, title: body.CMTITLE, seq: body.sequence, hidden: (body.CMHID ?? current.CMHID) === 'Y' })
      .where('id', '=', current.TSCID)
      .execute(),
  );
  return menuItem(rows.db, sideId, current.TSCID);
}

export async function removeItem(rows: ScopedDb, sideId: number, itemId: number) {
  const current = await menuItem(rows.db, sideId, itemId);
  await auditedWrite(rows, { ...ITEM, id: current.TSCID }, (trx) => trx.db.deleteFrom('side_menu_items').where('id', '=', current.TSCID).execute());
  return { status: 0 };
}
