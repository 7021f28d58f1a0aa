import type { CallEntry } from './readCatalogue';
import { lintRules } from './lintRules';
import { lintUrlLength } from './lintUrlLength';
import { FILE_KEY } from '../../shared/catalogueExtensions';

/**
 * House rules of the call catalogue beyond its meta-schema, so that every
 * request schema refuses what it does not expect: objects list their
 * properties and refuse others, every string has a bound, and the longest
 * URL the schemas accept reaches the server (lintUrlLength). Numbers are
 * checked against the database's columns by lintColumns (it needs the database). Answers one line per
 * fault, naming the call and the JSON pointer inside its schema.
 */
export function lintCatalogue(calls: CallEntry[]): string[] {
  const faults: string[] = [];
  const walk = (id: string, part: string, node: any, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    const types = ([] as string[]).concat(node.type ?? []);
    if (types.includes('object') && node.properties && node.additionalProperties !== false && part !== 'response' && part !== 'query')
      faults.push(`${id} ${part}${pointer}: request objects must set additionalProperties: false`);
    if (types.includes('string') && part !== 'response' && node.maxLength === undefined && !node.enum && !node.const && !node.format && !node.pattern)
      faults.push(`${id} ${part}${pointer}: request strings need maxLength, format, pattern or enum`);
    for (const [k, v] of Object.entries<any>(node.properties ?? {})) walk(id, part, v, `${pointer}/properties/${k}`);
    if (node.items) walk(id, part, node.items, `${pointer}/items`);
    if (node.additionalProperties && typeof node.additionalProperties === 'object') walk(id, part, node.additionalProperties, `${pointer}/additionalProperties`);
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) (node[k] ?? []).forEach((s: any, i: number) => walk(id, part, s, `${pointer}/${k}/${i}`));
  };
  for (const call of calls) {
    for (const part of ['params', 'query', 'body', 'response'] as const) walk(call.id, part, call[part], '');
    const placeholders = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const declared = Object.keys((call.params as any)?.properties ?? {});
    if (placeholders.sort().join() !== declared.sort().join()) faults.push(`${call.id}: path parameters {${placeholders}} and params schema [${declared}] differ`);
    if (call.grid && !call.grid.source && !call.planned) faults.push(`${call.id}: a built grid call needs grid.source`);
    for (const param of Object.values(call.grid?.where ?? {})) if (!placeholders.includes(param)) faults.push(`${call.id}: grid.where names {${param}}, not a path parameter`);
    if (call.resource?.operation && call.planned) faults.push(`${call.id}: a call answered by its resource's ${call.resource.operation} is built: drop its planned flag`);
    if ((call.method === 'GET' || call.method === 'DELETE') && call.body) faults.push(`${call.id}: ${call.method} takes no body`);
    faults.push(...lintRules(call));
    // A multipart call says what files it takes (read while streaming, by their bytes); no other call takes files.
    if (call.contentType === 'multipart' && !call.upload) faults.push(`${call.id}: a multipart call needs upload (maxFileBytes, maxFiles, types)`);
    if (call.upload && call.contentType !== 'multipart') faults.push(`${call.id}: upload is for multipart calls`);
    faults.push(...fileFaults(call));
  }
  faults.push(...lintUrlLength(calls));
  return faults;
}

/** A file property (x-file) is a top-level string of a multipart call's body: the form has one file part per field. */
function fileFaults(call: CallEntry): string[] {
  const marked = JSON.stringify(call.body ?? {}).split(`"${FILE_KEY}"`).length - 1;
  const files = Object.entries<any>((call.body as any)?.properties ?? {}).filter(([, p]) => p?.[FILE_KEY] !== undefined);
  const faults = files.filter(([, p]) => p[FILE_KEY] !== true || p.type !== 'string').map(([k]) => `${call.id} body/properties/${k}: ${FILE_KEY} is true on a string`);
  if (marked !== files.length) faults.push(`${call.id}: ${FILE_KEY} marks top-level body properties only`);
  if (files.length && !call.upload) faults.push(`${call.id}: a file property needs a multipart call with upload`);
  if (call.upload && files.length > call.upload.maxFiles) faults.push(`${call.id}: ${files.length} file properties, upload.maxFiles ${call.upload.maxFiles}`);
  for (const part of ['params', 'query', 'response'] as const) if (JSON.stringify(call[part] ?? {}).includes(`"${FILE_KEY}"`)) faults.push(`${call.id} ${part}: ${FILE_KEY} is for bodies`);
  return faults;
}
