import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import { customerScope, type Caller } from '../auth/Caller';
import { refusingConflicts } from './dbErrors';

interface CustomerInput {
  account?: string;
  name: string;
  group_account?: string | null;
  city?: string;
  province?: string;
}

const DUPLICATE = { pointer: '/account', message: 'Customer already exists' };

/** One customer of the caller's company (a customer user: only their own account). */
async function customer(db: Kysely<DB>, caller: Caller, account: string) {
  let q = db
    .selectFrom('customers')
    .select(['account', 'name', 'group_account', 'company', 'city', 'province'])
    .select(sql<number>`(select count(*)::int from users u where u.customer_account = customers.account)`.as('user_count'))
    .where('account', '=', account)
    .where('company', '=', caller.company);
  const scope = customerScope(caller);
  if (scope !== null) q = q.where('account', '=', scope);
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A group account is another customer of the same company. */
async function checkGroup(db: Kysely<DB>, caller: Caller, account: string, group: string | null | undefined): Promise<void> {
  if (!group) return;
  if (group === account) throw validationError([{ pointer: '/group_account', message: 'A customer cannot be its own group account' }]);
  const found = await db.selectFrom('customers').select('account').where('account', '=', group).where('company', '=', caller.company).executeTakeFirst();
  if (!found) throw validationError([{ pointer: '/group_account', message: 'Customer Code Not Found' }]);
}

const columns = (body: CustomerInput) => ({
  name: body.name,
  group_account: body.group_account || null,
  city: body.city ?? '',
  province: (body.province ?? '').toUpperCase(),
});

const get: Handler = async (ctx) => customer(ctx.db, signedIn(ctx), ctx.params.account);

// Customers are added to the caller's own company: the grid, the forms and the scoping all work per company.
const create: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const body = ctx.body as CustomerInput & { account: string };
  if (await ctx.db.selectFrom('customers').select('account').where('account', '=', body.account).executeTakeFirst()) throw validationError([DUPLICATE]);
  await checkGroup(ctx.db, caller, body.account, body.group_account);
  await refusingConflicts(() => ctx.db.insertInto('customers').values({ account: body.account, company: caller.company, ...columns(body) }).execute(), { duplicate: DUPLICATE });
  return customer(ctx.db, caller, body.account);
};

const update: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const current = await customer(ctx.db, caller, ctx.params.account);
  await checkGroup(ctx.db, caller, current.account, ctx.body.group_account);
  await ctx.db.updateTable('customers').set(columns(ctx.body)).where('account', '=', current.account).execute();
  return customer(ctx.db, caller, current.account);
};

// Users, shipments, invoices, claims, pickups or group members that still name the account refuse the delete (foreign keys).
const remove: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const current = await customer(ctx.db, caller, ctx.params.account);
  await refusingConflicts(() => ctx.db.deleteFrom('customers').where('account', '=', current.account).execute(), { inUse: 'CUSTOMER_IN_USE' });
  return { status: 0 };
};

export const customerHandlers: Record<string, Handler> = {
  'customers.get': get,
  'customers.create': create,
  'customers.update': update,
  'customers.delete': remove,
};
