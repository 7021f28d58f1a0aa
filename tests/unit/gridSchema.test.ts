import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue';
import { compileScreenSchema, crossCheck } from '../../src/server/screens/screenValidator';
import { repoRoot } from '../support/testApp';

const validate = compileScreenSchema(repoRoot);
const base = {
  cmid: 'X',
  kind: 'grid',
  title: 'X',
  dataSource: 'GET users/user',
  rowKey: 'id',
  columns: [{ name: 'uid', field: 'uid', label: 'User', type: 'text' }],
};

describe('grid definition schema', () => {
  it('takes the new grid and column fields', () => {
    const def = {
      ...base,
      selection: 'multiple',
      searchPanel: 'search',
      autoHideSearch: false,
      history: true,
      addEvent: 'user-add',
      rowUpdate: 'PUT users/user/{id}',
      hidePdfExport: true,
      pushReport: false,
      columns: [
        {
          ...base.columns[0],
          editable: true,
          required: true,
          size: 30,
          editCondition: { field: 'status', in: ['Active'] },
          map: [{ value: true, icon: 'lock', color: 'red.600', label: 'Locked' }],
          width: 120,
          tooltip: 'The sign-in name',
          cell: 'link',
          link: '/pages/UA-ADD/{id}',
        },
      ],
    };
    expect(validate(def), JSON.stringify(validate.errors)).toBe(true);
  });

  it('stays strict', () => {
    expect(validate({ ...base, columns: [{ ...base.columns[0], editble: true }] })).toBe(false);
    expect(validate({ ...base, rowUpdate: 'DELETE users/user/{id}' })).toBe(false);
    expect(validate({ ...base, columns: [{ ...base.columns[0], map: [{ icon: 'lock' }] }] })).toBe(false);
    expect(validate({ ...base, columns: [{ ...base.columns[0], icon: '<svg>' }] })).toBe(false);
  });

  it('describes every grid and column field', () => {
    const schema = JSON.parse(readFileSync(join(repoRoot, 'src/renderers/grid/grid.schema.json'), 'utf8'));
    const undescribed = (props: Record<string, any>) =>
      Object.entries(props)
        .filter(([, v]) => v !== true && !v.description)
        .map(([k]) => k);
    expect(undescribed(schema.properties)).toEqual([]);
    expect(undescribed(schema.properties.columns.items.properties)).toEqual([]);
  });

  it('cross-checks the row-update call against the catalogue', () => {
    const calls = readCatalogue(join(repoRoot, 'schemas'));
    expect(crossCheck({ ...base, rowUpdate: 'PUT users/user/{id}' }, calls)).toEqual([]);
    expect(crossCheck({ ...base, rowUpdate: 'PUT users/nothing/{id}' }, calls)).toEqual([
      { pointer: '/rowUpdate', message: 'No call PUT users/nothing/{id} in the call catalogue' },
    ]);
  });
});

