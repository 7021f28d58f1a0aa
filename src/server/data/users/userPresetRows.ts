import { sql } from 'kysely';
import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import type { ScopedDb } from '../ScopedDb';
import { assignableGroups, assignableTypes, type Option } from './assignable';
import { refusingConflicts } from '../refusingConflicts';
import { atomically, recordChange } from '../audit/auditLog';
import type { Row } from '../Resource';
import { isoUtc } from '../isoUtc';
import { oneOf } from '../oneOf';
import type { UsersUserpresetCreateBody } from '../../../shared/generated/types';

/** The request body as the catalogue types it (schemas/calls). */
export type PresetInput = UsersUserpresetCreateBody;

const DUPLICATE = { pointer: '/name', message: 'Preset already exists' };

/** One preset of the caller's company (presets are a company's, like its menu groups). */
export async function preset(rows: ScopedDb, id: number) {
  const p = await rows.selectFrom('user_presets').selectAll().where('id', '=', id).executeTakeFirst();
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
    doclib_type: oneOf(p.doclib_type, ['add', 'view'] as const),
    updated_at: isoUtc(p.updated_at),
  };
}

/** A preset only holds what its author could give a user themselves: a type and groups they may assign. */
async function columns(rows: ScopedDb, body: PresetInput, selfId?: number) {
  if (body.company.toUpperCase() !== rows.scope.company) throw new AppError(selfId === undefined ? 'NO_PERMISSION_ADD' : 'NO_PERMISSION_CHANGE');
  const faults: FieldMessage[] = [];
  let taken = rows.selectFrom('user_presets').select('id').where(sql`lower(name)`, '=', body.name.toLowerCase());
  if (selfId !== undefined) taken = taken.where('id', '<>', selfId);
  if (await taken.executeTakeFirst()) faults.push(DUPLICATE);
  if (!(await assignableTypes(rows)).includes(body.user_type)) faults.push({ pointer: '/user_type', message: 'Invalid value' });
  const allowed = new Set((await assignableGroups(rows)).map((g) => g.value));
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
export async function withPreset<T extends { preset?: number; menu_group?: number; menu_groups?: number[]; theme?: string }>(rows: ScopedDb, body: T): Promise<T> {
  if (body.preset === undefined) return body;
  const p = await rows.selectFrom('user_presets').select(['menu_group', 'menu_groups', 'theme']).where('id', '=', body.preset).executeTakeFirst();
  if (!p) throw validationError([{ pointer: '/preset', message: 'Invalid value' }]);
  // The user form has no theme input: a preset's theme (MT_THEME) is the only way one is given.
  return { ...body, menu_group: body.menu_group ?? p.menu_group ?? undefined, menu_groups: body.menu_groups ?? p.menu_groups, theme: p.theme };
}

/** The presets of the user form's choice list: those of a type the caller may give. */
export async function presetOptions(rows: ScopedDb): Promise<Option[]> {
  const types = await assignableTypes(rows);
  const found = await rows.selectFrom('user_presets').select(['id', 'name']).where('user_type', 'in', types).orderBy('name').execute();
  return found.map((r) => ({ value: r.id, label: r.name }));
}

// Presets set up staff and customers alike: only the carrier's staff keep them.
function staff(rows: ScopedDb): ScopedDb {
  if (rows.scope.customer !== null) throw new AppError('FORBIDDEN');
  return rows;
}

export async function addPreset(rows: ScopedDb, body: PresetInput) {
  const values = await columns(staff(rows), body);
  // Each change is audited in its own transaction, the preset as its detail answers it before and after.
  return atomically(rows, async (trx) => {
    const row = await refusingConflicts(() => trx.insertInto('user_presets', values).returning('id').executeTakeFirstOrThrow(), { duplicate: DUPLICATE });
    const after = await preset(trx, row.id);
    await recordChange(trx, { action: 'create', entity: 'user_presets', entityId: row.id, before: null, after: after as unknown as Row });
    return after;
  });
}

export async function changePreset(rows: ScopedDb, id: number, body: PresetInput) {
  const current = await preset(staff(rows), id);
  const values = await columns(rows, body, current.id);
  return atomically(rows, async (trx) => {
    await refusingConflicts(() => trx.updateTable('user_presets').set(values).where('id', '=', current.id).execute(), { duplicate: DUPLICATE });
    const after = await preset(trx, current.id);
    await recordChange(trx, { action: 'update', entity: 'user_presets', entityId: current.id, before: current as unknown as Row, after: after as unknown as Row });
    return after;
  });
}

/** Users made from a preset keep their own copy of its settings: removing it changes no user. */
export async function removePreset(rows: ScopedDb, id: number) {
  const current = await preset(staff(rows), id);
  await atomically(rows, async (trx) => {
    await trx.deleteFrom('user_presets').where('id', '=', current.id).execute();
    await recordChange(trx, { action: 'delete', entity: 'user_presets', entityId: current.id, before: current as unknown as Row, after: null });
  });
  return { success: true };
}
