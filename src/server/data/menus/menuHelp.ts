import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { isBlankHtml, sanitizeHtml } from '../../../shared/richText/sanitizeHtml';
import { hasMenuHelp } from '../../auth/Caller';
import type { ScopedDb } from '../ScopedDb';
import { isoUtcOrNull } from '../isoUtc';
import { auditedWrite } from '../audit/auditedWrite';
import type { MenuHelpCreateBody } from '../../../shared/generated/types';

/**
 * The help text of each of these top menus: its MHMID, else the first help
 * text attached to it (menu_help.top_menu_id).
 */
export async function menuHelpOf(db: Kysely<DB>, topMenuIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!topMenuIds.length) return out;
  const [tops, attached] = await Promise.all([
    db.selectFrom('top_menus').select(['id', 'help_id']).where('id', 'in', topMenuIds).where('help_id', 'is not', null).execute(),
    db.selectFrom('menu_help').select(['id', 'top_menu_id']).where('top_menu_id', 'in', topMenuIds).orderBy('id').execute(),
  ]);
  for (const h of attached) if (h.top_menu_id !== null && !out.has(h.top_menu_id)) out.set(h.top_menu_id, h.id);
  for (const t of tops) out.set(t.id, t.help_id!);
  return out;
}

/** The request body as the catalogue types it (schemas/calls). */
export type HelpInput = MenuHelpCreateBody;

/** One help text with the name of its top menu (menuHelp), or 404. */
export async function menuHelp(db: Kysely<DB>, id: number) {
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

/** The audit log's record of a help text: its row. */
const AUDITED = { entity: 'menu_help' };

export async function addMenuHelp(rows: ScopedDb, body: HelpInput) {
  await checkInput(rows.db, body);
  const id = await auditedWrite(
    rows,
    AUDITED,
    async (trx) => (await trx.db.insertInto('menu_help').values(columns(body, rows.caller.username)).returning('id').executeTakeFirstOrThrow()).id,
    (made) => made,
  );
  return menuHelp(rows.db, id);
}

export async function changeMenuHelp(rows: ScopedDb, id: number, body: HelpInput) {
  const current = await menuHelp(rows.db, id);
  await checkInput(rows.db, body);
  await auditedWrite(rows, { ...AUDITED, id: current.MHMID }, (trx) => trx.db.updateTable('menu_help').set(columns(body, rows.caller.username)).where('id', '=', current.MHMID).execute());
  return menuHelp(rows.db, current.MHMID);
}

/** Menus and commands pointing at it lose their help (on delete set null). */
export async function removeMenuHelp(rows: ScopedDb, id: number) {
  const current = await menuHelp(rows.db, id);
  await auditedWrite(rows, { ...AUDITED, id: current.MHMID }, (trx) => trx.db.deleteFrom('menu_help').where('id', '=', current.MHMID).execute());
  return { status: 0 };
}

/**
 * SHOWHELP/{TMMID}: the help of a top menu the caller's groups give
 * (administrators: any), its MHMID else a help text attached to it, in
 * French when asked for and written.
 */
export async function helpOfMenu(rows: ScopedDb, topMenuId: number, french: (userLang: string) => boolean) {
  if (rows.caller.type !== 'ADMIN' && !(await hasMenuHelp(rows.db, rows.caller.userId, topMenuId))) throw new AppError('NOT_FOUND');
  const attached = (await menuHelpOf(rows.db, [topMenuId])).get(topMenuId);
  if (!attached) throw new AppError('NOT_FOUND');
  const h = await menuHelp(rows.db, attached);
  const user = await rows.db.selectFrom('users').select('lang').where('id', '=', rows.caller.userId).executeTakeFirstOrThrow();
  return { mid: topMenuId, MHMID: h.MHMID, title: h.title, content: french(user.lang) && h.content_fr ? h.content_fr : h.content_en, updated_at: h.updated_at };
}
