import { randomBytes } from 'node:crypto';
import { AppError, validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';
import { assertCompanyAdmin } from '../../auth/companyAdmin';
import { hashPassword } from '../../auth/passwords';
import { dropSessionsOf, endSessionsOf } from '../../auth/sessions';
import { notePasswordSet } from '../../auth/passwordHistory';
import type { ScopedDb } from '../ScopedDb';
import { assignableGroups, assignableTypes } from './assignable';
import { userIdTaken } from './managedUsers';
import { withPreset } from './userPresetRows';
import { withTypeDefaults } from './withTypeDefaults';
import { userRecord } from './userRecord';
import { auditedWrite, type Target } from '../audit/auditedWrite';
import type { UsersUserCreateBody } from '../../../shared/generated/types';

/** The request body as the catalogue types it (schemas/calls). */
export type UserInput = UsersUserCreateBody & {
  /** Not an input of the form: given by the preset chosen (withPreset). */
  theme?: string;
};

/**
 * What the schema cannot say about a user record, with the form's messages on
 * their fields: a free user ID, a type and groups the caller may give, an
 * account of the company (a customer administrator's own), a sales code at most.
 */
async function checkUser(rows: ScopedDb, body: UserInput, selfId?: number): Promise<number[]> {
  const faults: FieldMessage[] = [];
  if (await userIdTaken(rows, body.uid, selfId)) faults.push({ pointer: '/uid', message: 'User already exists' });
  if (!(await assignableTypes(rows)).includes(body.user_type)) faults.push({ pointer: '/user_type', message: 'Invalid value' });
  const groups = new Set((await assignableGroups(rows)).map((g) => g.value));
  const wanted = [...new Set([...(body.menu_group ? [body.menu_group] : []), ...(body.menu_groups ?? [])])];
  const badGroup = wanted.find((g) => !groups.has(g));
  if (badGroup !== undefined) faults.push({ pointer: body.menu_group === badGroup ? '/menu_group' : '/menu_groups', message: 'Invalid value' });
  if (body.default_account !== undefined) {
    // An account of the company; a customer administrator's own only (the scope says which).
    const account = await rows.selectFrom('customers').select('account').where('account', '=', body.default_account).executeTakeFirst();
    if (!account) faults.push({ pointer: '/default_account', message: 'Customer Code Not Found' });
  } else if (body.user_type === 'CUSTOMER' && rows.scope.customer === null) faults.push({ pointer: '/default_account', message: 'Field is required' });
  if ((body.sales_codes?.length ?? 0) > 1) faults.push({ pointer: '/sales_codes', message: 'Only one selection is allowed' });
  if (faults.length) throw validationError(faults);
  return wanted;
}

/** The stored columns of a checked record (a customer administrator's users get their account). */
function columns(rows: ScopedDb, body: UserInput) {
  return {
    username: body.uid,
    type: body.user_type,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    customer_account: body.default_account ?? rows.scope.customer,
    sales_code: body.sales_codes?.[0] ?? null,
    is_customer_admin: body.is_admin ?? false,
    locked: body.locked ?? false,
    status: body.status ?? 'Active',
    lang: body.language,
    alias: body.alias ?? null,
    middle_name: body.middle_name ?? null,
    display_name: body.display_name ?? null,
    desk_phone: body.desk_phone ?? null,
    mobile: body.mobile ?? null,
    stage: body.stage ?? null,
    default_group_id: body.menu_group ?? null,
    regions: JSON.stringify(body.regions ?? []),
    ...(body.theme ? { theme: body.theme } : {}),
  };
}

/** The audit log's record of a user: their row (no password hash) and their menu groups. */
export const AUDITED_USER: Target = {
  entity: 'users',
  extra: async (rows, id) => ({ groups: (await rows.db.selectFrom('user_groups').select('group_id').where('user_id', '=', Number(id)).orderBy('group_id').execute()).map((g) => g.group_id) }),
};

// The user is in the caller's scope: their groups are reached through them.
async function setGroups(rows: ScopedDb, userId: number, groups: number[]) {
  await rows.db.deleteFrom('user_groups').where('user_id', '=', userId).execute();
  if (groups.length) await rows.db.insertInto('user_groups').values(groups.map((group_id) => ({ user_id: userId, group_id }))).execute();
}

/** The record's company is the administrator's: no one adds or moves users into another company. */
function sameCompany(rows: ScopedDb, body: UserInput, code: 'NO_PERMISSION_ADD' | 'NO_PERMISSION_CHANGE') {
  if (body.company.toUpperCase() !== rows.scope.company) throw new AppError(code);
}

/** Adds a user the caller may make (01-shell.md §2.5, §6): their company; a customer administrator's own account. */
export async function addUser(rows: ScopedDb, input: UserInput) {
  await assertCompanyAdmin(rows.db, rows.caller);
  sameCompany(rows, input, 'NO_PERMISSION_ADD');
  const body = await withTypeDefaults(rows, await withPreset(rows, input));
  const groups = await checkUser(rows, body);
  // Without a password the user sets one through password reset; with one, they must change it at next sign-in.
  const passwordHash = await hashPassword(body.password ?? randomBytes(32).toString('base64url'));
  const id = await auditedWrite(
    rows,
    AUDITED_USER,
    async (trx) => {
      const row = await trx
        .insertInto('users', { ...columns(trx, body), password_hash: passwordHash, login_status: body.password ? 4 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setGroups(trx, row.id, groups);
      return row.id;
    },
    (made) => made,
  );
  return userRecord(rows, id);
}

/** Changes a user the caller administers; a lock ends the user's sessions, so a later unlock revives none. */
export async function changeUser(rows: ScopedDb, id: number, input: UserInput) {
  await assertCompanyAdmin(rows.db, rows.caller);
  const current = await userRecord(rows, id);
  sameCompany(rows, input, 'NO_PERMISSION_CHANGE');
  const body = await withPreset(rows, input);
  if (body.locked && current.id === rows.caller.userId) throw new AppError('CANNOT_LOCK_SELF');
  const groups = await checkUser(rows, body, current.id);
  const password = body.password ? { password_hash: await hashPassword(body.password), login_status: 4 } : {};
  await auditedWrite(rows, { ...AUDITED_USER, id: current.id }, async (trx) => {
    await trx.updateTable('users').set({ ...columns(trx, body), ...password, updated_at: new Date().toISOString() }).where('id', '=', current.id).execute();
    await setGroups(trx, current.id, groups);
    if (body.locked && !current.locked) await dropSessionsOf(trx.db, current.id);
    // A password set by an administrator: whoever held the old one is signed out (the administrator's own session kept).
    else if (body.password) await endSessionsOf(trx.db, current.id, current.id === rows.caller.userId ? rows.caller.tokenHash : undefined);
    if (body.password) await notePasswordSet(trx.db, current.id, 'admin', rows.caller.username);
  });
  return userRecord(rows, current.id);
}
