import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler, HandlerContext } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import { customerScope, type Caller } from '../auth/Caller';
import { assertCompanyAdmin } from '../auth/companyAdmin';
import { hashPassword } from '../auth/passwords';
import type { FieldMessage } from '../../shared/validation/messages';
import { assignableGroups, assignableTypes } from './userAdminScope';
import { isoUtc, isoUtcOrNull } from './isoUtc';
import { presetOptions, withPreset } from './userPresets';
import { withTypeDefaults } from './userTypes';

interface UserInput {
  uid: string;
  company: string;
  alias?: string;
  user_type: string;
  menu_groups?: number[];
  menu_group?: number;
  stage?: string;
  first_name: string;
  middle_name?: string;
  last_name: string;
  display_name?: string;
  email: string;
  desk_phone?: string;
  mobile?: string;
  default_account?: string;
  is_admin?: boolean;
  language: string;
  sales_codes?: string[];
  regions?: string[];
  status?: string;
  preset?: number;
  password?: string;
  locked?: boolean;
  /** Not an input of the form: given by the preset chosen (withPreset). */
  theme?: string;
}

/** One user the caller administers (their company; a customer administrator: their account only). */
async function userRecord(db: Kysely<DB>, caller: Caller, id: number) {
  let q = db.selectFrom('users').selectAll().where('id', '=', id).where('company', '=', caller.company);
  const scope = customerScope(caller);
  if (scope !== null) q = q.where('customer_account', '=', scope);
  const u = await q.executeTakeFirst();
  if (!u) throw new AppError('NOT_FOUND');
  const [groups, lastLogin] = await Promise.all([
    db.selectFrom('user_groups').innerJoin('menu_groups', 'menu_groups.id', 'user_groups.group_id').select(['menu_groups.id', 'menu_groups.name']).where('user_id', '=', id).orderBy('menu_groups.id').execute(),
    db.selectFrom('sessions').select(sql<Date | null>`max(created_at)`.as('at')).where('user_id', '=', id).executeTakeFirst(),
  ]);
  const selected = groups.find((g) => g.id === u.default_group_id) ?? groups[0];
  return {
    id: u.id,
    uid: u.username,
    company: u.company,
    alias: u.alias,
    user_type: u.type,
    menu_group: selected?.id ?? null,
    menu_group_name: selected?.name ?? null,
    menu_groups: groups.map((g) => g.id),
    stage: u.stage,
    first_name: u.first_name,
    middle_name: u.middle_name,
    last_name: u.last_name,
    display_name: u.display_name,
    email: u.email,
    desk_phone: u.desk_phone,
    mobile: u.mobile,
    default_account: u.customer_account,
    is_admin: u.is_customer_admin,
    language: u.lang === 'fr' ? 'fr' : 'en',
    sales_codes: u.sales_code ? [u.sales_code] : [],
    regions: JSON.parse(u.regions) as string[],
    status: u.status,
    locked: u.locked,
    limited_access: u.type === 'QUOTE',
    last_login: isoUtcOrNull(lastLogin?.at ?? null),
    created_at: isoUtc(u.created_at),
  };
}

/**
 * What the schema cannot say about a user record, with the form's messages on
 * their fields: a free user ID, a type and groups the caller may give, an
 * account of the company (a customer administrator's own), a sales code at most.
 */
async function checkUser(db: Kysely<DB>, caller: Caller, body: UserInput, selfId?: number): Promise<number[]> {
  const faults: FieldMessage[] = [];
  let taken = db.selectFrom('users').select('id').where('company', '=', caller.company).where(sql`lower(username)`, '=', body.uid.toLowerCase());
  if (selfId !== undefined) taken = taken.where('id', '<>', selfId);
  if (await taken.executeTakeFirst()) faults.push({ pointer: '/uid', message: 'User already exists' });
  if (!(await assignableTypes(db, caller)).includes(body.user_type)) faults.push({ pointer: '/user_type', message: 'Invalid value' });
  const groups = new Set((await assignableGroups(db, caller)).map((g) => g.value));
  const wanted = [...new Set([...(body.menu_group ? [body.menu_group] : []), ...(body.menu_groups ?? [])])];
  const badGroup = wanted.find((g) => !groups.has(g));
  if (badGroup !== undefined) faults.push({ pointer: body.menu_group === badGroup ? '/menu_group' : '/menu_groups', message: 'Invalid value' });
  const scope = customerScope(caller);
  if (body.default_account !== undefined) {
    const account = await db.selectFrom('customers').select('account').where('account', '=', body.default_account).where('company', '=', caller.company).executeTakeFirst();
    if (!account || (scope !== null && account.account !== scope)) faults.push({ pointer: '/default_account', message: 'Customer Code Not Found' });
  } else if (body.user_type === 'CUSTOMER' && scope === null) faults.push({ pointer: '/default_account', message: 'Field is required' });
  if ((body.sales_codes?.length ?? 0) > 1) faults.push({ pointer: '/sales_codes', message: 'Only one selection is allowed' });
  if (faults.length) throw validationError(faults);
  return wanted;
}

