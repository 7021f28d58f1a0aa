import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Handler, HandlerContext } from './Handler';
import { signedIn } from './Handler';
import { AppError } from '../errors';
import { hashToken } from '../auth/sessions';
import { findUser } from '../auth/users';
import { OIDC_STATUS_HEADER } from '../../shared/oidcStatus';

const AUTHORIZATION_HOURS = 1;
const TEMP_SESSION_MINUTES = 10;

/** The user's authorization with a source, as the status answer and response header say it. */
async function statusOf(ctx: HandlerContext, userId: number, source: string) {
  const row = await ctx.db
    .selectFrom('oidc_authorizations')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  const status = {
    source,
    authorized: !!row,
    expires: row ? new Date(row.expires_at).toISOString() : null,
  };
  // 01-shell.md §7.1: the same header in responses updates the stored status.
  ctx.reply.header(OIDC_STATUS_HEADER, JSON.stringify(status));
  return status;
}

/**
 * GET oidc/status: the caller's authorization with a source. Asking engages
 * the source for the session; a session engages one source only (01-shell.md
 * §4), so asking about a second one is an error.
 */
const status: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const source = ctx.query.source as string;
  const engaged = await ctx.db
    .updateTable('sessions')
    .set({ oidc_source: source })
    .where('token_hash', '=', caller.tokenHash)
    .where((eb) => eb.or([eb('oidc_source', 'is', null), eb('oidc_source', '=', source)]))
    .returning('oidc_source')
    .executeTakeFirst();
  if (!engaged) throw new AppError('OIDC_ONE_SOURCE');
  return statusOf(ctx, caller.userId, source);
};

/**
 * GET oidc/temp_session: an anonymous visitor naming a user gets a temporary
 * pair (SEUID, SESESS) to poll anon_status with. An unknown user gets a pair
 * too, which never authorizes: the answer does not tell who exists.
 */
const tempSession: Handler = async (ctx) => {
  const user = await findUser(ctx.db, ctx.query.username, ctx.query.company);
  const seuid = randomBytes(12).toString('base64url');
  const sesess = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + TEMP_SESSION_MINUTES * 60_000).toISOString();
  if (user)
    await ctx.db
      .insertInto('oidc_temp_sessions')
      .values({
        seuid,
        sesess_hash: hashToken(sesess),
        user_id: user.id,
        expires_at: expires,
      })
      .execute();
  return { SEUID: seuid, SESESS: sesess, expires };
};

/** GET oidc/anon_status: the status for a temporary session that matches the named user. */
const anonStatus: Handler = async (ctx) => {
  const q = ctx.query;
  const user = await findUser(ctx.db, q.username, q.company);
  const temp = user
    ? await ctx.db
        .selectFrom('oidc_temp_sessions')
        .select('user_id')
        .where('seuid', '=', q.seuid)
        .where('sesess_hash', '=', hashToken(q.sesess))
        .where('user_id', '=', user.id)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
    : undefined;
  if (!temp) return { source: q.source, authorized: false, expires: null };
  return statusOf(ctx, temp.user_id, q.source);
};

/** POST oidc/force_auth (menu id DEMO-OIDC): marks the caller authorized with a source for an hour. */
const forceAuth: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const source = ctx.query.source as string;
  const expires = new Date(Date.now() + AUTHORIZATION_HOURS * 3_600_000).toISOString();
  await ctx.db
    .insertInto('oidc_authorizations')
    .values({ user_id: caller.userId, source, expires_at: expires })
    .onConflict((oc) => oc.columns(['user_id', 'source']).doUpdateSet({ expires_at: expires }))
    .execute();
  return statusOf(ctx, caller.userId, source);
};

export const oidcHandlers: Record<string, Handler> = {
  'oidc.status': status,
  'oidc.temp_session': tempSession,
  'oidc.anon_status': anonStatus,
  'oidc.force_auth': forceAuth,
};
