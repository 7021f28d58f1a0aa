import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler, HandlerContext } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import type { Caller } from '../auth/Caller';
import { isBlankHtml, sanitizeHtml } from '../../shared/richText/sanitizeHtml';
import { isoUtc, isoUtcOrNull } from './isoUtc';

interface AnnouncementInput {
  title: string;
  content: string;
  start_date: string;
  end_date?: string;
  companies?: string[];
  user_types?: string[];
  customers?: string[];
  priority: string;
  show_on_start?: boolean;
  active: boolean;
}

/** One announcement of the caller's company as the catalogue answers it, with its targeted accounts. */
async function announcement(db: Kysely<DB>, caller: Caller, id: number) {
  const row = await db
    .selectFrom('announcements')
    .innerJoin('users', 'users.id', 'announcements.created_by')
    .selectAll('announcements')
    .select('users.username')
    .where('announcements.id', '=', id)
    .where('announcements.company', '=', caller.company)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const customers = await db.selectFrom('announcement_customers').select('account').where('announcement_id', '=', id).orderBy('account').execute();
  return {
    id: row.id,
    title: row.title,
    content: sanitizeHtml(row.content),
    start_date: row.start_date,
    end_date: row.end_date,
    companies: JSON.parse(row.companies) as string[],
    user_types: JSON.parse(row.user_types) as string[],
    customers: customers.map((c) => c.account),
    customer_count: customers.length,
    priority: row.priority,
    show_on_start: row.show_on_start,
    active: row.active,
    created_by: row.username,
    created_at: isoUtc(row.created_at),
    updated_at: isoUtcOrNull(row.updated_at),
    created_by_id: row.created_by,
  };
}

/** What the schema cannot say: the rich text's visible text, and accounts that exist in the company. */
async function checkInput(db: Kysely<DB>, caller: Caller, body: AnnouncementInput): Promise<void> {
  if (isBlankHtml(body.content)) throw validationError([{ pointer: '/content', message: 'Field is required' }]);
  const wanted = body.customers ?? [];
  if (!wanted.length) return;
  const found = await db.selectFrom('customers').select('account').where('company', '=', caller.company).where('account', 'in', wanted).execute();
  const known = new Set(found.map((c) => c.account));
  const missing = wanted.findIndex((a) => !known.has(a));
  if (missing >= 0) throw validationError([{ pointer: `/customers/${missing}`, message: 'Customer Code Not Found' }]);
}

/** The stored columns of a checked input; the HTML is sanitised before it is kept. */
const columns = (body: AnnouncementInput) => ({
  title: body.title,
  content: sanitizeHtml(body.content),
  start_date: body.start_date,
  end_date: body.end_date ?? null,
  companies: JSON.stringify(body.companies ?? []),
  user_types: JSON.stringify(body.user_types ?? []),
  priority: body.priority,
  show_on_start: body.show_on_start ?? false,
  active: body.active,
});

async function setCustomers(db: Kysely<DB>, id: number, accounts: readonly string[]) {
  await db.deleteFrom('announcement_customers').where('announcement_id', '=', id).execute();
  if (accounts.length) await db.insertInto('announcement_customers').values(accounts.map((account) => ({ announcement_id: id, account }))).execute();
}

/** Administrators change any announcement of their company; other editors only their own. */
function mayChange(caller: Caller, createdBy: number): boolean {
  return caller.type === 'ADMIN' || caller.userId === createdBy;
}

const create: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  await checkInput(ctx.db, caller, ctx.body);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('announcements').values({ ...columns(ctx.body), company: caller.company, created_by: caller.userId }).returning('id').executeTakeFirstOrThrow();
    await setCustomers(trx, row.id, ctx.body.customers ?? []);
    return row.id;
  });
  return announcement(ctx.db, caller, id);
};

const get: Handler = async (ctx) => announcement(ctx.db, signedIn(ctx), ctx.params.id);

const update: Handler = async (ctx: HandlerContext) => {
  const caller = signedIn(ctx);
  const current = await announcement(ctx.db, caller, ctx.params.id);
  if (!mayChange(caller, current.created_by_id)) throw new AppError('NO_PERMISSION_CHANGE');
  await checkInput(ctx.db, caller, ctx.body);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('announcements').set({ ...columns(ctx.body), updated_at: new Date().toISOString() }).where('id', '=', current.id).execute();
    await setCustomers(trx, current.id, ctx.body.customers ?? []);
  });
  return announcement(ctx.db, caller, current.id);
};

const remove: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const current = await announcement(ctx.db, caller, ctx.params.id);
  if (!mayChange(caller, current.created_by_id)) throw new AppError('NO_PERMISSION_DELETE_NOTICE');
  await ctx.db.deleteFrom('announcements').where('id', '=', current.id).execute();
  return { success: true };
};

export const announcementHandlers: Record<string, Handler> = {
  'announcements.create': create,
  'announcements.get': get,
  'announcements.update': update,
  'announcements.delete': remove,
};
