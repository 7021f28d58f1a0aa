import { describe, expect, it } from 'vitest';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { bodyModuleName, renderValidator, renderValidators } from './renderValidators';
import type { CallEntry } from '../src/server/catalogue/readCatalogue';

const body: RJSFSchema = { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string', maxLength: 5 }, phone: { type: 'string', format: 'phone' } } };
const call = (b: object, id = 'test.save') => ({ id, body: b }) as unknown as CallEntry;
const file = (b: object) => `validators/${bodyModuleName(b)}.js`;

describe('precompiled form validators (codegen)', () => {
  it('writes an ES module: runtime helpers imported, no require, validators keyed by rjsf schema hash', () => {
    const code = renderValidator(body);
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).toContain('import func');
    expect(code).toContain('from "ajv/dist/runtime/ucs2length.js"');
    expect(code).toContain(`${JSON.stringify(hashForSchema(body))}: v0,`);
    // The portal's own formats are compiled in, not looked up at run time.
    expect(code).toContain('/^\\d{10}$/');
  });

  it('holds the body once and no verbose error parts (schema, parentSchema, data: some 12% of the modules)', () => {
    const withEnum = { ...body, properties: { ...body.properties, country: { type: 'string', enum: ['CA', 'US'] } } };
    const code = renderValidator(withEnum);
    // ajv reads the enum from the root schema at run time: that constant is the exported schema, not a copy.
    expect(code.split('"enum":["CA","US"]').length - 1).toBe(1);
    expect(code).toMatch(/const schema\d+ = \{\.\.\.schema, "\$id": /);
    expect(code).not.toMatch(/parentSchema:|schema:schema/);
  });

  it('keeps a file whose fingerprint matches and rewrites it when the body changes', () => {
    const first = renderValidators([call(body)]).files[file(body)]!;
    expect(first.startsWith('// fingerprint ')).toBe(true);
    const kept = renderValidators([call(body)], () => `${first.split('\n')[0]}\n// (as it was)\n`).files[file(body)];
    expect(kept).toContain('(as it was)');
    const other = { ...body, required: [] };
    const changed = renderValidators([call(other)], () => first).files[file(other)]!;
    expect(changed).not.toBe(first);
    expect(changed.split('\n')[0]).not.toBe(first.split('\n')[0]);
  });

  it('writes one module per distinct body, shared by the calls that have it, with the body as its schema', () => {
    const other = { ...body, required: [] };
    const { files, modules } = renderValidators([call(body, 'a.create'), call(body, 'a.update'), call(other, 'b.create')]);
    expect(Object.keys(files).sort()).toEqual([file(body), file(other)].sort());
    expect(modules).toEqual({ 'a.create': bodyModuleName(body), 'a.update': bodyModuleName(body), 'b.create': bodyModuleName(other) });
    expect(files[file(body)]).toContain(`export const schema = ${JSON.stringify(body)};`);
  });
});
