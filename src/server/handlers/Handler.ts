import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/Caller';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { ScreenStore } from '../screens/ScreenStore';
import type { CallTypes } from '../../shared/generated/types';
import { ScopedDb, type Via } from '../data/ScopedDb';
import type { Actor } from '../data/audit/auditLog';
import type { ReadRouting } from '../db/readRouting';
import type { DatabaseReadiness } from '../db/readiness';
import type { FileStore } from '../files/FileStore';
import type { JobQueue } from '../jobs/JobQueue';

/** Every call id of the catalogue (generated from schemas/calls). */
export type CallId = keyof CallTypes;

/** The call ids of one family: FamilyCallId<'companies'> is 'companies.list' | 'companies.get' | ... */
export type FamilyCallId<F extends string> = Extract<CallId, `${F}.${string}`>;

export interface AppServices {
  db: Kysely<DB>;
  /** Where read-only queries of grids and exports go: a read replica when one is configured. */
  reads: ReadRouting;
  screens: ScreenStore;
  /** Documents on disk (or a bucket): the caller checks access before reading a key. */
  files: FileStore;
  version: string;
  /** Whether the database serves (start-up work done, reachable, migrations current): the readiness probe. */
  readiness: DatabaseReadiness;
  /** Today in the portal's time zone (YYYY-MM-DD); tests fix it. Defaults to portalToday(). */
  today?: () => string;
  /** Work outside the request (push report runs, emails): jobs/JobQueue.ts. */
  jobs: JobQueue;
}

/**
 * What a handler of call `Id` gets: its path parameters, query and body as the
 * catalogue types them, already validated against the call's schemas (and the
 * body's business rules) before the handler runs.
 */
export interface HandlerContext<Id extends CallId> extends AppServices {
  call: CallEntry;
  caller: Caller | null;
  params: CallTypes[Id]['params'];
  query: CallTypes[Id]['query'];
  body: CallTypes[Id]['body'];
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The call's answer, serialised through its response schema, or the reply the handler sent itself (a file, a stream, 204). */
export type Answer<Id extends CallId> = CallTypes[Id]['response'] | FastifyReply;

export type Handler<Id extends CallId> = (ctx: HandlerContext<Id>) => Promise<Answer<Id>>;

/** The hand-written handlers of one family's calls, each typed from its own catalogue entry. */
export type FamilyHandlers<F extends string> = { [Id in FamilyCallId<F>]?: Handler<Id> };

/**
 * A handler as the routes hold it, whatever its call: the request was checked
 * against that call's schemas, so each typed handler receives what its type says.
 */
export interface RouteContext extends AppServices {
  call: CallEntry;
  caller: Caller | null;
  params: unknown;
  query: unknown;
  body: unknown;
  request: FastifyRequest;
  reply: FastifyReply;
}
export type RouteHandler = (ctx: RouteContext) => Promise<unknown>;

/** The caller of a route whose access rule requires a session (never null there). */
export function signedIn(ctx: { call: CallEntry; caller: Caller | null }): Caller {
  if (!ctx.caller) throw new Error(`${ctx.call.id} reached its handler without a caller`);
  return ctx.caller;
}

/** The caller's scoped view of the data (company, account, own rows): every owned row a handler reaches goes through it. */
export function scoped(ctx: { call: CallEntry; caller: Caller | null; db: Kysely<DB>; request?: FastifyRequest }): ScopedDb {
  return new ScopedDb(ctx.db, signedIn(ctx), ctx.request ? viaOf(ctx.request) : {});
}

/** The screen a call was made from (the browser's cmid header, 01-shell.md §7.1) and the caller's address, for the audit log. */
export function viaOf(request: FastifyRequest): Via {
  const cmid = request.headers.cmid;
  const screen = typeof cmid === 'string' && cmid && cmid !== 'UNKNOWN' ? cmid.slice(0, 60) : null;
  return { cmid: screen, ip: request.ip ?? null };
}

/** The database a grid page, count or export of this request reads: the replica, unless the caller's own last write is not there yet. */
export function readDb(ctx: { reads: ReadRouting; caller: Caller | null }): Promise<Kysely<DB>> {
  return ctx.reads.readDb(ctx.caller?.writeLsn);
}

/**
 * Who the audit log names for a change made with no signed-in caller (a visitor registering, a reset by
 * token, an activation): the user the change is for, from this request's screen and address.
 */
export function actorFor(request: FastifyRequest, user: { company: string; username: string }): Actor {
  const via = viaOf(request);
  return { company: user.company, user_id: user.username, cmid: via.cmid ?? null, ip: via.ip ?? null };
}
