import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/Caller';
import { validationError } from '../errors';
import { checkAccess } from '../catalogue/accessCheck';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { GridSource } from '../query/GridSource';
import type { ScreenStore } from '../screens/ScreenStore';
import { gridSourceOf } from './gridHandler';

/** The path parameters when `path` fits the catalogue template (`{name}` takes one segment), else null. */
function templateMatch(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name && got[i] !== '') params[name] = got[i]!;
    else if (part !== got[i]) return null;
  }
  return params;
}

export interface GridCall {
  call: CallEntry;
  source: GridSource;
  /** The URL's path parameters (fixed filters of the call's grid.where). */
  params: Record<string, string>;
}

/**
 * The grid call an `api/...` URL names (exports and push reports carry one),
 * after the same checks as reading it: that call's own access rule and its
 * source's guard. A URL that is not a grid data source is a 400 at `pointer`.
 */
export async function gridCallOf(ctx: { db: Kysely<DB>; screens: ScreenStore; calls: readonly CallEntry[] }, caller: Caller, apiUrl: string, pointer: string): Promise<GridCall> {
  const path = apiUrl.replace(/^api\//, '');
  for (const call of ctx.calls) {
    if (call.method !== 'GET' || !call.grid?.source) continue;
    const params = templateMatch(call.path, path);
    if (!params) continue;
    await checkAccess(ctx.db, ctx.screens, call, caller, params);
    const source = gridSourceOf(call);
    await source.guard?.(ctx.db, caller);
    return { call, source, params };
  }
  throw validationError([{ pointer, message: 'Unknown data source {1}', values: { 1: apiUrl } }]);
}
