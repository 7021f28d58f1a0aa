import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError } from '../errors';
import { burnDecoy, verifyPassword } from '../auth/passwords';
import { createSession, hashToken, revokeSession } from '../auth/sessions';
import { followTokenRotation, logSignIn, logSignOut, type SignInResult } from '../auth/signInLog';
import { findUser } from '../auth/users';
import { sessionPayload } from './sessionPayload';

const login: Handler = async ({ db, body, request }) => {
  const company = String(body.company).toUpperCase();
  const uid = String(body.username);
  const user = await findUser(db, uid, company);
  // Every attempt goes to the sign-in log (UA-ANALYTIC), refused ones included.
  const log = (result: SignInResult, token?: string) => logSignIn(db, request, { uid, company, result, user: user && { id: user.id, type: user.type }, token });
  if (!user) {
    await burnDecoy(body.password);
    await log('failed');
    throw new AppError('BAD_CREDENTIALS');
  }
  if (!(await verifyPassword(user.password_hash, body.password))) {
    await log('failed');
    throw new AppError('BAD_CREDENTIALS');
  }
  // Told only after the password is right, so the message reveals nothing to a guesser.
  if (user.locked) {
    await log('locked');
    throw new AppError('ACCOUNT_LOCKED');
  }
  const payload = await sessionPayload(db, user.id);
  // 01-shell.md §4: a user not yet Active goes to the activation page; such a user gets no session.
  if (user.status !== 'Active') {
    await log('inactive');
    return payload;
  }
  const token = await createSession(db, user.id, company);
  await log(payload.status === 4 ? 'new_password_required' : 'success', token);
  return { ...payload, token };
};

const refresh: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  return sessionPayload(ctx.db, caller.userId, caller.customerAccount);
};

const logout: Handler = async (ctx) => {
  const { tokenHash } = signedIn(ctx);
  await revokeSession(ctx.db, tokenHash);
  await logSignOut(ctx.db, tokenHash);
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
    await followTokenRotation(trx, caller.tokenHash, token);
    const row = await trx.selectFrom('sessions').select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    return { token, expires_at: new Date(row.expires_at).toISOString() };
  });
};

/**
 * POST users/mt1login: the session id of the previous portal (?mt1sessionid=)
 * is exchanged once for a session of this one. Ids are stored hashed, expire,
 * and are used up by the exchange.
 */
const mt1login: Handler = async ({ db, body, request }) => {
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
    .select(['id', 'company', 'locked', 'status', 'username', 'type'])
    .where('id', '=', handover.user_id)
    .executeTakeFirstOrThrow();
  if (user.locked) throw new AppError('ACCOUNT_LOCKED');
  if (user.status !== 'Active') throw new AppError('NOT_ACTIVE');
  const token = await createSession(db, user.id, user.company);
  await logSignIn(db, request, { uid: user.username, company: user.company, result: 'success', user: { id: user.id, type: user.type }, token });
  return { ...(await sessionPayload(db, user.id)), token };
};

export const userHandlers: Record<string, Handler> = {
  'users.login': login,
  'users.refresh': refresh,
  'users.logout': logout,
  'users.reset_token': resetToken,
  'users.mt1login': mt1login,
};
