import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError } from '../errors';
import { customerScope, type Caller } from '../auth/Caller';
import { assertCompanyAdmin } from '../auth/companyAdmin';
import { refusingConflicts } from './dbErrors';

// The catalogue's user ID pattern (definitions/uid of users.json).
const UID = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,99}$/;

/** The users an administrator manages: their company's; a customer administrator's own account's only (userAdminScope). */
function managed(db: Kysely<DB>, caller: Caller) {
  let q = db.selectFrom('users').where('company', '=', caller.company);
  const scope = customerScope(caller);
  if (scope !== null) q = q.where('customer_account', '=', scope);
  return q;
}

function ownCompany(caller: Caller, company: string | undefined) {
  if (company !== undefined && company.toUpperCase() !== caller.company) throw new AppError('NO_PERMISSION_CHANGE');
}

/**
 * Removes a user with their sessions (their tokens die at once), in one
 * transaction. Never oneself; a user whose name is on claims or notices stays
 * (409 "User is in use": lock them instead).
 */
const remove: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  await assertCompanyAdmin(ctx.db, caller);
  const user = await managed(ctx.db, caller).select('id').where('id', '=', ctx.params.id).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  if (user.id === caller.userId) throw new AppError('CANNOT_DELETE_SELF');
  await refusingConflicts(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
        await trx.deleteFrom('user_groups').where('user_id', '=', user.id).execute();
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
      }),
    { inUse: 'USER_IN_USE' },
  );
  return { success: true };
};

/** Locks (ending every session of the user, so an unlock revives none) or unlocks a user. */
const lockUnlock: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  await assertCompanyAdmin(ctx.db, caller);
  const body = ctx.body as { uid: string; company: string; lock: boolean };
  ownCompany(caller, body.company);
  const user = await managed(ctx.db, caller).select(['id', 'username', 'company']).where(sql`lower(username)`, '=', body.uid.toLowerCase()).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  if (body.lock && user.id === caller.userId) throw new AppError('CANNOT_LOCK_SELF');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ locked: body.lock, updated_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    if (body.lock) await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
  });
  return { uid: user.username, company: user.company, locked: body.lock };
};

/** Whether a proposed user ID may be given in the caller's company (user IDs are unique there, in any case). */
const verify: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const { uid, company } = ctx.query as { uid: string; company: string };
  ownCompany(caller, company);
  const valid = UID.test(uid);
  const taken = await ctx.db.selectFrom('users').select('id').where('company', '=', caller.company).where(sql`lower(username)`, '=', uid.toLowerCase()).executeTakeFirst();
  const available = !taken;
  const message = !valid ? 'Invalid format' : !available ? 'User already exists' : undefined;
  return { valid, available, ...(message ? { message } : {}) };
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Type-ahead over user ID, name and email of the users the caller manages. */
const search: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const { search: text, comp, user_type: type, limit = 20 } = ctx.query as { search: string; comp?: string; user_type?: string; limit?: number };
  ownCompany(caller, comp);
  const like = `%${escapeLike(text.toLowerCase())}%`;
  let q = managed(ctx.db, caller).where((eb) =>
    eb.or([
      eb(sql`lower(username)`, 'like', like),
      eb(sql`lower(first_name || ' ' || last_name)`, 'like', like),
      eb(sql`lower(email)`, 'like', like),
    ]),
  );
  if (type) q = q.where('type', '=', type);
  const [rows, total] = await Promise.all([
    q.select(['id', 'username', 'company', 'first_name', 'last_name', 'email', 'type', 'customer_account', 'locked']).orderBy('username').orderBy('id').limit(limit).execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map((u) => ({
      id: u.id,
      uid: u.username,
      company: u.company,
      name: `${u.first_name} ${u.last_name}`,
      email: u.email,
      user_type: u.type,
      default_account: u.customer_account,
      locked: u.locked,
    })),
    count: total.n,
  };
};

export const userAccountHandlers: Record<string, Handler> = {
  'users.user_delete': remove,
  'users.lock_unlock': lockUnlock,
  'users.user_verify': verify,
  'users.search': search,
};
