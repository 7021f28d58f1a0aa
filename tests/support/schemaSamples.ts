const FORMAT_SAMPLES: Record<string, string> = {
  email: 'someone@example.com',
  probill: '1000000007',
  postal: 'P3A 1A1',
  phone: '7055551234',
  date: '2026-11-20',
  datetime: '2026-11-20 10:30',
  'date-time': '2026-11-20T10:30:00Z',
  time: '10:30',
  'positive-integer': '12',
};

/** Everyday values tried against a pattern the plain sample does not fit. */
const PATTERN_SAMPLES = ['ON', 'A1', '12', '123', '100001', '3300000001', 'UN1203', 'PU1000001', 'AB12'];

export function typesOf(schema: any): string[] {
  if (!schema || typeof schema !== 'object') return [];
  if (schema.type) return ([] as string[]).concat(schema.type);
  if (schema.enum) return [...new Set(schema.enum.map((v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v)))] as string[];
  if (schema.const !== undefined) return [typeof schema.const];
  return [];
}

/** A value the schema accepts (best effort: enough for the catalogue's request schemas). */
export function sampleOf(schema: any): unknown {
  if (!schema || typeof schema !== 'object') return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  for (const k of ['anyOf', 'oneOf'] as const) if (schema[k]) return sampleOf(schema[k][0]);
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sampleOf(schema.properties?.[name]);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
    case 'string': {
      if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format];
      const min = schema.minLength ?? 1;
      const plain = 'a'.repeat(Math.max(min, 1));
      // A pattern the plain sample misses (a province, a code): the first of a few everyday values that fits it.
      if (schema.pattern && !new RegExp(schema.pattern).test(plain)) return PATTERN_SAMPLES.find((v) => new RegExp(schema.pattern).test(v)) ?? plain;
      return plain;
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Values of JSON types the schema does not allow. */
export function wrongTypedValues(schema: any): unknown[] {
  const types = typesOf(schema);
  if (!types.length) return [];
  const candidates: [string, unknown][] = [['string', 'not-the-type'], ['number', 12.5], ['boolean', true], ['object', { x: 1 }], ['array', [1]], ['null', null]];
  // 12.5 is a wrong type for an integer too, so 'number' only counts as allowed when declared.
  return candidates.filter(([t]) => !types.includes(t)).map(([, v]) => v);
}

