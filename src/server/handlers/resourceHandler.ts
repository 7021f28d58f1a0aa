import type { RouteContext, RouteHandler } from './Handler';
import { scoped } from './Handler';
import type { CallEntry } from '../catalogue/readCatalogue';
import { resources } from '../data/resources';
import type { Resource, Row } from '../data/Resource';
import { createRow, deleteRow, getRow, updateRow } from '../data/resourceRows';

/** The resource a call names; an unknown one stops the server at start. */
export function resourceOf(call: CallEntry): Resource {
  const name = call.resource?.name ?? '';
  const resource = resources[name];
  if (!resource) throw new Error(`${call.id}: resource ${name} is not defined (src/server/data/resources.ts)`);
  return resource;
}

/** The path parameters of a catalogue path ('customers/{account}' -> ['account']). */
const pathParams = (call: CallEntry) => [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * The handler of a resource's plain operation, declared in the catalogue
 * (`resource.operation`): get, update and delete name the row by the path
 * parameter that is the resource's key; create takes its key from the body.
 */
export function resourceHandler(call: CallEntry): RouteHandler {
  const resource = resourceOf(call);
  const operation = call.resource!.operation!;
  const keyed = operation !== 'create';
  const params = pathParams(call);
  if (keyed ? params.join() !== resource.key : params.length) throw new Error(`${call.id}: a ${operation} takes ${keyed ? `the path parameter {${resource.key}}` : 'no path parameter'}`);
  if (!(resource.key in resource.fields)) throw new Error(`${call.id}: the key ${resource.key} of ${call.resource!.name} must be a field`);
  if ((operation === 'create' || operation === 'update') && !Object.values(resource.fields).some((f) => f.write)) throw new Error(`${call.id}: ${call.resource!.name} declares no written field`);
  const key = (ctx: RouteContext) => (ctx.params as Row)[resource.key];
  const body = (ctx: RouteContext) => ({ ...(ctx.body as Row) });
  switch (operation) {
    case 'get':
      return async (ctx) => getRow(scoped(ctx), resource, key(ctx));
    case 'create':
      return async (ctx) => createRow(scoped(ctx), resource, body(ctx));
    case 'update':
      return async (ctx) => updateRow(scoped(ctx), resource, key(ctx), body(ctx));
    case 'delete':
      return async (ctx) => deleteRow(scoped(ctx), resource, key(ctx));
  }
}
