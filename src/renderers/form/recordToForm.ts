import type { RJSFSchema } from '@rjsf/utils';

type Data = Record<string, unknown>;

const isObject = (v: unknown): v is Data => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A loaded record as the form's data: only the fields the body schema has
 * (the answer also carries ids, dates and names the closed body refuses), and
 * no nulls (an empty column is an empty input, not a value of the wrong type).
 */
export function formDataOf(schema: RJSFSchema | undefined, record: unknown): Data {
  if (!isObject(record)) return {};
  const properties = isObject(schema?.properties) ? (schema!.properties as Record<string, RJSFSchema>) : {};
  const out: Data = {};
  for (const [key, sub] of Object.entries(properties)) {
    const value = record[key];
    if (value === null || value === undefined) continue;
    const items = isObject(sub) && isObject(sub.items) ? (sub.items as RJSFSchema) : undefined;
    out[key] =
      isObject(value) && isObject(sub) && sub.properties
        ? formDataOf(sub, value)
        : Array.isArray(value)
          ? value.filter((v) => v !== null).map((v) => (isObject(v) && items?.properties ? formDataOf(items, v) : v))
          : value;
  }
  return out;
}

/**
 * The add intent's starting values: the text '{company}' becomes the company of
 * the URL, '{query:name}' the URL's query parameter (a value left empty is left out).
 */
export function startingValues(defaults: Record<string, unknown> | undefined, company: string, query: URLSearchParams = new URLSearchParams()): Data {
  const text = (v: string) => v.replace(/\{company\}/g, company).replace(/\{query:(\w+)\}/g, (_, name: string) => query.get(name) ?? '');
  const fill = (v: unknown): unknown =>
    typeof v === 'string' ? text(v) : Array.isArray(v) ? v.map(fill) : isObject(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)])) : v;
  const filled = (fill(defaults ?? {}) as Data) ?? {};
  return Object.fromEntries(Object.entries(filled).filter(([, v]) => v !== ''));
}
