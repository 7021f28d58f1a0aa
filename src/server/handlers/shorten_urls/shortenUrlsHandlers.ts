import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { AppError, validationError } from '../../errors';
import { sameSitePath } from '../../../shared/sameSitePath';
import { addShortUrl, liveShortUrl } from '../../data/shortUrls';

export const shortenUrlsHandlers: FamilyHandlers<'shorten_urls'> = {
  /** POST shorten_urls: a short /st/{id} address for a path of this site (never another host). */
  'shorten_urls.create': async (ctx) => {
    const url = sameSitePath(ctx.body.url);
    if (!url) throw validationError([{ pointer: '/url', message: 'Invalid value' }]);
    return addShortUrl(scoped(ctx), url, ctx.body.expires_in_days);
  },
  /** GET shorten_urls/{id}: where a short URL leads, checked again as same-site before it is given out. */
  'shorten_urls.resolve': async (ctx) => {
    const found = await liveShortUrl(ctx.db, ctx.params.id);
    if (!found || !sameSitePath(found.url)) throw new AppError('NOT_FOUND');
    return found;
  },
};
