import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { gridSources } from '../query/sources';
import { parseGridQuery } from '../query/parseGridQuery';
import { runGridQuery } from '../query/runGridQuery';
import { customerScope, type Caller } from '../auth/Caller';
import type { GridScope, GridSource } from '../query/GridSource';
import type { CallEntry } from '../catalogue/readCatalogue';

/** Whose rows the caller may see through any grid source. */
export function gridScope(caller: Caller): GridScope {
  return { company: caller.company, customer: customerScope(caller), userId: caller.userId };
}

export function gridSourceOf(call: CallEntry): GridSource {
  const source = gridSources[call.grid?.source ?? ''];
  if (!source) throw new Error(`Grid source ${call.grid?.source} of ${call.id} is not defined`);
  return source;
}

/** Every grid data source of the catalogue: the query protocol over its source, scoped to the caller. */
export const gridHandler: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const source = gridSourceOf(ctx.call);
  await source.guard?.(ctx.db, caller);
  const query = parseGridQuery(ctx.query ?? {}, source);
  return runGridQuery(ctx.db, source, query, gridScope(caller));
};
