import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readCatalogue, type CallEntry } from '../../src/server/catalogue/readCatalogue';
import { resources } from '../../src/server/data/resources';
import { gridSources } from '../../src/server/data/gridSources';
import type { FieldType } from '../../src/server/query/GridSource';
import { repoRoot } from '../support/testApp';

const calls = readCatalogue(join(repoRoot, 'schemas'));

/** The JSON types a field of each grid type may be answered as (null aside). */
const JSON_TYPES: Record<FieldType, string[]> = {
  text: ['string'],
  number: ['integer', 'number'],
  decimal: ['number'],
  date: ['string'],
  datetime: ['string'],
  boolean: ['boolean'],
  json: ['array', 'object'],
};

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[] };

function jsonTypes(schema: Schema): string[] {
  if (schema.type) return ([] as string[]).concat(schema.type).filter((t) => t !== 'null');
  if (schema.enum) return [...new Set(schema.enum.filter((v) => v !== null).map((v) => (Number.isInteger(v) ? 'integer' : typeof v)))];
  return [];
}

/** How a field list and an answer's object schema disagree: fields one lacks, and types that do not fit. */
function disagreements(fields: Record<string, { type: FieldType }>, answer: Schema | undefined): string[] {
  const properties = answer?.properties ?? {};
  const out: string[] = [];
  for (const name of Object.keys(fields)) if (!(name in properties)) out.push(`field ${name} is not in the response schema`);
  for (const name of Object.keys(properties)) if (!(name in fields)) out.push(`response property ${name} is not a field`);
  for (const [name, field] of Object.entries(fields)) {
    const declared = properties[name] ? jsonTypes(properties[name]!) : [];
    // A property without a type (any JSON) fits any field.
    if (declared.length && !declared.some((t) => JSON_TYPES[field.type].includes(t))) out.push(`${name}: a ${field.type} field answered as ${declared.join('|')}`);
  }
  return out;
}

const resultsOf = (call: CallEntry) => (call.response as Schema).properties?.results?.items;

describe('resources and the catalogue agree, field for field', () => {
  it('answers every grid call with exactly the fields its response schema declares, each of a fitting type', () => {
    const grids = calls.filter((c) => c.grid?.source && !c.planned);
    const faults = grids.flatMap((c) => disagreements(gridSources[c.grid!.source!]!.fields, resultsOf(c)).map((f) => `${c.id} (${c.grid!.source}): ${f}`));
    expect(faults).toEqual([]);
    console.log(`resource schemas: ${grids.length} grid calls agree with their sources`);
  });

  it('answers a declared get, create or update with the resource row its response schema declares', () => {
    const plain = calls.filter((c) => c.resource?.operation && c.resource.operation !== 'delete');
    const faults = plain.flatMap((c) => disagreements(gridSources[c.resource!.name]!.fields, c.response as Schema).map((f) => `${c.id}: ${f}`));
    expect(faults).toEqual([]);
    expect(plain.length).toBeGreaterThan(15);
  });

  it('writes only fields that plain creates and updates may send, each named in the request schema', () => {
    const faults: string[] = [];
    for (const c of calls.filter((c) => c.resource?.operation === 'create' || c.resource?.operation === 'update')) {
      const body = (c.body as Schema).properties ?? {};
      const resource = resources[c.resource!.name]!;
      for (const name of Object.keys(body)) if (!resource.fields[name]?.write) faults.push(`${c.id}: the body's ${name} is not a written field of ${c.resource!.name}`);
    }
    expect(faults).toEqual([]);
  });

  it('names only resources the data layer declares', () => {
    for (const c of calls) {
      if (c.grid?.source) expect(resources[c.grid.source], c.id).toBeDefined();
      if (c.resource) expect(resources[c.resource.name], c.id).toBeDefined();
    }
  });
});
