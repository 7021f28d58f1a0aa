import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import { customerScope, type Caller } from '../auth/Caller';
import type { FieldMessage } from '../../shared/validation/messages';
import { assignableGroups, assignableTypes, type Option } from './userAdminScope';
import { refusingConflicts } from './dbErrors';
import { isoUtc } from './isoUtc';

interface PresetInput {
  name: string;
  description?: string;
  company: string;
  user_type: string;
  menu_group: number;
  menu_groups?: number[];
  language: 'en' | 'fr';
  theme?: 'dark' | 'light';
  doclib_type?: 'add' | 'view';
}

const DUPLICATE = { pointer: '/name', message: 'Preset already exists' };

/** One preset of the caller's company (presets are a company's, like its menu groups). */
async function preset(db: Kysely<DB>, caller: Caller, id: number) {
  const p = await db.selectFrom('user_presets').selectAll().where('id', '=', id).where('company', '=', caller.company).executeTakeFirst();
  if (!p) throw new AppError('NOT_FOUND');
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    company: p.company,
    user_type: p.user_type,
    menu_groups: p.menu_groups,
    menu_group: p.menu_group,
    language: p.language === 'fr' ? ('fr' as const) : ('en' as const),
    theme: p.theme === 'dark' ? ('dark' as const) : ('light' as const),
    doclib_type: p.doclib_type === 'add' || p.doclib_type === 'view' ? p.doclib_type : null,
    updated_at: isoUtc(p.updated_at),
  };
}

/** A preset only holds what its author could give a user themselves: a type and groups they may assign. */
async function columns(db: Kysely<DB>, caller: Caller, body: PresetInput, selfId?: number) {
  if (body.company.toUpperCase() !== caller.company) throw new AppError(selfId === undefined ? 'NO_PERMISSION_ADD' : 'NO_PERMISSION_CHANGE');
  const faults: FieldMessage[] = [];
  let taken = db.selectFrom('user_presets').select('id').where('company', '=', caller.company).where(sql`lower(name)`, '=', body.name.toLowerCase());
  if (selfId !== undefined) taken = taken.where('id', '<>', selfId);
  if (await taken.executeTakeFirst()) faults.push(DUPLICATE);
  if (!(await assignableTypes(db, caller)).includes(body.user_type)) faults.push({ pointer: '/user_type', message: 'Invalid value' });
  const allowed = new Set((await assignableGroups(db, caller)).map((g) => g.value));
  if (!allowed.has(body.menu_group)) faults.push({ pointer: '/menu_group', message: 'Invalid value' });
  if ((body.menu_groups ?? []).some((g) => !allowed.has(g))) faults.push({ pointer: '/menu_groups', message: 'Invalid value' });
  if (faults.length) throw validationError(faults);
  const groups = [...new Set([body.menu_group, ...(body.menu_groups ?? [])])];
  return {
    name: body.name,
    description: body.description ?? null,
    user_type: body.user_type,
    menu_group: body.menu_group,
    menu_groups: JSON.stringify(groups),
    language: body.language,
    theme: body.theme ?? 'light',
    doclib_type: body.doclib_type ?? null,
    updated_at: new Date().toISOString(),
  };
}

/**
 * The user form's preset: the groups of a preset of the caller's company fill
 * the ones the form leaves out (type and language are the form's own, required
 * fields). An unknown preset is a 400 on /preset, never silently ignored.
 */
export async function withPreset<T extends { preset?: number; menu_group?: number; menu_groups?: number[]; theme?: string }>(db: Kysely<DB>, caller: Caller, body: T): Promise<T> {
  if (body.preset === undefined) return body;
  const p = await db.selectFrom('user_presets').select(['menu_group', 'menu_groups', 'theme']).where('id', '=', body.preset).where('company', '=', caller.company).executeTakeFirst();
  if (!p) throw validationError([{ pointer: '/preset', message: 'Invalid value' }]);
  // The user form has no theme input: a preset's theme (MT_THEME) is the only way one is given.
  return { ...body, menu_group: body.menu_group ?? p.menu_group ?? undefined, menu_groups: body.menu_groups ?? p.menu_groups, theme: p.theme };
}

/** The presets of the user form's choice list: those of a type the caller may give. */
export async function presetOptions(db: Kysely<DB>, caller: Caller): Promise<Option[]> {
  const types = await assignableTypes(db, caller);
  const rows = await db.selectFrom('user_presets').select(['id', 'name']).where('company', '=', caller.company).where('user_type', 'in', types).orderBy('name').execute();
  return rows.map((r) => ({ value: r.id, label: r.name }));
}

// Presets set up staff and customers alike: only the carrier's staff keep them.
function staff(caller: Caller): Caller {
  if (customerScope(caller) !== null) throw new AppError('FORBIDDEN');
  return caller;
}

const get: Handler = async (ctx) => preset(ctx.db, signedIn(ctx), ctx.params.id);

const create: Handler = async (ctx) => {
  const caller = staff(signedIn(ctx));
  const values = await columns(ctx.db, caller, ctx.body);
  const row = await refusingConflicts(() => ctx.db.insertInto('user_presets').values({ ...values, company: caller.company }).returning('id').executeTakeFirstOrThrow(), { duplicate: DUPLICATE });
  return preset(ctx.db, caller, row.id);
};

const update: Handler = async (ctx) => {
  const caller = staff(signedIn(ctx));
  const current = await preset(ctx.db, caller, ctx.params.id);
  const values = await columns(ctx.db, caller, ctx.body, current.id);
  await refusingConflicts(() => ctx.db.updateTable('user_presets').set(values).where('id', '=', current.id).execute(), { duplicate: DUPLICATE });
  return preset(ctx.db, caller, current.id);
};

// Users made from a preset keep their own copy of its settings: removing it changes no user.
const remove: Handler = async (ctx) => {
  const caller = staff(signedIn(ctx));
  const current = await preset(ctx.db, caller, ctx.params.id);
  await ctx.db.deleteFrom('user_presets').where('id', '=', current.id).execute();
  return { success: true };
};

export const userPresetHandlers: Record<string, Handler> = {
  'users.userpreset_get': get,
  'users.userpreset_create': create,
  'users.userpreset_update': update,
  'users.userpreset_delete': remove,
};
