import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError } from '../errors';
import { burnDecoy, verifyPassword } from '../auth/passwords';
import { createSession, hashToken, revokeSession } from '../auth/sessions';
import { findUser } from '../auth/users';
import { sessionPayload } from './sessionPayload';

const login: Handler = async ({ db, body }) => {
  const company = String(body.company).toUpperCase();
  const user = await findUser(db, String(body.username), company);
  if (!user) {
    await burnDecoy(body.password);
    throw new AppError('BAD_CREDENTIALS');
  }
  if (!(await verifyPassword(user.password_hash, body.password))) throw new AppError('BAD_CREDENTIALS');
  // Told only after the password is right, so the message reveals nothing to a guesser.
  if (user.locked) throw new AppError('ACCOUNT_LOCKED');
  const payload = await sessionPayload(db, user.id);
  // 01-shell.md §4: a user not yet Active goes to the activation page; such a user gets no session.
  if (user.status !== 'Active') return payload;
  return { ...payload, token: await createSession(db, user.id, company) };
};

const refresh: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  return sessionPayload(ctx.db, caller.userId, caller.customerAccount);
};

const logout: Handler = async (ctx) => {
  await revokeSession(ctx.db, signedIn(ctx).tokenHash);
  return { status: 0 };
};

/**
 * A new token for the caller's session (PUT users/resettoken): the session's
 * switches and secondary sign-on carry over, and the old token dies at once.
 */
const resetToken: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('sessions').selectAll().where('token_hash', '=', caller.tokenHash).executeTakeFirstOrThrow();
    await revokeSession(trx, caller.tokenHash);
    const token = await createSession(trx, caller.userId, old.company, {
      switched_by: old.switched_by,
      customer_account: old.customer_account,
      oidc_source: old.oidc_source,
    });
    const row = await trx.selectFrom('sessions').select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    return { token, expires_at: new Date(row.expires_at).toISOString() };
  });
};

/**
 * POST users/mt1login: the session id of the previous portal (?mt1sessionid=)
 * is exchanged once for a session of this one. Ids are stored hashed, expire,
 * and are used up by the exchange.
 */
const mt1login: Handler = async ({ db, body }) => {
  const hash = createHash('sha256').update(String(body.session)).digest('hex');
  const handover = await db
    .updateTable('legacy_sessions')
    .set({ used_at: sql<string>`now()` as never })
    .where('session_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  if (!handover) throw new AppError('LEGACY_SESSION_INVALID');
  const user = await db
    .selectFrom('users')
    .select(['id', 'company', 'locked', 'status'])
    .where('id', '=', handover.user_id)
    .executeTakeFirstOrThrow();
  if (user.locked) throw new AppError('ACCOUNT_LOCKED');
  if (user.status !== 'Active') throw new AppError('NOT_ACTIVE');
  return {
    ...(await sessionPayload(db, user.id)),
    token: await createSession(db, user.id, user.company),
  };
};

export const userHandlers: Record<string, Handler> = {
  'users.login': login,
  'users.refresh': refresh,
  'users.logout': logout,
  'users.reset_token': resetToken,
  'users.mt1login': mt1login,
};
