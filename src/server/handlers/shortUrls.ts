import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import { sameSitePath } from '../../shared/sameSitePath';

function answer(row: { id: string; url: string; expires_at: Date | null }) {
  return {
    id: row.id,
    url: row.url,
    short_url: `/st/${row.id}`,
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  };
}

/** POST shorten_urls: a short /st/{id} address for a path of this site (never another host). */
const create: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const url = sameSitePath(ctx.body.url);
  if (!url) throw validationError([{ pointer: '/url', message: 'Invalid value' }]);
  const days = ctx.body.expires_in_days as number | undefined;
  const row = await ctx.db
    .insertInto('short_urls')
    .values({
      id: randomBytes(6).toString('base64url'),
      url,
      created_by: caller.userId,
      expires_at: days ? new Date(Date.now() + days * 86_400_000).toISOString() : null,
    })
    .returning(['id', 'url', 'expires_at'])
    .executeTakeFirstOrThrow();
  return answer(row);
};

/** GET shorten_urls/{id}: where a short URL leads, checked again as same-site before it is given out. */
const resolve: Handler = async (ctx) => {
  const row = await ctx.db
    .selectFrom('short_urls')
    .select(['id', 'url', 'expires_at'])
    .where('id', '=', ctx.params.id)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
  if (!row || !sameSitePath(row.url)) throw new AppError('NOT_FOUND');
  return answer(row);
};

export const shortUrlHandlers: Record<string, Handler> = {
  'shorten_urls.create': create,
  'shorten_urls.resolve': resolve,
};
