import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { auditedWrite, type Target } from '../audit/auditedWrite';
import { sideMenus, topMenu, topMenuDetail, topMenus } from './menuTree';
import type { MenusCreateBody } from '../../../shared/generated/types';

/** The request body as the catalogue types it (schemas/calls). */
export type TopMenuInput = MenusCreateBody;

/** What the schema cannot say: a link menu needs its target, a help text must exist. */
async function checkInput(db: Kysely<DB>, body: TopMenuInput): Promise<void> {
  const faults = [];
  if (body.TMMTYP === 'L' && !body.TMHOOK?.trim()) faults.push({ pointer: '/TMHOOK', message: 'Field is required' });
  if (body.MHMID && !(await db.selectFrom('menu_help').select('id').where('id', '=', body.MHMID).executeTakeFirst())) {
    faults.push({ pointer: '/MHMID', message: 'Invalid value' });
  }
  if (faults.length) throw validationError(faults);
}

const columns = (body: TopMenuInput) => ({
  name: body.TMVNAM,
  type: body.TMMTYP,
  hook: body.TMHOOK?.trim() || null,
  seq: body.sequence,
  doclib: body.DOCLIB ?? 'N',
  exdoclib: body.EXDOCLIB ?? 'N',
  doclib_type: body.DOCLIB_TYPE ?? null,
  help_id: body.MHMID ?? null,
});

/** Copies side menus (with their items) under a top menu, after its own. */
async function copySideMenus(db: Kysely<DB>, targetId: number, sourceSideIds: number[]): Promise<void> {
  const last = await db.selectFrom('side_menus').select(db.fn.max('seq').as('seq')).where('top_menu_id', '=', targetId).executeTakeFirst();
  let seq = Number(last?.seq ?? 0);
  for (const sourceId of sourceSideIds) {
    const source = await db.selectFrom('side_menus').selectAll().where('id', '=', sourceId).executeTakeFirstOrThrow();
    const copy = await db.insertInto('side_menus').values({ top_menu_id: targetId, name: source.name, seq: ++seq }).returning('id').executeTakeFirstOrThrow();
    const items = await db.selectFrom('side_menu_items').selectAll().where('side_menu_id', '=', sourceId).orderBy('seq').orderBy('id').execute();
    if (items.length) {
      await db
        .insertInto('side_menu_items')
        .values(items.map((i) => ({ side_menu_id: copy.id, seq: i.seq, cmid: i.cmid, title: i.title, hidden: i.hidden })))
        .execute();
    }
  }
}

/**
 * The audit log's record of a top menu: its row, the groups giving it and its side menus with
 * their items' commands (a copy or an append changes the tree: one entry for the top menu).
 */
const AUDITED: Target = {
  entity: 'top_menus',
  extra: async (rows, id) => {
    const groups = await rows.db.selectFrom('group_menus').select('group_id').where('top_menu_id', '=', Number(id)).orderBy('group_id').execute();
    const sides = await sideMenus(rows.db, [Number(id)]);
    return { groups: groups.map((g) => g.group_id), sidemenus: sides.map((s) => ({ name: s.name, sequence: s.sequence, items: s.items.map((i) => i.CMCID) })) };
  },
};

export async function addTopMenu(rows: ScopedDb, body: TopMenuInput) {
  await checkInput(rows.db, body);
  const id = await auditedWrite(rows, AUDITED, async (trx) => (await trx.db.insertInto('top_menus').values(columns(body)).returning('id').executeTakeFirstOrThrow()).id, (made) => made);
  return topMenu(rows.db, id);
}

export async function changeTopMenu(rows: ScopedDb, id: number, body: TopMenuInput) {
  await topMenu(rows.db, id);
  await checkInput(rows.db, body);
  await auditedWrite(rows, { ...AUDITED, id }, (trx) => trx.db.updateTable('top_menus').set(columns(body)).where('id', '=', id).execute());
  return topMenu(rows.db, id);
}

/** A top menu with side menus is refused (children first); its links to menu groups go with it (group_menus cascades). */
export async function removeTopMenu(rows: ScopedDb, id: number) {
  const top = await topMenu(rows.db, id);
  if (top.sidemenu_count > 0) throw new AppError('MENU_CHILDREN_FIRST');
  await auditedWrite(rows, { ...AUDITED, id: top.TMMID }, (trx) => trx.db.deleteFrom('top_menus').where('id', '=', top.TMMID).execute());
  return { status: 0 };
}

/** A copy of a top menu with its side menus and items, under a new name, given to menu groups of the caller's company. */
export async function copyTopMenu(rows: ScopedDb, id: number, name: string, groupIds: number[]) {
  const source = await topMenu(rows.db, id);
  const known = groupIds.length ? new Set((await rows.selectFrom('menu_groups').select('id').where('id', 'in', groupIds).execute()).map((g) => g.id)) : new Set<number>();
  const bad = groupIds.findIndex((g) => !known.has(g));
  if (bad >= 0) throw validationError([{ pointer: `/menugroup_ids/${bad}`, message: 'Invalid value' }]);
  const copy = await auditedWrite(rows, AUDITED, async ({ db: trx }) => {
    const { TMMID: _id, sidemenu_count: _s, menugroup_count: _m, ...fields } = source;
    const row = await trx.insertInto('top_menus').values(columns({ ...fields, TMVNAM: name })).returning('id').executeTakeFirstOrThrow();
    const sides = await trx.selectFrom('side_menus').select('id').where('top_menu_id', '=', source.TMMID).orderBy('seq').orderBy('id').execute();
    await copySideMenus(trx, row.id, sides.map((s) => s.id));
    for (const groupId of groupIds) {
      const last = await trx.selectFrom('group_menus').select(trx.fn.max('seq').as('seq')).where('group_id', '=', groupId).executeTakeFirst();
      await trx.insertInto('group_menus').values({ group_id: groupId, top_menu_id: row.id, seq: Number(last?.seq ?? 0) + 1 }).execute();
    }
    return row.id;
  }, (made) => made);
  return topMenuDetail(rows.db, copy);
}

/** Whether a top menu exists (the copy form names it in a field). */
export async function topMenuExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (await topMenus(db, [id])).length > 0;
}

/** Copies side menus (with their items) after a top menu's own. */
export async function appendSideMenus(rows: ScopedDb, id: number, wanted: number[]) {
  const db = rows.db;
  await topMenu(db, id);
  const known = new Set((await db.selectFrom('side_menus').select('id').where('id', 'in', wanted).execute()).map((s) => s.id));
  const bad = wanted.findIndex((s) => !known.has(s));
  if (bad >= 0) throw validationError([{ pointer: `/sidemenu_ids/${bad}`, message: 'Invalid value' }]);
  await auditedWrite(rows, { ...AUDITED, id }, (trx) => copySideMenus(trx.db, id, wanted));
  return topMenuDetail(db, id);
}

/** Every top menu with its side menus and their items. */
export async function allMenus(db: Kysely<DB>) {
  const tops = await topMenus(db);
  const sides = await sideMenus(db, tops.map((t) => t.TMMID));
  return tops.map((t) => ({ ...t, sidemenus: sides.filter((s) => s.TMMID === t.TMMID) }));
}
