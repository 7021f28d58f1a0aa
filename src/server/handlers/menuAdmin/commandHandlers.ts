import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Handler } from '../Handler';
import type { ScreenStore } from '../../screens/ScreenStore';
import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { adminCaller, isUniqueViolation } from './adminOnly';
import { isoUtcOrNull } from '../isoUtc';

interface CommandInput {
  CMCID?: string;
  CMTITLE: string;
  CMVNAM: string;
  CMANO_ANALYTICS?: 'Y' | 'N';
  CMHID?: 'Y' | 'N';
  MHMID?: number | null;
}

const ADDRESS = /^https?:\/\/[^\s/]+\S*$/i;
// A screen or route of the portal: a cmid, or a path inside it (/pages/CMID/list).
const ROUTE = /^\/?[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** One command as the catalogue answers it, or 404. */
export async function command(db: Kysely<DB>, screens: ScreenStore, cmid: string) {
  const c = await db.selectFrom('commands').selectAll().where('cmid', '=', cmid).executeTakeFirst();
  if (!c) throw new AppError('NOT_FOUND');
  const placed = await db.selectFrom('side_menu_items').select((eb) => eb.fn.countAll<string>().as('n')).where('cmid', '=', cmid).executeTakeFirst();
  const target = c.target ?? c.cmid;
  return {
    CMCID: c.cmid,
    CMTITLE: c.title,
    CMVNAM: target,
    CMANO_ANALYTICS: c.analytics === 'Y' ? ('Y' as const) : ('N' as const),
    CMHID: c.hidden === 'Y' ? ('Y' as const) : ('N' as const),
    external: ADDRESS.test(target),
    MHMID: c.help_id,
    has_screen: !!screens.get(c.cmid)?.def,
    menu_count: Number(placed?.n ?? 0),
    updated_at: isoUtcOrNull(c.updated_at),
  };
}

/** What the schema cannot say: the target's shape and the help text's existence. */
async function checkInput(db: Kysely<DB>, body: CommandInput): Promise<void> {
  const faults: FieldMessage[] = [];
  if (!ADDRESS.test(body.CMVNAM) && !ROUTE.test(body.CMVNAM)) faults.push({ pointer: '/CMVNAM', message: 'Invalid value' });
  if (body.MHMID && !(await db.selectFrom('menu_help').select('id').where('id', '=', body.MHMID).executeTakeFirst())) {
    faults.push({ pointer: '/MHMID', message: 'Invalid value' });
  }
  if (faults.length) throw validationError(faults);
}

const columns = (body: CommandInput) => ({
  title: body.CMTITLE,
  target: body.CMVNAM,
  analytics: body.CMANO_ANALYTICS ?? 'N',
  hidden: body.CMHID ?? 'N',
  help_id: body.MHMID ?? null,
  updated_at: new Date().toISOString(),
});

const notUnique = () => validationError([{ pointer: '/CMCID', message: 'ID must be unique' }]);

const create: Handler = async (ctx) => {
  adminCaller(ctx);
  const body: CommandInput & { CMCID: string } = ctx.body;
  await checkInput(ctx.db, body);
  if (await ctx.db.selectFrom('commands').select('cmid').where('cmid', '=', body.CMCID).executeTakeFirst()) throw notUnique();
  try {
    await ctx.db.insertInto('commands').values({ cmid: body.CMCID, ...columns(body) }).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw notUnique();
    throw err;
  }
  return command(ctx.db, ctx.screens, body.CMCID);
};

const update: Handler = async (ctx) => {
  adminCaller(ctx);
  const current = await command(ctx.db, ctx.screens, ctx.params.cmid);
  await checkInput(ctx.db, ctx.body);
  await ctx.db.updateTable('commands').set(columns(ctx.body)).where('cmid', '=', current.CMCID).execute();
  return command(ctx.db, ctx.screens, current.CMCID);
};

const remove: Handler = async (ctx) => {
  adminCaller(ctx);
  const current = await command(ctx.db, ctx.screens, ctx.params.cmid);
  if (current.menu_count > 0) throw new AppError('MENU_CHILDREN_FIRST');
  await ctx.db.deleteFrom('commands').where('cmid', '=', current.CMCID).execute();
  return { status: 0 };
};

/** The definitions of screens/ (valid ones), and whether each already has its command. */
const screensList: Handler = async (ctx) => {
  adminCaller(ctx);
  const known = new Set((await ctx.db.selectFrom('commands').select('cmid').execute()).map((c) => c.cmid));
  return ctx.screens
    .all()
    .filter((e) => e.def)
    .map((e) => ({ cmid: e.cmid, kind: String(e.def!.kind), title: String(e.def!.title), registered: known.has(e.cmid) }))
    .sort((a, b) => a.cmid.localeCompare(b.cmid));
};

export const commandHandlers: Record<string, Handler> = {
  'commands.get': async (ctx) => (adminCaller(ctx), command(ctx.db, ctx.screens, ctx.params.cmid)),
  'commands.create': create,
  'commands.update': update,
  'commands.delete': remove,
  'commands.screens': screensList,
};
