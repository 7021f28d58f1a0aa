import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { AppError, validationError } from '../errors';
import { COMPANY_IN_USE_SQL } from '../query/adminSources';
import { refusingConflicts } from './dbErrors';

interface CompanyInput {
  code?: string;
  name: string;
  address?: string;
  city?: string;
  province?: string;
  postal_code?: string;
  phone?: string;
  email?: string;
  skin: string;
  template?: string;
  key_field?: string;
}

const DUPLICATE = { pointer: '/code', message: 'Company already exists' };

/** Skins the portal ships (src/shell/themes) and the page templates each offers. */
const SKINS = [
  { skin: 'standard', templates: ['default'], dark: true },
  { skin: 'benefits', templates: ['default'], dark: false },
];

/**
 * Companies are the carrier group's brands: one shared list, administered by
 * the group's administrators (the cmids of the call), not scoped to the caller's company.
 */
async function company(db: Kysely<DB>, code: string) {
  const row = await db
    .selectFrom('companies')
    .selectAll()
    .select(sql<boolean>`${sql.raw(COMPANY_IN_USE_SQL)}`.as('in_use'))
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, in_use: Boolean(row.in_use) };
}

/** Stored columns of a checked input: left-out optional text is kept as ''. */
function columns(body: CompanyInput) {
  if (!SKINS.some((s) => s.skin === body.skin)) throw validationError([{ pointer: '/skin', message: 'Invalid value' }]);
  return {
    name: body.name,
    address: body.address ?? '',
    city: body.city ?? '',
    province: (body.province ?? '').toUpperCase(),
    postal_code: body.postal_code ?? '',
    phone: body.phone ?? '',
    email: body.email ?? '',
    skin: body.skin,
    template: body.template ?? '',
    key_field: body.key_field ?? '',
  };
}

const skins: Handler = async () => SKINS;

const get: Handler = async (ctx) => company(ctx.db, ctx.params.code);

const create: Handler = async (ctx) => {
  const body = ctx.body as CompanyInput & { code: string };
  const values = columns(body);
  if (await ctx.db.selectFrom('companies').select('code').where('code', '=', body.code).executeTakeFirst()) throw validationError([DUPLICATE]);
  await refusingConflicts(() => ctx.db.insertInto('companies').values({ code: body.code, ...values }).execute(), { duplicate: DUPLICATE });
  return company(ctx.db, body.code);
};

const update: Handler = async (ctx) => {
  const current = await company(ctx.db, ctx.params.code);
  await ctx.db.updateTable('companies').set(columns(ctx.body)).where('code', '=', current.code).execute();
  return company(ctx.db, current.code);
};

// A company its users, customers or menu groups still name is refused, never cascaded.
const remove: Handler = async (ctx) => {
  const current = await company(ctx.db, ctx.params.code);
  if (current.in_use) throw new AppError('COMPANY_IN_USE');
  await refusingConflicts(() => ctx.db.deleteFrom('companies').where('code', '=', current.code).execute(), { inUse: 'COMPANY_IN_USE' });
  return { status: 0 };
};

export const companyHandlers: Record<string, Handler> = {
  'companies.skins': skins,
  'companies.get': get,
  'companies.create': create,
  'companies.update': update,
  'companies.delete': remove,
};
