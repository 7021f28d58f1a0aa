import type { RouteContext, RouteHandler } from './Handler';
import { readDb, signedIn } from './Handler';
import { gridSources } from '../data/gridSources';
import { parseGridQuery, type Filter, type GridQuery } from '../query/parseGridQuery';
import { runGridQuery } from '../query/runGridQuery';
import { scopeOf } from '../auth/Scope';
import type { GridSource } from '../query/GridSource';
import type { CallEntry } from '../catalogue/readCatalogue';
import { typedValue } from '../query/typedValue';
import { validationError } from '../errors';
import type { FieldMessage } from '../../shared/validation/messages';

/** The grid source a call names; an unknown one stops the server at start. */
export function gridSourceOf(call: CallEntry): GridSource {
  const source = gridSources[call.grid?.source ?? ''];
  if (!source) throw new Error(`Grid source ${call.grid?.source} of ${call.id} is not defined (src/server/data/resources.ts)`);
  for (const field of Object.keys(call.grid?.where ?? {})) if (!(field in source.fields)) throw new Error(`${call.id}: grid.where names ${field}, not a field of ${call.grid?.source}`);
  return source;
}

/**
 * The filters a call fixes from its path (grid.where: menugroups/{id}/users
 * reads the users of group {id}), typed like their fields: a value that is not
 * one (from an export's URL) is a 400, never an SQL error.
 */
export function pathFilters(call: CallEntry, source: GridSource, params: Record<string, unknown>): Filter[] {
  const faults: FieldMessage[] = [];
  const filters = Object.entries(call.grid?.where ?? {}).map(([field, param]) => ({ field, op: 'eq' as const, value: typedValue(source.fields[field]!.type, String(params[param]), `/${param}`, faults)! }));
  if (faults.length) throw validationError(faults);
  return filters;
}

/** A grid request turned into a query of its source: the protocol's own parameters and the path's fixed filters. */
export function gridQueryOf(call: CallEntry, source: GridSource, query: Record<string, unknown>, params: Record<string, unknown>): GridQuery {
  const q = parseGridQuery(query, source);
  q.filters.push(...pathFilters(call, source, params));
  return q;
}

/** Every grid data source of the catalogue: the query protocol over its source, scoped to the caller. */
export function gridHandler(call: CallEntry): RouteHandler {
  const source = gridSourceOf(call);
  return async (ctx: RouteContext) => {
    const caller = signedIn(ctx);
    await source.guard?.(ctx.db, caller);
    const query = gridQueryOf(call, source, (ctx.query ?? {}) as Record<string, unknown>, (ctx.params ?? {}) as Record<string, unknown>);
    return runGridQuery(await readDb(ctx), source, query, scopeOf(caller));
  };
}
