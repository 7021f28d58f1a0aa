import type { CallEntry } from './readCatalogue';

/**
 * The longest request target (path and query, percent-encoded) a call's schemas
 * may accept, and the house limits it must fit. Node refuses a request head over
 * its maxHeaderSize with 431 and Fastify a path parameter over maxParamLength with
 * 414; a URL the contract allows must reach the call, so every part of it is
 * bounded in the schemas and the sum stays within URL_BUDGET.
 */
export const URL_BUDGET = 48 * 1024;
/** Fastify's maxParamLength (app.ts): the longest encoded path parameter. */
export const MAX_PARAM_LENGTH = 2000;

/** A UTF-16 unit percent-encodes to at most 9 characters (a 3-byte UTF-8 character); an ASCII one to 3. */
const ENCODED = 9;
const ENCODED_ASCII = 3;

/** Whether a pattern can only match ASCII (no wildcard, no negated or non-ASCII class). */
function asciiOnly(pattern: string): boolean {
  return /^[\x20-\x7e]*$/.test(pattern) && !/(^|[^\\])\.|\\[SWDP]|\[\^/.test(pattern.replace(/\[[^\]]*\]/g, (c) => (c.startsWith('[^') ? c : 'x')));
}

const FORMAT_LENGTH: Record<string, number> = { probill: 10, postal: 7, date: 10, datetime: 25, 'date-time': 35, time: 8, email: 254, phone: 20, 'positive-integer': 10 };

/** Upper bound of what an anchored pattern with bounded quantifiers matches, or undefined when unbounded. */
function patternLength(pattern: string): number | undefined {
  if (/(^|[^\\])[+*]|\{\d+,\}/.test(pattern.replace(/\[[^\]]*\]/g, 'x'))) return undefined;
  const repeats = [...pattern.matchAll(/\{(?:\d+,)?(\d+)\}/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  const groups = [...pattern.matchAll(/\)\{(?:\d+,)?(\d+)\}/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  return (pattern.length + repeats) * (1 + groups);
}

/** The longest encoded text of one value of a schema, or undefined when nothing bounds it. */
export function valueLength(schema: any): number | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.enum) return Math.max(...schema.enum.map((v: unknown) => String(v).length)) * ENCODED;
  if (schema.const !== undefined) return String(schema.const).length * ENCODED;
  const types = ([] as string[]).concat(schema.type ?? []);
  const lengths: (number | undefined)[] = [];
  if (types.includes('integer') || types.includes('number')) lengths.push(25);
  if (types.includes('boolean')) lengths.push(5);
  if (types.includes('null')) lengths.push(4);
  if (types.includes('string')) {
    const byPattern = schema.pattern ? patternLength(schema.pattern) : undefined;
    const bounds = [
      schema.maxLength !== undefined ? schema.maxLength * (schema.pattern && asciiOnly(schema.pattern) ? ENCODED_ASCII : ENCODED) : undefined,
      schema.format && FORMAT_LENGTH[schema.format] ? FORMAT_LENGTH[schema.format]! * ENCODED_ASCII : undefined,
      byPattern !== undefined ? byPattern * (asciiOnly(schema.pattern) ? ENCODED_ASCII : ENCODED) : undefined,
    ].filter((n): n is number => typeof n === 'number');
    lengths.push(bounds.length ? Math.min(...bounds) : undefined);
  }
  if (!lengths.length || lengths.includes(undefined)) return undefined;
  return Math.max(...(lengths as number[]));
}

/** The longest query string of a query schema, or a fault. */
function queryLength(query: any): number | string {
  let total = 0;
  const declared = Object.entries<any>(query?.properties ?? {});
  for (const [name, prop] of declared) {
    const types = ([] as string[]).concat(prop.type ?? []);
    const item = types.includes('array') ? prop.items : prop;
    const one = valueLength(item);
    if (one === undefined) return `query ${name}: no bound on its length`;
    const count = types.includes('array') ? prop.maxItems : 1;
    if (count === undefined) return `query ${name}: an array needs maxItems`;
    total += count * (name.length * ENCODED + one + 2);
  }
  const extra = query?.additionalProperties;
  if (extra && typeof extra === 'object') {
    if (query.maxProperties === undefined) return 'query: open parameters (filters) need maxProperties';
    const name = valueLength({ type: 'string', ...query.propertyNames });
    const value = valueLength(extra);
    if (name === undefined || value === undefined) return 'query: open parameters need bounded names (propertyNames) and values';
    total += Math.max(0, query.maxProperties) * (name + value + 2);
  }
  return total;
}

/** Faults of calls whose longest schema-valid URL could be refused before reaching them (431, 414). */
export function lintUrlLength(calls: CallEntry[]): string[] {
  const faults: string[] = [];
  for (const call of calls) {
    let total = `/api/${call.path}?`.length;
    for (const [name, prop] of Object.entries<any>((call.params as any)?.properties ?? {})) {
      const one = valueLength(prop);
      if (one === undefined) faults.push(`${call.id} params/${name}: no bound on its length`);
      else if (one > MAX_PARAM_LENGTH) faults.push(`${call.id} params/${name}: up to ${one} encoded characters, over the router's ${MAX_PARAM_LENGTH}`);
      else total += one;
    }
    const query = queryLength(call.query);
    if (typeof query === 'string') faults.push(`${call.id} ${query}`);
    else if (total + query > URL_BUDGET) faults.push(`${call.id}: a schema-valid URL may reach ${total + query} characters, over the ${URL_BUDGET} the server reads`);
  }
  return faults;
}
