import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Handler } from '../Handler';
import { AppError, validationError } from '../../errors';
import { adminCaller } from './adminOnly';
import { sideMenus, topMenu, topMenuDetail, topMenus } from './menuTree';

interface TopMenuInput {
  TMVNAM: string;
  TMMTYP: string;
  TMHOOK?: string | null;
  sequence: number;
  DOCLIB?: string;
  EXDOCLIB?: string;
  DOCLIB_TYPE?: string | null;
  MHMID?: number | null;
}

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

const create: Handler = async (ctx) => {
  adminCaller(ctx);
  await checkInput(ctx.db, ctx.body);
  const row = await ctx.db.insertInto('top_menus').values(columns(ctx.body)).returning('id').executeTakeFirstOrThrow();
  return topMenu(ctx.db, row.id);
};

const update: Handler = async (ctx) => {
  adminCaller(ctx);
  await topMenu(ctx.db, ctx.params.id);
  await checkInput(ctx.db, ctx.body);
  await ctx.db.updateTable('top_menus').set(columns(ctx.body)).where('id', '=', ctx.params.id).execute();
  return topMenu(ctx.db, ctx.params.id);
};

const remove: Handler = async (ctx) => {
  adminCaller(ctx);
  const top = await topMenu(ctx.db, ctx.params.id);
  if (top.sidemenu_count > 0) throw new AppError('MENU_CHILDREN_FIRST');
  // Its links to menu groups go with it (group_menus cascades).
  await ctx.db.deleteFrom('top_menus').where('id', '=', top.TMMID).execute();
  return { status: 0 };
};

const copy: Handler = async (ctx) => {
  const caller = adminCaller(ctx);
  const source = await topMenu(ctx.db, ctx.params.id);
  const groupIds: number[] = ctx.body.menugroup_ids ?? [];
  const known = groupIds.length
    ? new Set((await ctx.db.selectFrom('menu_groups').select('id').where('id', 'in', groupIds).where('company', '=', caller.company).execute()).map((g) => g.id))
    : new Set<number>();
  const bad = groupIds.findIndex((g) => !known.has(g));
  if (bad >= 0) throw validationError([{ pointer: `/menugroup_ids/${bad}`, message: 'Invalid value' }]);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const { TMMID: _id, sidemenu_count: _s, menugroup_count: _m, ...fields } = source;
    const row = await trx
      .insertInto('top_menus')
      .values({ ...columns({ ...fields, TMVNAM: ctx.body.TMVNAM }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sides = await trx.selectFrom('side_menus').select('id').where('top_menu_id', '=', source.TMMID).orderBy('seq').orderBy('id').execute();
    await copySideMenus(trx, row.id, sides.map((s) => s.id));
    for (const groupId of groupIds) {
      const last = await trx.selectFrom('group_menus').select(trx.fn.max('seq').as('seq')).where('group_id', '=', groupId).executeTakeFirst();
      await trx.insertInto('group_menus').values({ group_id: groupId, top_menu_id: row.id, seq: Number(last?.seq ?? 0) + 1 }).execute();
    }
    return row.id;
  });
  return topMenuDetail(ctx.db, id);
};

/** menus.copy with the source chosen in the form (TM-START/COPY has no {id} in its route). */
const copyChosen: Handler = async (ctx) => {
  adminCaller(ctx);
  const { TMMID, ...body } = ctx.body;
  // A field of the form, so an unknown menu is a field error rather than a 404.
  if (!(await topMenus(ctx.db, [TMMID])).length) throw validationError([{ pointer: '/TMMID', message: 'Invalid value' }]);
  return copy({ ...ctx, params: { ...ctx.params, id: TMMID }, body });
};

const append: Handler = async (ctx) => {
  adminCaller(ctx);
  await topMenu(ctx.db, ctx.params.id);
  const wanted: number[] = ctx.body.sidemenu_ids;
  const known = new Set((await ctx.db.selectFrom('side_menus').select('id').where('id', 'in', wanted).execute()).map((s) => s.id));
  const bad = wanted.findIndex((s) => !known.has(s));
  if (bad >= 0) throw validationError([{ pointer: `/sidemenu_ids/${bad}`, message: 'Invalid value' }]);
  await ctx.db.transaction().execute((trx) => copySideMenus(trx, ctx.params.id, wanted));
  return topMenuDetail(ctx.db, ctx.params.id);
};

const all: Handler = async (ctx) => {
  adminCaller(ctx);
  const tops = await topMenus(ctx.db);
  const sides = await sideMenus(ctx.db, tops.map((t) => t.TMMID));
  return tops.map((t) => ({ ...t, sidemenus: sides.filter((s) => s.TMMID === t.TMMID) }));
};

export const topMenuHandlers: Record<string, Handler> = {
  'menus.all': all,
  'menus.get': async (ctx) => (adminCaller(ctx), topMenuDetail(ctx.db, ctx.params.id)),
  'menus.create': create,
  'menus.update': update,
  'menus.delete': remove,
  'menus.copy': copy,
  'menus.copy_chosen': copyChosen,
  'menus.append': append,
};
