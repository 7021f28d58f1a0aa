import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError } from '../errors';
import { holdsAny } from '../auth/Caller';

export const globalHandlers: Record<string, Handler> = {
  'globals.version': async ({ version }) => ({ version }),

  'globals.access_cmid': async (ctx) => ({ access: await holdsAny(ctx.db, signedIn(ctx), [ctx.query.cmid], {}) }),

  'globals.company': async ({ db, params }) => {
    const row = await db.selectFrom('companies').selectAll().where('code', '=', String(params.code).toUpperCase()).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  },
};
