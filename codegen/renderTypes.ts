import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import type { CallEntry } from '../src/server/catalogue/readCatalogue';

const PARTS = ['params', 'query', 'body', 'response'] as const;

// The same casing json-schema-to-typescript gives a title (it also capitalises a letter after digits: Mt1Login).
const pascal = (...words: string[]) =>
  words
    .flatMap((w) => w.split(/[._-]/))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')
    .replace(/\d+[a-zA-Z]/g, (m) => m.toUpperCase());

/** 'claims.create' + 'body' -> 'ClaimsCreateBody' */
export function typeName(id: string, part: string): string {
  return pascal(id, part);
}

/** Points `#/definitions/x` of a family at its family-prefixed definition. */
function renameRefs(node: unknown, family: string, shapeName: (name: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => renameRefs(n, family, shapeName));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? v.replace(/^#\/definitions\/(.+)$/, (_, name) => `#/definitions/${shapeName(name)}`) : renameRefs(v, family, shapeName),
    ]),
  );
}

/**
 * The TypeScript of one family in ONE compile: the family's shared shapes become
 * named types (UsersProfile, ClaimsClaim...) used by every call that names them,
 * and the whole catalogue compiles in seconds rather than one compile per schema.
 */
async function familyTypes(schemasDir: string, file: string, calls: Map<string, CallEntry>): Promise<{ ts: string; ids: string[] }> {
  const doc = JSON.parse(readFileSync(join(schemasDir, 'calls', file), 'utf8'));
  const family: string = doc.family;
  const definitions: Record<string, unknown> = {};
  // Shared shapes are named after the family; a name a call part also takes (pushreport's
  // result_params vs the call pushreport.result's params) gets a 'Shape' suffix.
  const partNames = new Set<string>(doc.calls.flatMap((c: { id: string }) => PARTS.map((p) => typeName(c.id, p))));
  const shapeName = (name: string) => (partNames.has(pascal(family, name)) ? pascal(family, name, 'shape') : pascal(family, name));
  for (const [name, schema] of Object.entries<object>(doc.definitions ?? {})) {
    definitions[shapeName(name)] = { ...(renameRefs(schema, family, shapeName) as object), title: shapeName(name) };
  }
  const ids: string[] = [];
  const absent: string[] = [];
  for (const raw of doc.calls) {
    const call = calls.get(raw.id)!; // for the defaults readCatalogue adds (grid and empty queries)
    ids.push(raw.id);
    for (const part of PARTS) {
      const schema = raw[part] ?? call[part];
      const name = typeName(raw.id, part);
      const ref = schema && Object.keys(schema).length === 1 && typeof schema.$ref === 'string' ? /^#\/definitions\/(.+)$/.exec(schema.$ref) : null;
      if (schema === undefined) absent.push(`export type ${name} = undefined;`);
      // A part that is just a shared shape is that shape under the call's name.
      else if (ref) absent.push(`export type ${name} = ${shapeName(ref[1]!)};`);
      else definitions[name] = { ...(renameRefs(schema, family, shapeName) as object), title: name };
    }
  }
  const wrapper = { title: `${pascal(family)}Family`, type: 'object', additionalProperties: false, properties: {}, definitions } as JSONSchema;
  const ts = await compile(wrapper, pascal(family), {
    bannerComment: '',
    additionalProperties: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    format: false,
    strictIndexSignatures: true,
  });
  return { ts: `// ${family}: ${doc.description ?? ''}\n${ts.trim()}\n${absent.join('\n')}\n`, ids };
}

export async function renderTypes(schemasDir: string, calls: CallEntry[], header: string): Promise<string> {
  const byId = new Map(calls.map((c) => [c.id, c]));
  const files = readdirSync(join(schemasDir, 'calls')).filter((f) => f.endsWith('.json')).sort();
  const families = await Promise.all(files.map((f) => familyTypes(schemasDir, f, byId)));
  const map = families.flatMap((f) => f.ids).map((id) => {
    const [p, q, b, r] = PARTS.map((part) => typeName(id, part));
    return `  '${id}': { params: ${p}; query: ${q}; body: ${b}; response: ${r} };`;
  });
  return `${header}\n${families.map((f) => f.ts).join('\n')}\n/** Request and response types of every catalogue call, by call id. */\nexport interface CallTypes {\n${map.join('\n')}\n}\n`;
}
