import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import type { ScopedDb } from '../ScopedDb';
import { auditedWrite, type Target } from '../audit/auditedWrite';
import type { MenugroupsCreateBody } from '../../../shared/generated/types';

/** The request body as the catalogue types it (schemas/calls). */
export type GroupInput = MenugroupsCreateBody;

/** The top menus a group gives, in order (groupMenu). */
export async function groupMenus(db: Kysely<DB>, groupId: number) {
  const rows = await db
    .selectFrom('group_menus')
    .innerJoin('top_menus', 'top_menus.id', 'group_menus.top_menu_id')
    .select(['top_menus.id', 'top_menus.name', 'group_menus.seq'])
    .where('group_menus.group_id', '=', groupId)
    .orderBy('group_menus.seq')
    .orderBy('top_menus.id')
    .execute();
  return rows.map((r) => ({ TMMID: r.id, TMVNAM: r.name, sequence: r.seq }));
}

/** One menu group of the caller's company, or 404. */
export async function menuGroup(rows: ScopedDb, id: number) {
  const db = rows.db;
  const g = await rows.selectFrom('menu_groups').selectAll().where('id', '=', id).executeTakeFirst();
  if (!g) throw new AppError('NOT_FOUND');
  const users = await db.selectFrom('user_groups').select((eb) => eb.fn.countAll<string>().as('n')).where('group_id', '=', id).executeTakeFirst();
  const menus = await groupMenus(db, id);
  return {
    id: g.id,
    name: g.name,
    company: g.company,
    description: g.description ?? '',
    is_admin: g.is_admin,
    landingPage: g.landing_cmid,
    style: g.style,
    user_count: Number(users?.n ?? 0),
    menu_count: menus.length,
    menus: menus.map((m) => m.TMMID),
  };
}

/** Groups belong to the caller's company; the landing page and the top menus must exist. */
async function checkInput(rows: ScopedDb, body: GroupInput): Promise<void> {
  const db = rows.db;
  const faults: FieldMessage[] = [];
  if (body.company !== rows.scope.company) faults.push({ pointer: '/company', message: 'Invalid value' });
  if (!(await db.selectFrom('commands').select('cmid').where('cmid', '=', body.landingPage).executeTakeFirst()) && body.landingPage !== 'HOME') {
    faults.push({ pointer: '/landingPage', message: 'Invalid value' });
  }
  faults.push(...(await unknownMenus(db, body.menus ?? [], '/menus')));
  if (faults.length) throw validationError(faults);
}

export async function unknownMenus(db: Kysely<DB>, ids: number[], pointer: string, field = ''): Promise<FieldMessage[]> {
  if (!ids.length) return [];
  const known = new Set((await db.selectFrom('top_menus').select('id').where('id', 'in', ids).execute()).map((t) => t.id));
  const bad = ids.findIndex((id) => !known.has(id));
  return bad >= 0 ? [{ pointer: `${pointer}/${bad}${field}`, message: 'Invalid value' }] : [];
}

async function setMenus(db: Kysely<DB>, groupId: number, menus: { TMMID: number; sequence: number }[]): Promise<void> {
  await db.deleteFrom('group_menus').where('group_id', '=', groupId).execute();
  if (menus.length) await db.insertInto('group_menus').values(menus.map((m) => ({ group_id: groupId, top_menu_id: m.TMMID, seq: m.sequence }))).execute();
}

const columns = (body: GroupInput) => ({
  name: body.name,
  company: body.company,
  description: body.description ?? null,
  is_admin: body.is_admin,
  landing_cmid: body.landingPage,
  style: body.style ?? 'standard',
});

/** The audit log's record of a menu group: its row and the top menus it gives, in order. */
const AUDITED: Target = {
  entity: 'menu_groups',
  extra: async (rows, id) => ({ menus: (await groupMenus(rows.db, Number(id))).map((m) => ({ TMMID: m.TMMID, sequence: m.sequence })) }),
};

const inOrder = (ids: number[]) => ids.map((TMMID, i) => ({ TMMID, sequence: i + 1 }));

export async function addMenuGroup(rows: ScopedDb, body: GroupInput) {
  await checkInput(rows, body);
  const id = await auditedWrite(
    rows,
    AUDITED,
    async (trx) => {
      const { company: _company, ...values } = columns(body);
      const row = await trx.insertInto('menu_groups', values).returning('id').executeTakeFirstOrThrow();
      await setMenus(trx.db, row.id, inOrder(body.menus ?? []));
      return row.id;
    },
    (made) => made,
  );
  return menuGroup(rows, id);
}

export async function changeMenuGroup(rows: ScopedDb, id: number, body: GroupInput) {
  const current = await menuGroup(rows, id);
  await checkInput(rows, body);
  await auditedWrite(rows, { ...AUDITED, id: current.id }, async (trx) => {
    await trx.updateTable('menu_groups').set(columns(body)).where('id', '=', current.id).execute();
    if (body.menus) await setMenus(trx.db, current.id, inOrder(body.menus));
  });
  return menuGroup(rows, current.id);
}

/** A group still given to users is refused: they move first. */
export async function removeMenuGroup(rows: ScopedDb, id: number) {
  const current = await menuGroup(rows, id);
  if (current.user_count > 0) throw new AppError('GROUP_HAS_USERS');
  await auditedWrite(rows, { ...AUDITED, id: current.id }, (trx) => trx.deleteFrom('menu_groups').where('id', '=', current.id).execute());
  return { status: 0 };
}

/** Replaces the top menus a group gives, in order; each once. */
export async function setMenuGroupMenus(rows: ScopedDb, id: number, menus: { TMMID: number; sequence: number }[]) {
  const current = await menuGroup(rows, id);
  const faults = await unknownMenus(rows.db, menus.map((m) => m.TMMID), '/menus', '/TMMID');
  const twice = menus.findIndex((m, i) => menus.findIndex((o) => o.TMMID === m.TMMID) !== i);
  if (twice >= 0) faults.push({ pointer: `/menus/${twice}/TMMID`, message: 'Menu id must be unique' });
  if (faults.length) throw validationError(faults);
  // The group's menus are part of its record: the replaced list is one update of the group.
  await auditedWrite(rows, { ...AUDITED, id: current.id }, (trx) => setMenus(trx.db, current.id, menus));
  return groupMenus(rows.db, current.id);
}
