import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import type { ScopedDb } from '../ScopedDb';
import { auditedWrite } from '../audit/auditedWrite';

/** The audit log's record of a link: the group_menus row, keyed by group and top menu ("group/menu"). */
const AUDITED = { entity: 'group_menus', column: ['group_id', 'top_menu_id'] };

/**
 * One top menu given by one menu group (GR-MENUS): the generic form edits
 * links one at a time, where menugroups.set_menus replaces the whole list.
 */
export async function menuLink(rows: ScopedDb, groupId: number, topMenuId: number) {
  const row = await rows
    .selectFrom('menu_groups')
    .innerJoin('group_menus', 'menu_groups.id', 'group_menus.group_id')
    .innerJoin('top_menus', 'top_menus.id', 'group_menus.top_menu_id')
    .select(['group_menus.group_id', 'menu_groups.name as group_name', 'top_menus.id', 'top_menus.name', 'group_menus.seq'])
    .where('group_menus.group_id', '=', groupId)
    .where('group_menus.top_menu_id', '=', topMenuId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { group_id: row.group_id, group_name: row.group_name, TMMID: row.id, TMVNAM: row.name, sequence: row.seq };
}

/** Gives a group of the caller's company one more top menu, once. */
export async function addMenuLink(rows: ScopedDb, body: { group_id: number; TMMID: number; sequence: number }) {
  const faults: FieldMessage[] = [];
  const group = await rows.selectFrom('menu_groups').select('id').where('id', '=', body.group_id).executeTakeFirst();
  if (!group) faults.push({ pointer: '/group_id', message: 'Invalid value' });
  const top = await rows.db.selectFrom('top_menus').select('id').where('id', '=', body.TMMID).executeTakeFirst();
  if (!top) faults.push({ pointer: '/TMMID', message: 'Invalid value' });
  else if (group && (await rows.db.selectFrom('group_menus').select('seq').where('group_id', '=', group.id).where('top_menu_id', '=', top.id).executeTakeFirst())) {
    faults.push({ pointer: '/TMMID', message: 'Menu id must be unique' });
  }
  if (faults.length) throw validationError(faults);
  await auditedWrite(rows, { ...AUDITED, id: [body.group_id, body.TMMID] }, (trx) => trx.db.insertInto('group_menus').values({ group_id: body.group_id, top_menu_id: body.TMMID, seq: body.sequence }).execute());
  return menuLink(rows, body.group_id, body.TMMID);
}

export async function changeMenuLink(rows: ScopedDb, groupId: number, topMenuId: number, sequence: number) {
  const current = await menuLink(rows, groupId, topMenuId);
  await auditedWrite(rows, { ...AUDITED, id: [current.group_id, current.TMMID] }, (trx) => trx.db.updateTable('group_menus').set({ seq: sequence }).where('group_id', '=', current.group_id).where('top_menu_id', '=', current.TMMID).execute());
  return menuLink(rows, current.group_id, current.TMMID);
}

export async function removeMenuLink(rows: ScopedDb, groupId: number, topMenuId: number) {
  const current = await menuLink(rows, groupId, topMenuId);
  await auditedWrite(rows, { ...AUDITED, id: [current.group_id, current.TMMID] }, (trx) => trx.db.deleteFrom('group_menus').where('group_id', '=', current.group_id).where('top_menu_id', '=', current.TMMID).execute());
  return { status: 0 };
}
