import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { writtenTables } from './writtenTables';

/**
 * The tables one call writes, noted as its statements are made: the audit guard's record
 * (data/audit/auditGuard.ts). The note follows the call's asynchronous work (AsyncLocalStorage, as
 * requestWrites.ts does), so the plugin on the application's database (openDatabase.ts) adds to it
 * without any handler passing it along.
 */
const store = new AsyncLocalStorage<Set<string>>();

/**
 * Adds every table a statement writes to the current call's note. No query of its own and nothing changed
 * in the statement: a walk of the statement's top (writtenTables.ts) and a Set per call. Outside a call
 * (start-up, seeds, jobs, the hooks around a handler) it does nothing.
 */
export class CallWritesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const written = store.getStore();
    if (written) for (const table of writtenTables(args.node)) written.add(table);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** Runs `work` as one call and answers what it answered with the tables its statements wrote. */
export async function noteCallWrites<T>(work: () => Promise<T>): Promise<{ answer: T; written: ReadonlySet<string> }> {
  const written = new Set<string>();
  const answer = await store.run(written, work);
  return { answer, written };
}
