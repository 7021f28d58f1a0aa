import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { AppError, validationError } from '../../errors';
import { gridCallOf } from '../gridCallOf';
import { gridQueryOf } from '../gridHandler';
import { addPushreport, pushreportCount } from '../../data/pushreports';
import { userById } from '../../auth/users';

export const pushreportHandlers: FamilyHandlers<'pushreport'> = {
  'pushreport.count': async (ctx) => ({ count: await pushreportCount(scoped(ctx), ctx.query.api_url) }),
  /**
   * Adds a push report from the configuration PUSHREPORT_ADD decodes (api_url,
   * query_params, output_type, title, cmid, group). It needs the screen it came
   * from ('This pushreport cannot be created' without one), the right to read its
   * data source, and a query the source accepts; limit and offset are dropped.
   */
  'pushreport.create': async (ctx) => {
    const rows = scoped(ctx);
    const body = ctx.body;
    if (!body.cmid) throw new AppError('PUSHREPORT_CANNOT_CREATE');
    const grid = await gridCallOf(ctx, rows.caller, body.api_url, '/api_url');
    const params = Object.fromEntries(Object.entries(body.query_params).filter(([k]) => k !== 'limit' && k !== 'offset'));
    try {
      gridQueryOf(grid.call, grid.source, params, grid.params);
    } catch (e) {
      if (e instanceof AppError && e.errors) throw validationError(e.errors.map((f) => ({ ...f, pointer: `/query_params${f.pointer}` })));
      throw e;
    }
    const user = await userById(ctx.db, rows.caller.userId);
    return addPushreport(rows, { ...body, cmid: body.cmid, query_params: params }, user);
  },
};
