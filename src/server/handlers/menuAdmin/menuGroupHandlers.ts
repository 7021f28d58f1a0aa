import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../auth/Caller';
import type { Handler } from '../Handler';
import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { adminCaller } from './adminOnly';

interface GroupInput {
  name: string;
  company: string;
  description?: string;
  is_admin: boolean;
  landingPage: string;
  style?: string;
  menus?: number[];
}

/** The top menus a group gives, in order (groupMenu). */
async function groupMenus(db: Kysely<DB>, groupId: number) {
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
async function group(db: Kysely<DB>, caller: Caller, id: number) {
  const g = await db.selectFrom('menu_groups').selectAll().where('id', '=', id).where('company', '=', caller.company).executeTakeFirst();
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
async function checkInput(db: Kysely<DB>, caller: Caller, body: GroupInput): Promise<void> {
  const faults: FieldMessage[] = [];
  if (body.company !== caller.company) faults.push({ pointer: '/company', message: 'Invalid value' });
  if (!(await db.selectFrom('commands').select('cmid').where('cmid', '=', body.landingPage).executeTakeFirst()) && body.landingPage !== 'HOME') {
    faults.push({ pointer: '/landingPage', message: 'Invalid value' });
  }
  faults.push(...(await unknownMenus(db, body.menus ?? [], '/menus')));
  if (faults.length) throw validationError(faults);
}

async function unknownMenus(db: Kysely<DB>, ids: number[], pointer: string, field = ''): Promise<FieldMessage[]> {
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

const inOrder = (ids: number[]) => ids.map((TMMID, i) => ({ TMMID, sequence: i + 1 }));

const create: Handler = async (ctx) => {
  const caller = adminCaller(ctx);
  await checkInput(ctx.db, caller, ctx.body);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('menu_groups').values(columns(ctx.body)).returning('id').executeTakeFirstOrThrow();
    await setMenus(trx, row.id, inOrder(ctx.body.menus ?? []));
    return row.id;
  });
  return group(ctx.db, caller, id);
};

const update: Handler = async (ctx) => {
  const caller = adminCaller(ctx);
  const current = await group(ctx.db, caller, ctx.params.id);
  await checkInput(ctx.db, caller, ctx.body);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('menu_groups').set(columns(ctx.body)).where('id', '=', current.id).execute();
    if (ctx.body.menus) await setMenus(trx, current.id, inOrder(ctx.body.menus));
  });
  return group(ctx.db, caller, current.id);
};

const remove: Handler = async (ctx) => {
  const caller = adminCaller(ctx);
  const current = await group(ctx.db, caller, ctx.params.id);
  if (current.user_count > 0) throw new AppError('GROUP_HAS_USERS');
  await ctx.db.deleteFrom('menu_groups').where('id', '=', current.id).execute();
  return { status: 0 };
};

const setGroupMenus: Handler = async (ctx) => {
  const caller = adminCaller(ctx);
  const current = await group(ctx.db, caller, ctx.params.id);
  const menus: { TMMID: number; sequence: number }[] = ctx.body.menus;
  const faults = await unknownMenus(ctx.db, menus.map((m) => m.TMMID), '/menus', '/TMMID');
  const twice = menus.findIndex((m, i) => menus.findIndex((o) => o.TMMID === m.TMMID) !== i);
  if (twice >= 0) faults.push({ pointer: `/menus/${twice}/TMMID`, message: 'Menu id must be unique' });
  if (faults.length) throw validationError(faults);
  await ctx.db.transaction().execute((trx) => setMenus(trx, current.id, menus));
  return groupMenus(ctx.db, current.id);
};

export const menuGroupHandlers: Record<string, Handler> = {
  'menugroups.get': async (ctx) => group(ctx.db, adminCaller(ctx), ctx.params.id),
  'menugroups.create': create,
  'menugroups.update': update,
  'menugroups.delete': remove,
  'menugroups.menus': async (ctx) => {
    const caller = adminCaller(ctx);
    const current = await group(ctx.db, caller, ctx.params.id);
    return groupMenus(ctx.db, current.id);
  },
  'menugroups.set_menus': setGroupMenus,
};
