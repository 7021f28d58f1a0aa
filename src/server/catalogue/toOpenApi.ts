import type { CallEntry } from './readCatalogue';
import type { DocsOpenapiResponse } from '../../shared/generated/types';
import { statusesOf } from './callStatuses';
import { errorCatalogue } from '../errors';

/** The pinned error shape of 00-contracts.md §4, its code one of the server's catalogue. */
export function errorSchema() {
  return {
    type: 'object',
    required: ['code', 'detail'],
    additionalProperties: false,
    properties: {
      code: { type: 'string', enum: Object.keys(errorCatalogue), description: 'Stable upper-case identifier of the refusal: decide on it, never on the text' },
      detail: { type: 'string', description: "The message, in the caller's language (Accept-Language)" },
      errors: {
        type: 'array',
        description: 'Validation failures (400): one message per JSON pointer of the request',
        items: { type: 'object', required: ['pointer', 'message'], additionalProperties: false, properties: { pointer: { type: 'string' }, message: { type: 'string' } } },
      },
    },
  };
}

function accessText(call: CallEntry): string {
  if (call.access === 'public') return 'public';
  if (call.access === 'signed-in') return 'any signed-in user';
  if ('cmids' in call.access) return `users holding one of the menu ids ${call.access.cmids.join(', ')}`;
  return `users holding the menu id given by {${call.access.cmidParam}}${call.access.subScreens ? ' or a screen showing it as a sub-screen' : ''}`;
}

function parameters(call: CallEntry) {
  const out: object[] = [];
  for (const [where, schema] of [['path', call.params], ['query', call.query]] as const) {
    const s = schema as any;
    for (const [name, prop] of Object.entries<any>(s?.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (s.required ?? []).includes(name), schema: prop });
    }
    if (where === 'query' && s?.additionalProperties && typeof s.additionalProperties === 'object') {
      out.push({ name: 'filters', in: 'query', style: 'form', explode: true, schema: { type: 'object', additionalProperties: s.additionalProperties }, description: '{field}__{operator}=value filters of the grid protocol' });
    }
  }
  return out;
}

/** The catalogue as an OpenAPI 3.1 document (JSON Schema draft 2020-12 compatible bodies). */
export function toOpenApi(calls: CallEntry[], version: string): DocsOpenapiResponse {
  const paths: Record<string, Record<string, object>> = {};
  for (const call of calls) {
    const path = `/api/${call.path}`;
    const mediaType = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' }[call.contentType];
    paths[path] ??= {};
    paths[path][call.method.toLowerCase()] = {
      operationId: call.id,
      tags: [call.family],
      summary: call.summary ?? call.id,
      description: `Access: ${accessText(call)}.${call.planned ? ' Planned: answers 501 until its handler is built.' : ''}`,
      parameters: parameters(call),
      ...(call.body ? { requestBody: { required: true, content: { [mediaType]: { schema: call.body } } } } : {}),
      responses: {
        ...(statusesOf(call).includes(200) ? {200: call.download
          ? { description: 'A file, named by content-disposition', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
          : { description: 'OK', content: { 'application/json': { schema: call.response } } }} : {}),
        ...Object.fromEntries(statusesOf(call).filter((s) => s !== 200).map((s) => [s, s === 204 ? { description: 'Done, nothing to answer' } : { $ref: '#/components/responses/Error' }])),
        // Any other status (a 503 while the database is away) still answers the pinned error shape.
        default: { $ref: '#/components/responses/Error' },
      },
      ...(call.access === 'public' ? { security: [] } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Freight portal API', version, description: 'Every call the portal makes. Errors answer {code, detail, errors?:[{pointer, message}]}: code is a stable identifier from the error catalogue (components.schemas.Error), detail the message in the caller\'s language. Each operation lists the statuses it answers; a method a path does not have answers 405 with Allow; a throttled call 429 with Retry-After.' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: "'Token {token}' from POST /api/users/login" } },
      schemas: { Error: errorSchema() },
      responses: { Error: { description: 'Refused', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
    },
    security: [{ token: [] }],
    paths,
  };
}
