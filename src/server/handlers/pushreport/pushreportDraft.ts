import type { HandlerContext } from '../Handler';
import { scoped } from '../Handler';
import { AppError, validationError } from '../../errors';
import { gridCallOf } from '../gridCallOf';
import { userById } from '../../auth/users';
import type { PushreportPushreportInput } from '../../../shared/generated/types';

const OUTPUT_TYPES = ['PDF', 'CSV', 'XLSX', 'XML', 'JSON'] as const;
const API_URL = /^api\/[A-Za-z0-9_/{}.-]{1,300}$/;
const QUERY_NAME = /^[A-Za-z0-9_]{1,100}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const badData = () => validationError([{ pointer: '/data', message: 'Invalid value' }]);

/** The configuration's JSON from its base64 (standard or URL-safe); a 400 on /data when it is not an object. */
function decode(data: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  } catch {
    throw badData();
  }
  if (!isObject(parsed)) throw badData();
  return parsed;
}

/** The grid query, limit and offset dropped (02-business.md §2), scalar values of safe names only. */
function queryOf(raw: unknown): Record<string, string | number | boolean> {
  if (!isObject(raw)) return {};
  const entries = Object.entries(raw).filter(
    ([k, v]) => k !== 'limit' && k !== 'offset' && QUERY_NAME.test(k) && (typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v.length <= 1000)),
  );
  return Object.fromEntries(entries.slice(0, 100)) as Record<string, string | number | boolean>;
}

/**
 * PUSHREPORT_ADD's starting values from its query (cmid and data): the
 * configuration a grid's push report button encodes, read here rather than in
 * the browser so that what the form starts from is checked as a save would be
 * (the grid's source readable by the caller). The user then sets title,
 * output type, recipients and schedule; POST pushreport checks them again.
 */
export async function pushreportDraft(ctx: HandlerContext<'pushreport.draft'>): Promise<PushreportPushreportInput> {
  const config = decode(ctx.query.data);
  const cmid = ctx.query.cmid || (typeof config.cmid === 'string' && /^[A-Za-z0-9_-]{1,60}$/.test(config.cmid) ? config.cmid : '');
  if (!cmid) throw new AppError('PUSHREPORT_CANNOT_CREATE');
  const apiUrl = typeof config.api_url === 'string' && API_URL.test(config.api_url) ? config.api_url : null;
  if (!apiUrl) throw badData();
  const rows = scoped(ctx);
  await gridCallOf({ ...ctx, calls: ctx.request.server.calls }, rows.caller, apiUrl, '/data');
  const title = typeof config.title === 'string' && config.title.trim() ? config.title.trim().slice(0, 200) : cmid;
  const outputType = OUTPUT_TYPES.find((t) => t === config.output_type) ?? 'PDF';
  const group = Number(config.group);
  const user = await userById(ctx.db, rows.caller.userId);
  return {
    api_url: apiUrl,
    query_params: queryOf(config.query_params),
    output_type: outputType,
    title,
    cmid,
    ...(Number.isInteger(group) && group >= 1 && group <= 2147483647 ? { group } : {}),
    ...(user.email && EMAIL.test(user.email) ? { recipients: [user.email] } : {}),
    schedule: { frequency: 'daily', hour: 7, minute: 0 },
    active: true,
  };
}
