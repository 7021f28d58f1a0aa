import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import { customerScope, INTERNAL_TYPES, type Caller } from '../auth/Caller';
import type { FieldMessage } from '../../shared/validation/messages';
import { refusingConflicts } from './dbErrors';

interface TypeInput {
  code?: string;
  description: string;
  internal: boolean;
  permissions?: string[];
  default_menugroup_id?: number | null;
}

const DUPLICATE = { pointer: '/code', message: 'User type already exists' };

/**
 * User types are shared by every brand (like companies), so only the carrier's
 * staff keep them, whatever menu a customer were given.
 */
function staff(caller: Caller): Caller {
  if (customerScope(caller) !== null) throw new AppError('FORBIDDEN');
  return caller;
}

async function userType(db: Kysely<DB>, code: string) {
  const t = await db
    .selectFrom('user_types')
    .select(['code', 'description', 'internal', 'permissions', 'default_menugroup_id'])
    .select((eb) => eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).whereRef('users.type', '=', 'user_types.code').as('user_count'))
    .where('code', '=', code)
    .executeTakeFirst();
  if (!t) throw new AppError('NOT_FOUND');
  return { ...t, user_count: Number(t.user_count ?? 0) };
}

/**
 * What the schema cannot check. Which types are staff is fixed in the server's
 * rules (ADMIN, EMPLOYEE, SALES see every customer), so `internal` follows
 * them rather than letting a new type claim a staff scope it would not get.
 * The default menu group is one of the caller's company.
 */
async function columns(db: Kysely<DB>, caller: Caller, code: string, body: TypeInput) {
  const faults: FieldMessage[] = [];
  if (body.internal !== INTERNAL_TYPES.has(code)) faults.push({ pointer: '/internal', message: 'Only the built-in staff types are internal' });
  const group = body.default_menugroup_id ?? null;
  if (group !== null && !(await db.selectFrom('menu_groups').select('id').where('id', '=', group).where('company', '=', caller.company).executeTakeFirst()))
    faults.push({ pointer: '/default_menugroup_id', message: 'Invalid value' });
  if (faults.length) throw validationError(faults);
  return {
    description: body.description,
    internal: body.internal,
    permissions: JSON.stringify(body.permissions ?? []),
    default_menugroup_id: group,
    updated_at: new Date().toISOString(),
  };
}

/**
 * A new user given neither groups nor a preset gets their type's default menu
 * group, when it is one of the caller's company (types are shared by every brand).
 */
export async function withTypeDefaults<T extends { user_type: string; menu_group?: number; menu_groups?: number[] }>(db: Kysely<DB>, caller: Caller, body: T): Promise<T> {
  if (body.menu_group !== undefined || body.menu_groups?.length) return body;
  const row = await db
    .selectFrom('user_types')
    .innerJoin('menu_groups', 'menu_groups.id', 'user_types.default_menugroup_id')
    .select('menu_groups.id')
    .where('user_types.code', '=', body.user_type)
    .where('menu_groups.company', '=', caller.company)
    .executeTakeFirst();
  return row ? { ...body, menu_group: row.id } : body;
}

const get: Handler = async (ctx) => {
  staff(signedIn(ctx));
  return userType(ctx.db, ctx.params.code);
};

const create: Handler = async (ctx) => {
  const caller = staff(signedIn(ctx));
  const body = ctx.body as TypeInput & { code: string };
  if (await ctx.db.selectFrom('user_types').select('code').where('code', '=', body.code).executeTakeFirst()) throw validationError([DUPLICATE]);
  const values = await columns(ctx.db, caller, body.code, body);
  await refusingConflicts(() => ctx.db.insertInto('user_types').values({ code: body.code, ...values }).execute(), { duplicate: DUPLICATE });
  return userType(ctx.db, body.code);
};

const update: Handler = async (ctx) => {
  const caller = staff(signedIn(ctx));
  const current = await userType(ctx.db, ctx.params.code);
  const values = await columns(ctx.db, caller, current.code, ctx.body);
  await ctx.db.updateTable('user_types').set(values).where('code', '=', current.code).execute();
  return userType(ctx.db, current.code);
};

// A type still held by a user (of any brand) or named by a preset is refused, never cascaded.
const remove: Handler = async (ctx) => {
  staff(signedIn(ctx));
  const row = await ctx.db.selectFrom('user_types').select(['code', 'builtin']).where('code', '=', ctx.params.code).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  if (row.builtin) throw new AppError('USER_TYPE_BUILTIN');
  if (await ctx.db.selectFrom('users').select('id').where('type', '=', row.code).executeTakeFirst()) throw new AppError('USER_TYPE_IN_USE');
  await refusingConflicts(() => ctx.db.deleteFrom('user_types').where('code', '=', row.code).execute(), { inUse: 'USER_TYPE_IN_USE' });
  return { status: 0 };
};

export const userTypeHandlers: Record<string, Handler> = {
  'usertypes.get': get,
  'usertypes.create': create,
  'usertypes.update': update,
  'usertypes.delete': remove,
};
