import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/Caller';
import type { CallEntry } from '../catalogue/readCatalogue';
import type { ScreenStore } from '../screens/ScreenStore';

export interface AppServices {
  db: Kysely<DB>;
  screens: ScreenStore;
  version: string;
  /** Today in the portal's time zone (YYYY-MM-DD); tests fix it. Defaults to portalToday(). */
  today?: () => string;
}

/** What a handler gets: input already validated against the call's catalogue entry. */
export interface HandlerContext extends AppServices {
  call: CallEntry;
  caller: Caller | null;
  params: any;
  query: any;
  body: any;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler = (ctx: HandlerContext) => Promise<unknown>;

/** The caller of a route whose access rule requires a session (never null there). */
export function signedIn(ctx: HandlerContext): Caller {
  if (!ctx.caller) throw new Error(`${ctx.call.id} reached its handler without a caller`);
  return ctx.caller;
}
