import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../../gridDefinition';
import { actionBody, actionParams, offersAction } from './rowAction';

const lock: GridColumn = {
  name: 'lock',
  field: 'id',
  label: 'Lock',
  type: 'text',
  cell: 'action',
  call: 'POST users/lock_unlock_user',
  condition: { field: 'locked', in: [false] },
};

describe('row action templates', () => {
  it("fills the body from the row: '{field}' alone keeps the value's type, text templates are filled as text", () => {
    const row = { id: 7, uid: 'ann', company: 'MANITOULIN', locked: false };
    expect(actionBody({ uid: '{uid}', company: '{company}', lock: true, id: '{id}', note: 'user {uid} of {company}', n: 3 }, row)).toEqual({
      uid: 'ann',
      company: 'MANITOULIN',
      lock: true,
      id: 7,
      note: 'user ann of MANITOULIN',
      n: 3,
    });
    expect(actionBody({ was: '{locked}' }, row)).toEqual({ was: false });
  });

  it('refuses a row without a value the call needs rather than sending a hole', () => {
    expect(() => actionBody({ uid: '{uid}' }, { uid: null })).toThrow('Missing value uid for uid');
    expect(() => actionParams('DELETE users/user/{id}', {})).toThrow('Missing value id');
  });

  it('takes the path parameters from the row', () => {
    expect(actionParams('DELETE users/user/{id}', { id: 7, uid: 'ann' })).toEqual({ id: 7 });
    expect(actionParams('POST users/lock_unlock_user', { id: 7 })).toEqual({});
  });

  it('offers the action only on rows matching its condition', () => {
    expect(offersAction(lock, { locked: false })).toBe(true);
    expect(offersAction(lock, { locked: true })).toBe(false);
    expect(offersAction({ ...lock, condition: { field: 'locked', notIn: [true] } }, { locked: true })).toBe(false);
    expect(offersAction({ ...lock, condition: undefined }, { locked: true })).toBe(true);
  });
});
