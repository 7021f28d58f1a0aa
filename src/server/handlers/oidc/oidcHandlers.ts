import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { AppError } from '../../errors';
import { findUser } from '../../auth/users';
import { OIDC_STATUS_HEADER } from '../../../shared/oidcStatus';
import { addTempSession, authorizationExpiry, authorize, engageSource, tempSessionUser } from '../../data/oidc';

const AUTHORIZATION_HOURS = 1;
const TEMP_SESSION_MINUTES = 10;

/** The user's authorization with a source, as the status answer and response header say it. */
async function statusOf(ctx: { db: Kysely<DB>; reply: FastifyReply }, userId: number, source: string) {
  const expires = await authorizationExpiry(ctx.db, userId, source);
  const status = { source, authorized: !!expires, expires: expires ? expires.toISOString() : null };
  // 01-shell.md §7.1: the same header in responses updates the stored status.
  ctx.reply.header(OIDC_STATUS_HEADER, JSON.stringify(status));
  return status;
}

export const oidcHandlers: FamilyHandlers<'oidc'> = {
  /**
   * GET oidc/status: the caller's authorization with a source. Asking engages
   * the source for the session; a session engages one source only (01-shell.md
   * §4), so asking about a second one is an error.
   */
  'oidc.status': async (ctx) => {
    const rows = scoped(ctx);
    if (!(await engageSource(rows, ctx.query.source))) throw new AppError('OIDC_ONE_SOURCE');
    return statusOf(ctx, rows.caller.userId, ctx.query.source);
  },
  /**
   * GET oidc/temp_session: an anonymous visitor naming a user gets a temporary
   * pair (SEUID, SESESS) to poll anon_status with. An unknown user gets a pair
   * too, which never authorizes: the answer does not tell who exists.
   */
  'oidc.temp_session': async (ctx) => {
    const user = await findUser(ctx.db, ctx.query.username, ctx.query.company);
    const seuid = randomBytes(12).toString('base64url');
    const sesess = randomBytes(32).toString('base64url');
    const expires = new Date(Date.now() + TEMP_SESSION_MINUTES * 60_000).toISOString();
    if (user) await addTempSession(ctx.db, user.id, seuid, sesess, expires);
    return { SEUID: seuid, SESESS: sesess, expires };
  },
  /** GET oidc/anon_status: the status for a temporary session that matches the named user. */
  'oidc.anon_status': async (ctx) => {
    const q = ctx.query;
    const user = await findUser(ctx.db, q.username, q.company);
    const userId = user && (await tempSessionUser(ctx.db, user.id, q.seuid, q.sesess));
    if (!userId) return { source: q.source, authorized: false, expires: null };
    return statusOf(ctx, userId, q.source);
  },
  /** POST oidc/force_auth (menu id DEMO-OIDC): marks the caller authorized with a source for an hour. */
  'oidc.force_auth': async (ctx) => {
    const rows = scoped(ctx);
    await authorize(rows, ctx.query.source, new Date(Date.now() + AUTHORIZATION_HOURS * 3_600_000).toISOString());
    return statusOf(ctx, rows.caller.userId, ctx.query.source);
  },
};
