import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue';
import { compileScreenSchema, crossCheck } from '../../src/server/screens/screenValidator';
import { kinds, contractOf } from '../../src/kinds/registry';
import { unknownNames } from '../../src/kinds/KindContract';
import { repoRoot } from '../support/testApp';

const calls = readCatalogue(join(repoRoot, 'schemas'));
const validate = compileScreenSchema(repoRoot);
const valid = (def: object) => {
  const ok = validate(def);
  return ok ? [] : (validate.errors ?? []).filter((e) => e.keyword !== 'if').map((e) => `${e.instancePath} ${e.message}`);
};

const grid = {
  cmid: 'T-GRID',
  kind: 'grid',
  title: 'T',
  dataSource: 'GET probill/pickup_date',
  rowKey: 'probill',
  columns: [
    { name: 'probill', field: 'probill', label: 'Probill', type: 'text' },
    { name: 'weight', field: 'weight', label: 'Weight', type: 'number', cell: 'decimal' },
  ],
};
const claimForm = { cmid: 'T-FORM', kind: 'form', title: 'T', submit: 'POST claims' };
const detail = { cmid: 'T-DETAIL', kind: 'detail', title: 'T', load: 'GET claims/{claim_number}', fields: [{ field: 'amount', label: 'Amount', cell: 'decimal' }] };
const viewer = { cmid: 'T-DOC', kind: 'pdf-viewer', title: 'T', document: 'GET claims/attachments/{probill}/file', params: ['probill', 'file'], query: { file: '{file}' } };

describe('the registry of screen kinds (src/kinds/registry.ts)', () => {
  it('holds each kind once, with its own meta-schema part, and a component to load', () => {
    const names = kinds.map((k) => k.contract.kind);
    expect(names).toEqual(['grid', 'form', 'detail', 'pdf-viewer', 'document-wizard', 'quote', 'doc-library', 'bol-finalized', 'labels-print', 'bol-templates', 'report-builder']);
    expect(new Set(names).size).toBe(names.length);
    for (const { contract, load } of kinds) {
      expect(contract.schema.$id).toBe(`${contract.kind}.schema.json`);
      expect(typeof load).toBe('function');
    }
    expect(contractOf('grid')).toBe(kinds[0]!.contract);
    expect(contractOf('constructor')).toBeUndefined();
  });

  it('applies each kind’s part when the definition names the kind', () => {
    for (const def of [grid, claimForm, detail, viewer]) expect(valid(def), def.kind).toEqual([]);
    expect(valid({ ...viewer, params: 'probill' })).toEqual(['/params must be array']);
    expect(valid({ ...viewer, height: 50 })).toEqual(['/height must be >= 200']);
    expect(valid({ ...grid, columns: [] })).toEqual(['/columns must NOT have fewer than 1 items']);
  });

  it('refuses an unknown kind at load, naming the known ones', () => {
    expect(crossCheck({ cmid: 'X', kind: 'chart', title: 'X' }, calls)).toEqual([{ pointer: '/kind', message: 'Unknown screen kind chart; known: grid, form, detail, pdf-viewer, document-wizard, quote, doc-library, bol-finalized, labels-print, bol-templates, report-builder' }]);
  });
});

