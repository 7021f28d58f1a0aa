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

/** The add intent's starting values: the text '{company}' becomes the company of the URL. */
export function startingValues(defaults: Record<string, unknown> | undefined, company: string): Data {
  const fill = (v: unknown): unknown =>
    typeof v === 'string' ? v.replace(/\{company\}/g, company) : Array.isArray(v) ? v.map(fill) : isObject(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)])) : v;
  return (fill(defaults ?? {}) as Data) ?? {};
}