describe('fixed filters and row actions in the meta-schema', () => {
  const calls = readCatalogue(join(repoRoot, 'schemas'));
  const lock = {
    name: 'lock',
    field: 'id',
    label: 'Lock',
    type: 'text',
    cell: 'action',
    action: 'Lock',
    call: 'POST users/lock_unlock_user',
    body: { uid: '{uid}', company: '{company}', lock: true },
    confirm: 'Do you want to lock this user?',
    condition: { field: 'locked', in: [false] },
  };
  const good = { ...base, fixedFilters: [{ field: 'locked', op: 'is', value: false }], columns: [...base.columns, lock] };
  const pointers = (def: object) => (validate(def) ? [] : validate.errors!.filter((e) => e.keyword !== 'if').map((e) => e.instancePath));

  it('takes them, and the catalogue agrees', () => {
    expect(validate(good), JSON.stringify(validate.errors)).toBe(true);
    expect(crossCheck(good, calls)).toEqual([]);
  });

  it('refuses a bad definition with the JSON pointer of the fault', () => {
    expect(pointers({ ...good, fixedFilters: [{ field: 'locked', op: 'equals', value: false }] })).toContain('/fixedFilters/0/op');
    expect(pointers({ ...good, fixedFilters: [{ field: 'locked', op: 'is' }] })).toContain('/fixedFilters/0');
    // A call is made by an action cell only, and not together with an event.
    expect(pointers({ ...good, columns: [base.columns[0], { ...lock, cell: 'link' }] })).toContain('/columns/1/cell');
    expect(pointers({ ...good, columns: [base.columns[0], { ...lock, event: 'user-lock' }] })).toContain('/columns/1');
    expect(pointers({ ...good, columns: [base.columns[0], { ...lock, call: 'LOCK users/lock_unlock_user' }] })).toContain('/columns/1/call');
    // A question without a call would ask before nothing.
    const { call: _c, body: _b, ...noCall } = lock;
    expect(pointers({ ...good, columns: [base.columns[0], noCall] })).toContain('/columns/1');
  });

  it('takes toolbar links and route-filled fixed filters, and refuses a bad link with its pointer', () => {
    const linked = { ...good, links: [{ label: 'All users', to: '/pages/UA-LISTALL' }], fixedFilters: [{ field: 'uid', op: 'iexact', value: '{uid}' }] };
    expect(validate(linked), JSON.stringify(validate.errors)).toBe(true);
    expect(crossCheck(linked, calls)).toEqual([]);
    expect(pointers({ ...good, links: [{ label: 'All users', to: 'https://elsewhere.example/x' }] })).toContain('/links/0/to');
    expect(pointers({ ...good, links: [{ label: 'Out', to: '//elsewhere.example/x' }] })).toContain('/links/0/to');
    expect(pointers({ ...good, links: [{ label: 'All users', to: '/pages/A' }, { to: '/pages/B' }] })).toContain('/links/1');
    expect(pointers({ ...good, links: [{ label: 'All users', to: '/pages/A', target: '_blank' }] })).toContain('/links/0');
    // The cross-check still holds for a templated value: the field must be in the answer.
    expect(crossCheck({ ...linked, fixedFilters: [{ field: 'nope', op: 'iexact', value: '{id}' }] }, calls)).toEqual([
      { pointer: '/fixedFilters/0/field', message: 'Field nope is not in the answer of GET users/user' },
    ]);
  });

  it('cross-checks fields and calls against the catalogue, with pointers', () => {
    expect(crossCheck({ ...good, fixedFilters: [{ field: 'nope', op: 'is', value: false }] }, calls)).toEqual([
      { pointer: '/fixedFilters/0/field', message: 'Field nope is not in the answer of GET users/user' },
    ]);
    expect(crossCheck({ ...good, columns: [base.columns[0], { ...lock, call: 'POST users/nothing' }] }, calls)).toEqual([
      { pointer: '/columns/1/call', message: 'No call POST users/nothing in the call catalogue' },
    ]);
    expect(crossCheck({ ...good, columns: [base.columns[0], { ...lock, body: { uid: '{login}', company: '{company}', locked: true } }] }, calls)).toEqual([
      { pointer: '/columns/1/body/locked', message: 'Field locked is not in the body of POST users/lock_unlock_user' },
      { pointer: '/columns/1/body/uid', message: 'Field login is not in the answer of GET users/user' },
    ]);
  });
});

describe('a data source with path parameters filled from the route', () => {
  const calls = readCatalogue(join(repoRoot, 'schemas'));
  const runs = {
    cmid: 'X',
    kind: 'grid',
    title: 'Runs',
    dataSource: 'GET pushreport/{pushreport_id}/results',
    rowKey: 'id',
    columns: [{ name: 'status', field: 'status', label: 'Status', type: 'text' }],
  };
  const pointers = (def: object) => (validate(def) ? [] : validate.errors!.filter((e) => e.keyword !== 'if').map((e) => e.instancePath));

  it('takes a {name} segment that the call declares', () => {
    expect(validate(runs), JSON.stringify(validate.errors)).toBe(true);
    expect(crossCheck(runs, calls)).toEqual([]);
  });

  it('refuses a {name} that is not a whole segment, a query, or a name the call does not have', () => {
    expect(pointers({ ...runs, dataSource: 'GET pushreport/x{pushreport_id}/results' })).toContain('/dataSource');
    expect(pointers({ ...runs, dataSource: 'GET pushreport/{Pushreport-id}/results' })).toContain('/dataSource');
    expect(pointers({ ...runs, dataSource: 'GET {family}/results' })).toContain('/dataSource');
    expect(crossCheck({ ...runs, dataSource: 'GET pushreport/{id}/results' }, calls)).toEqual([
      { pointer: '/dataSource', message: 'No call GET pushreport/{id}/results in the call catalogue' },
    ]);
    // A catalogue whose call declares no such parameter (its params schema disagrees with its path).
    const undeclared = calls.map((c) => (c.id === 'pushreport.results' ? { ...c, params: { type: 'object', properties: {} } } : c));
    expect(crossCheck(runs, undeclared as typeof calls)).toEqual([
      { pointer: '/dataSource', message: 'Parameter pushreport_id is not a path parameter of GET pushreport/{pushreport_id}/results' },
    ]);
  });

  it('refuses one in a form\'s list, which is drawn with no route', () => {
    const form = { cmid: 'X', kind: 'form', title: 'X', list: { dataSource: runs.dataSource, rowKey: 'id', columns: runs.columns } };
    expect(crossCheck(form, calls)).toContainEqual({ pointer: '/list/dataSource', message: 'A list has no route to fill {pushreport_id} of GET pushreport/{pushreport_id}/results' });
  });
});