describe('names a kind’s component draws, refused at load with their JSON pointer', () => {
  it('grid: cell types', () => {
    expect(crossCheck(grid, calls)).toEqual([]);
    const [fault] = crossCheck({ ...grid, columns: [grid.columns[0], { ...grid.columns[1], cell: 'sparkline' }] }, calls);
    expect(fault!.pointer).toBe('/columns/1/cell');
    expect(fault!.message).toMatch(/^Unknown cell type sparkline; known: action, boolean, date, /);
  });

  it('detail: cell types of fields and of table columns, values only', () => {
    expect(crossCheck(detail, calls)).toEqual([]);
    expect(crossCheck({ ...detail, fields: [{ field: 'amount', label: 'A', cell: 'action' }] }, calls).map((f) => f.pointer)).toEqual(['/fields/0/cell']);
    const tables = [{ field: 'history', title: 'H', columns: [{ field: 'status', label: 'S' }, { field: 'changed_at', label: 'D', cell: 'datetme' }] }];
    expect(crossCheck({ ...detail, tables }, calls)).toEqual([{ pointer: '/tables/0/columns/1/cell', message: expect.stringMatching(/^Unknown cell type datetme; known: boolean, date, datetime, decimal, /) }]);
  });

  it("detail: an action's condition names a field of the record and compares values", () => {
    const change = { label: 'Change status', to: '/pages/CLAIM-PROC/STATUS/{claim_number}' };
    const ok = { ...detail, actions: [{ ...change, condition: { field: 'status', notIn: ['Closed'] } }, { ...change, label: 'Add', condition: { field: 'status', in: ['Open', null] } }] };
    expect(valid(ok)).toEqual([]);
    expect(crossCheck(ok, calls)).toEqual([]);
    expect(crossCheck({ ...detail, actions: [{ ...change, condition: { field: 'state', in: ['Open'] } }] }, calls)).toEqual([
      { pointer: '/actions/0/condition/field', message: 'Field state is not in the answer of GET claims/{claim_number}' },
    ]);
    // Neither list, an empty list, an unknown key or a field that is no name: refused by the meta-schema.
    expect(valid({ ...detail, actions: [{ ...change, condition: { field: 'status' } }] })).not.toEqual([]);
    expect(valid({ ...detail, actions: [{ ...change, condition: { field: 'status', in: [] } }] })).not.toEqual([]);
    expect(valid({ ...detail, actions: [{ ...change, condition: { field: 'status', equals: 'Open' } }] })).not.toEqual([]);
    expect(valid({ ...detail, actions: [{ ...change, condition: { field: 'a b', in: ['Open'] } }] })).not.toEqual([]);
  });

  it('form: ui:widget and ui:field names, a type alias only for its type, at any depth', () => {
    const ok = { ...claimForm, uiSchema: { description: { 'ui:widget': 'textarea' }, amount: { 'ui:widget': 'updown' }, claimant_email: { 'ui:widget': 'email' } } };
    expect(crossCheck(ok, calls)).toEqual([]);
    const bad = { ...claimForm, uiSchema: { description: { 'ui:widget': 'richtxt' }, claimant_email: { 'ui:widget': 'updown' }, probill: { 'ui:field': 'probillPicker' }, amount: { 'ui:options': { widget: 'slider' } } } };
    expect(crossCheck(bad, calls).map((f) => [f.pointer, f.message.split(';')[0]])).toEqual([
      ['/uiSchema/description/ui:widget', 'Unknown widget richtxt for a string value'],
      ['/uiSchema/claimant_email/ui:widget', 'Unknown widget updown for a string value'],
      ['/uiSchema/probill/ui:field', 'Unknown field probillPicker'],
      ['/uiSchema/amount/ui:options/widget', 'Unknown widget slider for a number value'],
    ]);
  });

  it('form: its list’s cells as a grid’s, its view fields’ as a detail’s', () => {
    const def = {
      cmid: 'T-LIST',
      kind: 'form',
      title: 'T',
      submit: 'POST claims',
      list: { dataSource: 'GET claims', rowKey: 'claim_number', columns: [{ name: 'n', field: 'claim_number', label: 'N', type: 'text', cell: 'link' }, { name: 'a', field: 'amount', label: 'A', type: 'decimal', cell: 'money' }] },
      view: { fields: [{ field: 'status', label: 'S', cell: 'link' }] },
    };
    expect(crossCheck(def, calls).map((f) => f.pointer)).toEqual(['/list/columns/1/cell', '/view/fields/0/cell']);
  });

  it('pdf-viewer: its document is a download call whose params and query come from the route', () => {
    expect(crossCheck(viewer, calls)).toEqual([]);
    expect(crossCheck({ ...viewer, document: 'GET claims/{claim_number}', params: ['claim_number'], query: {} }, calls)).toEqual([{ pointer: '/document', message: 'GET claims/{claim_number} is not a download call' }]);
    expect(crossCheck({ ...viewer, params: ['file'], query: { file: '{file}', page: '{file}' } }, calls)).toEqual([
      { pointer: '/document', message: 'Parameter probill is not in params' },
      { pointer: '/query/page', message: 'Query parameter page is not taken by GET claims/attachments/{probill}/file' },
    ]);
    expect(crossCheck({ ...viewer, query: undefined, back: { label: 'Back', to: '/pages/CLAIM-VIEW/{claim_number}' } }, calls)).toEqual([
      { pointer: '/back/to', message: 'Parameter claim_number is not in params' },
      { pointer: '/query', message: 'Query parameter file of GET claims/attachments/{probill}/file is required' },
    ]);
  });

  it('checks a use against the names it names itself when given', () => {
    expect(unknownNames({ cells: ['string'] }, [{ pointer: '/a', what: 'cells', name: 'link', accepts: { cells: ['link'] } }])).toEqual([]);
    expect(unknownNames({}, [{ pointer: '/b', what: 'fields', name: 'x' }])).toEqual([{ pointer: '/b', message: 'Unknown field x; known: ' }]);
  });
});
