import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import { parseGridQuery } from '../query/parseGridQuery';
import { gridCallOf } from './gridCallOf';

const isoUtc = (d: Date | null) => (d ? new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

/** How many push reports the caller has on one data source (the grid's push report button). */
const count: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const row = await ctx.db
    .selectFrom('pushreports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', caller.userId)
    .where('company', '=', caller.company)
    .where('api_url', '=', ctx.query.api_url)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n) };
};

/** The menu group a report is filed under must be one of the caller's (an administrator's: of the company). */
async function checkGroup(ctx: Parameters<Handler>[0], group: number | undefined): Promise<number | null> {
  if (group === undefined) return null;
  const caller = signedIn(ctx);
  let q = ctx.db.selectFrom('menu_groups').select('menu_groups.id').where('menu_groups.id', '=', group).where('menu_groups.company', '=', caller.company);
  if (caller.type !== 'ADMIN') q = q.innerJoin('user_groups', 'user_groups.group_id', 'menu_groups.id').where('user_groups.user_id', '=', caller.userId);
  if (!(await q.executeTakeFirst())) throw validationError([{ pointer: '/group', message: 'Invalid value' }]);
  return group;
}

/**
 * Adds a push report from the configuration PUSHREPORT_ADD decodes (api_url,
 * query_params, output_type, title, cmid, group). It needs the screen it came
 * from ('This pushreport cannot be created' without one), the right to read its
 * data source, and a query the source accepts; limit and offset are dropped.
 */
const create: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const body = ctx.body;
  if (!body.cmid) throw new AppError('PUSHREPORT_CANNOT_CREATE');
  const { source } = await gridCallOf(ctx, body.api_url, '/api_url');
  const params = Object.fromEntries(Object.entries(body.query_params as Record<string, unknown>).filter(([k]) => k !== 'limit' && k !== 'offset'));
  try {
    parseGridQuery(params, source);
  } catch (e) {
    if (e instanceof AppError && e.errors) throw validationError(e.errors.map((f) => ({ ...f, pointer: `/query_params${f.pointer}` })));
    throw e;
  }
  const groupId = await checkGroup(ctx, body.group);
  const user = await ctx.db.selectFrom('users').select(['email', 'username']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
  const recipients: string[] = body.recipients ?? [user.email];
  const schedule = body.schedule ?? { frequency: 'daily', hour: 7, minute: 0 };
  const row = await ctx.db
    .insertInto('pushreports')
    .values({
      company: caller.company,
      user_id: caller.userId,
      cmid: body.cmid,
      title: body.title,
      api_url: body.api_url,
      query_params: JSON.stringify(params),
      output_type: body.output_type ?? 'PDF',
      group_id: groupId,
      recipients: JSON.stringify(recipients),
      schedule: JSON.stringify(schedule),
      active: body.active ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    ...row,
    group: row.group_id,
    owner: user.username,
    last_run_at: isoUtc(row.last_run_at),
    next_run_at: isoUtc(row.next_run_at),
    created_at: isoUtc(row.created_at),
  };
};

export const pushreportHandlers: Record<string, Handler> = {
  'pushreport.count': count,
  'pushreport.create': create,
};
