import { describe, expect, it } from 'vitest';
import { formContract, uiSchemaUses } from './contract';
import { fileFieldFaults, fileProperties } from './fileFields';

const upload = { maxFileBytes: 1000, maxFiles: 1, types: ['application/pdf', 'image/png'] };
const body = { type: 'object', additionalProperties: false, required: ['type', 'file'], properties: { type: { type: 'string', enum: ['POD'] }, file: { type: 'string', 'x-file': true, maxLength: 255 } } };
const call = { id: 'x.upload', method: 'POST', path: 'x/{probill}', contentType: 'multipart', upload, body };
const faults = (ui: Record<string, unknown>, c = call) => fileFieldFaults(ui, c, uiSchemaUses(ui, c.body, '/uiSchema')).map((f) => f.pointer);

describe('a form’s file fields, checked at load', () => {
  it('finds the body’s file properties', () => expect(fileProperties(body)).toEqual(['file']));
  it('accepts the file widget on a file property, narrowing the call’s bounds', () => {
    expect(faults({ file: { 'ui:widget': 'file', 'ui:options': { accept: ['application/pdf'], maxBytes: 1000 } } })).toEqual([]);
    expect(faults({})).toEqual([]);
  });
  it('refuses the file widget elsewhere, another widget on a file, and wider bounds', () => {
    expect(faults({ type: { 'ui:widget': 'file' } })).toEqual(['/uiSchema/type/ui:widget']);
    expect(faults({ file: { 'ui:widget': 'textarea' } })).toEqual(['/uiSchema/file/ui:widget']);
    expect(faults({ file: { 'ui:options': { accept: ['text/csv'], maxBytes: 1001 } } })).toEqual(['/uiSchema/file/ui:options/accept', '/uiSchema/file/ui:options/maxBytes']);
    const jsonCall = { ...call, contentType: 'json', upload: undefined, body: { ...body, properties: { ...body.properties, file: { type: 'string', maxLength: 9 } } } };
    expect(faults({ file: { 'ui:widget': 'file' } }, jsonCall as never)).toEqual(['/uiSchema/file/ui:widget']);
  });
  it('is part of the form contract’s cross-check', () => {
    const def = { cmid: 'X', kind: 'form', title: 'X', submit: 'POST x/{probill}', uiSchema: { type: { 'ui:widget': 'file' } } };
    const found = formContract.crossCheck!(def, { find: (ref) => (ref === 'POST x/{probill}' ? call : undefined) });
    expect(found.map((f) => f.pointer)).toContain('/uiSchema/type/ui:widget');
  });
});
