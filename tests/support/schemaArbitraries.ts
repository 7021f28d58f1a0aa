import fc from 'fast-check';
import { portalFormats } from '../../src/shared/validation/formats';
import { sampleOf, typesOf } from './schemaSamples';

/**
 * fast-check arbitraries of the values a catalogue request schema accepts: the
 * keywords the catalogue uses (types, enum, const, formats, patterns, lengths,
 * bounds, items, required and optional properties, anyOf/oneOf). Open maps
 * (grid filters, free objects) are left empty: their keys are the query engine's
 * to check, which the invalid-input fuzz covers.
 */
export function arbitraryOf(schema: any): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object') return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  for (const k of ['anyOf', 'oneOf'] as const) if (schema[k]) return fc.oneof(...schema[k].map((s: any) => arbitraryOf({ ...schema, [k]: undefined, ...s })));
  const types = typesOf(schema);
  if (!types.length) return fc.constant(sampleOf(schema));
  return fc.oneof(...types.map((type) => ofType(schema, type)));
}

function ofType(schema: any, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -2147483648);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 2147483647);
      // The edges are where columns overflow: drawn as often as the rest.
      return fc.oneof(fc.constantFrom(min, max), fc.integer({ min: Math.max(min, -Number.MAX_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) }));
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
      const step = schema.multipleOf;
      if (step) return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => Number((n * step).toFixed(8)));
      return fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'string':
      return stringOf(schema);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 3, minLength + 3);
      const items = fc.array(arbitraryOf(schema.items), { minLength, maxLength });
      return schema.uniqueItems ? items.map((a) => [...new Map(a.map((v) => [JSON.stringify(v), v])).values()]).filter((a) => a.length >= minLength) : items;
    }
    case 'object': {
      const props = Object.entries<any>(schema.properties ?? {});
      if (!props.length) return fc.constant({});
      return fc.record(Object.fromEntries(props.map(([k, v]) => [k, arbitraryOf(v)])), { requiredKeys: (schema.required ?? []).filter((k: string) => schema.properties?.[k]) });
    }
    default:
      return fc.constant(sampleOf(schema));
  }
}

function stringOf(schema: any): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? minLength + 40;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.format && portalFormats[schema.format]) return fc.stringMatching(portalFormats[schema.format]!).filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  if (schema.format) return fc.constant(String(sampleOf(schema)));
  // Any text, its edges included: the longest allowed, and characters outside ASCII.
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40), unit: 'grapheme' }),
    fc.constant('é'.repeat(maxLength)),
    fc.constant('a'.repeat(Math.max(minLength, 1))).filter(fits),
  );
}