/** The stored columns of a checked record (a customer administrator's users get their account). */
function columns(caller: Caller, body: UserInput) {
  return {
    username: body.uid,
    type: body.user_type,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    customer_account: body.default_account ?? customerScope(caller),
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

async function setGroups(db: Kysely<DB>, userId: number, groups: number[]) {
  await db.deleteFrom('user_groups').where('user_id', '=', userId).execute();
  if (groups.length) await db.insertInto('user_groups').values(groups.map((group_id) => ({ user_id: userId, group_id }))).execute();
}

/** The record's company is the administrator's: no one adds or moves users into another company. */
function sameCompany(caller: Caller, body: UserInput, code: 'NO_PERMISSION_ADD' | 'NO_PERMISSION_CHANGE') {
  if (body.company.toUpperCase() !== caller.company) throw new AppError(code);
}

const create: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  await assertCompanyAdmin(ctx.db, caller);
  sameCompany(caller, ctx.body as UserInput, 'NO_PERMISSION_ADD');
  const body = await withTypeDefaults(ctx.db, caller, await withPreset(ctx.db, caller, ctx.body as UserInput));
  const groups = await checkUser(ctx.db, caller, body);
  // Without a password the user sets one through password reset; with one, they must change it at next sign-in.
  const passwordHash = await hashPassword(body.password ?? randomBytes(32).toString('base64url'));
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({ ...columns(caller, body), company: caller.company, password_hash: passwordHash, login_status: body.password ? 4 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setGroups(trx, row.id, groups);
    return row.id;
  });
  return userRecord(ctx.db, caller, id);
};

const get: Handler = async (ctx) => userRecord(ctx.db, signedIn(ctx), ctx.params.id);

const update: Handler = async (ctx: HandlerContext) => {
  const caller = signedIn(ctx);
  await assertCompanyAdmin(ctx.db, caller);
  const current = await userRecord(ctx.db, caller, ctx.params.id);
  sameCompany(caller, ctx.body as UserInput, 'NO_PERMISSION_CHANGE');
  const body = await withPreset(ctx.db, caller, ctx.body as UserInput);
  if (body.locked && current.id === caller.userId) throw new AppError('CANNOT_LOCK_SELF');
  const groups = await checkUser(ctx.db, caller, body, current.id);
  const password = body.password ? { password_hash: await hashPassword(body.password), login_status: 4 } : {};
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ ...columns(caller, body), ...password, updated_at: new Date().toISOString() }).where('id', '=', current.id).execute();
    await setGroups(trx, current.id, groups);
    // As users.lock_unlock: a lock ends the user's sessions, so a later unlock revives none.
    if (body.locked && !current.locked) await trx.deleteFrom('sessions').where('user_id', '=', current.id).execute();
  });
  return userRecord(ctx.db, caller, current.id);
};

/** users.options: the choice lists of the user form, limited to what the caller may give. */
const options: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const [company, groups, salesCodes, presets] = await Promise.all([
    ctx.db.selectFrom('companies').select(['code', 'name']).where('code', '=', caller.company).executeTakeFirst(),
    assignableGroups(ctx.db, caller),
    ctx.db.selectFrom('users').select('sales_code').distinct().where('company', '=', caller.company).where('sales_code', 'is not', null).orderBy('sales_code').execute(),
    presetOptions(ctx.db, caller),
  ]);
  return {
    companies: company ? [{ value: company.code, label: company.name }] : [],
    user_types: (await assignableTypes(ctx.db, caller)).map((t) => ({ value: t, label: t })),
    menu_groups: groups,
    languages: [
      { value: 'en', label: 'English' },
      { value: 'fr', label: 'Français' },
    ],
    sales_codes: salesCodes.map((s) => ({ value: s.sales_code!, label: s.sales_code! })),
    regions: [],
    presets,
  };
};

export const userAdminHandlers: Record<string, Handler> = {
  'users.user_create': create,
  'users.user_get': get,
  'users.user_update': update,
  'users.options': options,
};
