import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';

export type Access = 'public' | 'signed-in' | { cmids: string[] } | { cmidParam: string; subScreens?: boolean };

/** The plain operations a resource of the data layer answers from its declaration. */
export type ResourceOperation = 'get' | 'create' | 'update' | 'delete';

export interface CallEntry {
  id: string;
  family: string;
  summary?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  silent: boolean;
  /** A session that must still set its new password may make it (every other call: 403). */
  whileNewPassword: boolean;
  /** false: checking the session for this call does not extend its expiry. */
  extendsSession: boolean;
  /** A call that is not a GET but writes nothing (an export): it does not send its caller's next reads to the primary. */
  readsOnly: boolean;
  contentType: 'json' | 'form' | 'multipart';
  /** A grid data source: its source, and fields fixed by path parameters (field -> parameter). */
  grid?: { source?: string; where?: Record<string, string> };
  /** The data layer's resource behind the call, and the plain operation it is when the server answers it from the declaration. */
  resource?: { name: string; operation?: ResourceOperation };
  planned?: boolean;
  download?: boolean;
  /** Largest request body in bytes (default DEFAULT_BODY_LIMIT), counted while it streams in. */
  bodyLimit?: number;
  /** A multipart call's files: bounds, and the types their bytes may be. */
  upload?: { maxFileBytes: number; maxFiles: number; types: string[] };
  /** Statuses beyond those declared for every call of its kind (OpenAPI). */
  statuses?: number[];
  params?: object;
  query?: object;
  body?: object;
  response: object;
}

/**
 * The standard query of a grid data source (00-contracts.md §4): filters are checked by the query engine.
 * Bounded so that its longest URL stays within what the server reads (lintUrlLength.ts): sort and
 * search, and at most 16 parameters (12 filters beside limit, offset, sort and search) of 200 characters each.
 */
export const gridQuerySchema = {
  type: 'object',
  maxProperties: 16,
  propertyNames: { pattern: '^[A-Za-z0-9_]{1,100}$' },
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 1000 },
    offset: { type: 'integer', minimum: 0, maximum: 100000000 },
    sort: { type: 'string', maxLength: 500 },
    search: { type: 'string', maxLength: 1000 },
    count: { type: 'string', enum: ['exact'], description: 'exact: count every row, where a large count would be estimated (count_exact)' },
  },
  additionalProperties: { type: 'string', maxLength: 200 },
} as const;

const NO_QUERY = { type: 'object', additionalProperties: false, properties: {} };

/** Replaces `#/definitions/x` references by copies of the family's definitions, so each schema stands alone. */
function inlineRefs(node: unknown, definitions: Record<string, unknown>, trail: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineRefs(n, definitions, trail));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: string }).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace(/^#\/definitions\//, '');
    if (!(name in definitions) || trail.includes(name)) throw new Error(`Unresolvable or circular $ref ${ref}`);
    return inlineRefs(definitions[name], definitions, [...trail, name]);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlineRefs(v, definitions, trail)]));
}

/**
 * Reads and validates every family file of schemas/calls/, returning the calls
 * with their schemas standing alone. Throws naming the file and JSON pointer of
 * the first fault: a broken catalogue must stop the build, not a request.
 */
export function readCatalogue(root: string): CallEntry[] {
  const metaSchema = JSON.parse(readFileSync(join(root, 'call-catalogue.schema.json'), 'utf8'));
  const validate = new Ajv({ allErrors: true, strict: false }).compile<any>(metaSchema);
  const dir = join(root, 'calls');
  const calls: CallEntry[] = [];
  const seen = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const doc: any = JSON.parse(readFileSync(join(dir, file), "utf8"));
    if (!validate(doc)) {
      const e = validate.errors![0]!;
      throw new Error(`schemas/calls/${file}: ${e.instancePath || '/'} ${e.message}`);
    }
    const definitions = doc.definitions ?? {};
    for (const raw of doc.calls) {
      const key = `${raw.method} ${raw.path}`;
      if (seen.has(raw.id) || seen.has(key)) throw new Error(`schemas/calls/${file}: duplicate call ${raw.id} (${key})`);
      seen.set(raw.id, file);
      seen.set(key, file);
      const call = inlineRefs(raw, definitions) as CallEntry;
      calls.push({
        ...call,
        family: doc.family,
        silent: call.silent ?? false,
        whileNewPassword: call.whileNewPassword ?? false,
        extendsSession: call.extendsSession ?? true,
        readsOnly: call.readsOnly ?? call.method === 'GET',
        contentType: call.contentType ?? 'json',
        // A call that declares no query takes none: unknown parameters are refused, not ignored.
        query: call.query ?? (call.grid ? (gridQuerySchema as object) : NO_QUERY),
      });
    }
  }
  return calls;
}
