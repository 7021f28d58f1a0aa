import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallEntry } from './readCatalogue';
import type { AppServices, RouteHandler } from '../handlers/Handler';
import { AppError } from '../errors';
import { checkAccess, resolveCaller } from './accessCheck';
import { gridHandler } from '../handlers/gridHandler';
import { resourceHandler, resourceOf } from '../handlers/resourceHandler';
import { rejectInvalidText } from './rejectInvalidText';
import { DEFAULT_BODY_LIMIT, refuseByHeaders } from './bodyGate';
import { bodyRuleCheck } from './bodyRules';
import { portalToday } from '../../shared/calendar/calendarDates';
import type { Caller } from '../auth/Caller';
import { guardCall, type AuditGuardMode } from '../data/audit/auditGuard';
import { NOT_YET_AUDITED } from '../data/audit/notYetAudited';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** '{cmid}' placeholders of the catalogue become Fastify's ':cmid'. */
export function routeUrl(path: string): string {
  return `/api/${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * What the catalogue declares for a call, answered by the server without a
 * hand-written handler: a grid source, or a resource's plain operation. An
 * unknown source or resource stops the server at start.
 */
function declaredHandler(call: CallEntry): RouteHandler | undefined {
  if (call.resource) resourceOf(call);
  if (call.grid?.source) return gridHandler(call);
  if (call.resource?.operation) return resourceHandler(call);
  return undefined;
}

/**
 * The handler of a call: the declared one (grid source, resource operation) or
 * the hand-written one, never both. Planned calls have none and answer 501.
 */
export function handlerFor(call: CallEntry, written: Map<string, RouteHandler>): RouteHandler | undefined {
  const declared = declaredHandler(call);
  const own = written.get(call.id);
  if (declared && own) throw new Error(`${call.id} is answered from its declaration (grid source or resource operation) and has a hand-written handler too`);
  return declared ?? own;
}

/**
 * Declares one route per catalogue call. Fastify validates the request against
 * the call's schemas and serialises the answer through its response schema (no
 * field leaks); the access rule runs before the body is read and before
 * validation, so that a caller without rights learns nothing about a call's
 * shape and costs the server no more than its headers.
 */
export function registerCatalogue(app: FastifyInstance, calls: CallEntry[], handlers: Map<string, RouteHandler>, services: AppServices, auditGuard: AuditGuardMode = 'log'): void {
  app.decorateRequest('caller', null);
  for (const call of calls) {
    const handler = handlerFor(call, handlers);
    const rules = bodyRuleCheck(call);
    app.route({
      method: call.method,
      url: routeUrl(call.path),
      // The call's own body limit (uploads) or the default; multipart.ts counts it while the body streams in.
      bodyLimit: call.bodyLimit ?? DEFAULT_BODY_LIMIT,
      config: { call },
      schema: {
        ...(call.params ? { params: call.params } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        response: { 200: call.response },
      },
      // Who the caller is and whether they may make the call are decided from the headers, before any
      // byte of the body is read: an anonymous 50 MiB upload is answered 401 at once, never read.
      onRequest: async (request) => {
        request.caller = await resolveCaller(services.db, request, call.extendsSession);
        await checkAccess(services.db, services.screens, call, request.caller, request.params as Record<string, string>, request);
        refuseByHeaders(call, request);
      },
      preValidation: async (request) => rejectInvalidText(request),
      // A session that wrote: with a read replica, its next reads wait for the replica to hold the write (read-your-writes).
      ...(call.readsOnly
        ? {}
        : {
            onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
              if (request.caller && reply.statusCode < 400) await services.reads.wrote(request.caller.tokenHash);
              return payload;
            },
          }),
      // After the schema, before the handler: the body's business rules (x-rules), as the browser's form runs them.
      ...(rules ? { preHandler: async (request: FastifyRequest) => rules(request.body, request.caller, (services.today ?? portalToday)()) } : {}),
      handler: async (request, reply) => {
        if (!handler) throw new AppError('NOT_IMPLEMENTED', { 1: call.id });
        // The audit guard notes what the handler writes and refuses a write without its audit entry (data/audit/auditGuard.ts).
        return guardCall(call.id, { mode: auditGuard, log: request.log, tolerated: NOT_YET_AUDITED, sent: () => reply.sent }, () =>
          handler({ ...services, call, caller: request.caller, params: request.params, query: request.query, body: request.body, request, reply }),
        );
      },
    });
  }
}
