import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ScreenStore } from '../../screens/ScreenStore';
import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { isUniqueViolation } from '../refusingConflicts';
import { isoUtcOrNull } from '../isoUtc';
import type { ScopedDb } from '../ScopedDb';
import { auditedWrite } from '../audit/auditedWrite';
import type { CommandsCreateBody, CommandsUpdateBody } from '../../../shared/generated/types';

/** The request body as the catalogue types it (schemas/calls). */
export type CommandInput = CommandsUpdateBody;

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

/** The audit log's record of a command: its row, keyed by its cmid. */
const AUDITED = { entity: 'commands', column: 'cmid' };

const notUnique = () => validationError([{ pointer: '/CMCID', message: 'ID must be unique' }]);

/** Registers a command (the menu id of a screen or an address); its id is unique. */
export async function addCommand(rows: ScopedDb, screens: ScreenStore, body: CommandsCreateBody) {
  const db = rows.db;
  await checkInput(db, body);
  if (await db.selectFrom('commands').select('cmid').where('cmid', '=', body.CMCID).executeTakeFirst()) throw notUnique();
  try {
    await auditedWrite(rows, { ...AUDITED, id: body.CMCID }, (trx) => trx.db.insertInto('commands').values({ cmid: body.CMCID, ...columns(body) }).execute());
  } catch (err) {
    if (isUniqueViolation(err)) throw notUnique();
    throw err;
  }
  return command(db, screens, body.CMCID);
}

export async function changeCommand(rows: ScopedDb, screens: ScreenStore, cmid: string, body: CommandInput) {
  const current = await command(rows.db, screens, cmid);
  await checkInput(rows.db, body);
  await auditedWrite(rows, { ...AUDITED, id: current.CMCID }, (trx) => trx.db.updateTable('commands').set(columns(body)).where('cmid', '=', current.CMCID).execute());
  return command(rows.db, screens, current.CMCID);
}

/** A command still placed on a menu is refused: its items go first. */
export async function removeCommand(rows: ScopedDb, screens: ScreenStore, cmid: string) {
  const current = await command(rows.db, screens, cmid);
  if (current.menu_count > 0) throw new AppError('MENU_CHILDREN_FIRST');
  await auditedWrite(rows, { ...AUDITED, id: current.CMCID }, (trx) => trx.db.deleteFrom('commands').where('cmid', '=', current.CMCID).execute());
  return { status: 0 };
}

/** The definitions of screens/ (valid ones), and whether each already has its command. */
export async function screenCommands(db: Kysely<DB>, screens: ScreenStore) {
  const known = new Set((await db.selectFrom('commands').select('cmid').execute()).map((c) => c.cmid));
  return screens
    .all()
    .filter((e) => e.def)
    .map((e) => ({ cmid: e.cmid, kind: String(e.def!.kind), title: String(e.def!.title), registered: known.has(e.cmid) }))
    .sort((a, b) => a.cmid.localeCompare(b.cmid));
}
