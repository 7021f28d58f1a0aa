import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Handler } from '../Handler';
import { signedIn } from '../Handler';
import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { isBlankHtml, sanitizeHtml } from '../../../shared/richText/sanitizeHtml';
import { adminCaller } from './adminOnly';
import { isoUtcOrNull } from '../isoUtc';
import { hasMenuHelp } from '../../auth/Caller';
import { menuHelpOf } from '../menuLists';

interface HelpInput {
  TMMID?: number | null;
  title: string;
  content_en: string;
  content_fr?: string | null;
}

/** One help text with the name of its top menu (menuHelp), or 404. */
async function help(db: Kysely<DB>, id: number) {
  const h = await db
    .selectFrom('menu_help')
    .leftJoin('top_menus', 'top_menus.id', 'menu_help.top_menu_id')
    .selectAll('menu_help')
    .select('top_menus.name as menu_name')
    .where('menu_help.id', '=', id)
    .executeTakeFirst();
  if (!h) throw new AppError('NOT_FOUND');
  return {
    MHMID: h.id,
    TMMID: h.top_menu_id,
    menu_name: h.menu_name,
    title: h.title,
    content_en: sanitizeHtml(h.content_en),
    content_fr: h.content_fr === null ? null : sanitizeHtml(h.content_fr),
    updated_at: isoUtcOrNull(h.updated_at),
    updated_by: h.updated_by,
  };
}

/** Rich text must have visible text; the top menu must exist. */
async function checkInput(db: Kysely<DB>, body: HelpInput): Promise<void> {
  const faults: FieldMessage[] = [];
  if (isBlankHtml(body.content_en)) faults.push({ pointer: '/content_en', message: 'Field is required' });
  if (body.TMMID && !(await db.selectFrom('top_menus').select('id').where('id', '=', body.TMMID).executeTakeFirst())) {
    faults.push({ pointer: '/TMMID', message: 'Invalid value' });
  }
  if (faults.length) throw validationError(faults);
}

// HTML is kept sanitised, as announcements are.
const columns = (body: HelpInput, username: string) => ({
  top_menu_id: body.TMMID ?? null,
  title: body.title,
  content_en: sanitizeHtml(body.content_en),
  content_fr: body.content_fr && !isBlankHtml(body.content_fr) ? sanitizeHtml(body.content_fr) : null,
  updated_at: new Date().toISOString(),
  updated_by: username,
});

export const menuHelpHandlers: Record<string, Handler> = {
  'menu_help.get': async (ctx) => (adminCaller(ctx), help(ctx.db, ctx.params.id)),
  'menu_help.create': async (ctx) => {
    const caller = adminCaller(ctx);
    await checkInput(ctx.db, ctx.body);
    const row = await ctx.db.insertInto('menu_help').values(columns(ctx.body, caller.username)).returning('id').executeTakeFirstOrThrow();
    return help(ctx.db, row.id);
  },
  'menu_help.update': async (ctx) => {
    const caller = adminCaller(ctx);
    const current = await help(ctx.db, ctx.params.id);
    await checkInput(ctx.db, ctx.body);
    await ctx.db.updateTable('menu_help').set(columns(ctx.body, caller.username)).where('id', '=', current.MHMID).execute();
    return help(ctx.db, current.MHMID);
  },
  'menu_help.delete': async (ctx) => {
    adminCaller(ctx);
    const current = await help(ctx.db, ctx.params.id);
    // Menus and commands pointing at it lose their help (on delete set null).
    await ctx.db.deleteFrom('menu_help').where('id', '=', current.MHMID).execute();
    return { status: 0 };
  },
  /**
   * SHOWHELP/{TMMID}: the help of a top menu (its MHMID, else a help text
   * attached to it), in the caller's language when there is a French text.
   */
  'globals.menu_help': async (ctx) => {
    const caller = signedIn(ctx);
    // Only the help of a menu the caller's groups give (administrators: any).
    if (caller.type !== 'ADMIN' && !(await hasMenuHelp(ctx.db, caller.userId, ctx.params.mid))) throw new AppError('NOT_FOUND');
    const attached = (await menuHelpOf(ctx.db, [ctx.params.mid])).get(ctx.params.mid);
    if (!attached) throw new AppError('NOT_FOUND');
    const top = { id: ctx.params.mid as number };
    const h = await help(ctx.db, attached);
    const lang = await ctx.db.selectFrom('users').select('lang').where('id', '=', caller.userId).executeTakeFirst();
    const fr = /^\s*fr\b/i.test(ctx.request.headers['accept-language'] ?? '') || lang?.lang === 'fr';
    return { mid: top.id, MHMID: h.MHMID, title: h.title, content: fr && h.content_fr ? h.content_fr : h.content_en, updated_at: h.updated_at };
  },
};
