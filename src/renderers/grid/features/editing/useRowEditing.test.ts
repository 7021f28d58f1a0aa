// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/ApiError';
import type { GridColumn } from '../../gridDefinition';
import { canEdit, validateEdit } from './cellEditing';
import { rowBody, useRowEditing } from './useRowEditing';

const amount: GridColumn = {
  name: 'amount',
  field: 'amount',
  label: 'Amount',
  type: 'decimal',
  editable: true,
  required: true,
  decimals: 2,
  min: 0,
  max: 1000,
};
const note: GridColumn = {
  name: 'note',
  field: 'note',
  label: 'Note',
  type: 'text',
  editable: true,
  size: 5,
  editCondition: { field: 'status', in: ['Open'] },
};
const email: GridColumn = { name: 'email', field: 'email', label: 'Email', type: 'text', cell: 'email', editable: true };
const rows = [{ claim_number: 'C-1', status: 'Open', amount: 10, note: 'a', email: '' }];

describe('the form rules of an edited cell (02-business.md §5)', () => {
  it('gives the spec messages', () => {
    expect(validateEdit(amount, '')).toEqual({ message: 'Field is required' });
    expect(validateEdit(amount, 'abc')).toEqual({ message: 'Value must be number' });
    expect(validateEdit(amount, '1.234')).toEqual({ message: 'Number of decimal place allowed: {1}', values: { 1: 2 } });
    expect(validateEdit(amount, '-1')).toEqual({ message: 'Negative value is not allowed' });
    expect(validateEdit(amount, '1001')).toEqual({ message: 'Value must be less than or equal to: {1}', values: { 1: 1000 } });
    expect(validateEdit({ ...amount, min: 5 }, '4')).toEqual({ message: 'Value must be greater or equal to: {1}', values: { 1: 5 } });
    expect(validateEdit(amount, '12.5')).toBeNull();
    expect(validateEdit(note, 'too long')).toEqual({ message: 'Maximum {1} characters', values: { 1: 5 } });
    expect(validateEdit(note, '')).toBeNull();
    expect(validateEdit(email, 'nope')).toEqual({ message: 'Invalid email address' });
    expect(validateEdit({ name: 'n', field: 'n', label: 'N', type: 'number', editable: true }, '1.5')).toEqual({
      message: 'Number of decimal place allowed: {1}',
      values: { 1: 0 },
    });
  });

  it('follows the edit condition', () => {
    expect(canEdit(note, { status: 'Open' })).toBe(true);
    expect(canEdit(note, { status: 'Closed' })).toBe(false);
    expect(canEdit({ ...note, editCondition: { field: 'status', notIn: ['Closed'] } }, { status: 'Closed' })).toBe(false);
    expect(canEdit({ ...note, editable: false }, { status: 'Open' })).toBe(false);
  });
});

describe('row editing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function mount(updateRow = vi.fn(async () => ({ amount: 12.5 }))) {
    const replaceRow = vi.fn();
    const hook = renderHook(() =>
      useRowEditing({ columns: [amount, note, email], rowUpdate: 'PUT claims/{claim_number}', rows, services: { updateRow }, replaceRow }),
    );
    return { ...hook, updateRow, replaceRow };
  }

  it('waits 1000 ms after the last change, then saves the row through its update call', async () => {
    const { result, updateRow, replaceRow } = mount();
    expect(result.current.enabled).toBe(true);
    act(() => result.current.setText('C-1', 0, amount, '12'));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.setText('C-1', 0, amount, '12.5'));
    act(() => vi.advanceTimersByTime(999));
    expect(updateRow).not.toHaveBeenCalled();
    expect(result.current.text('C-1', amount, rows[0]!)).toBe('12.5');
    await act(async () => vi.advanceTimersByTime(1));
    expect(updateRow).toHaveBeenCalledWith('PUT claims/{claim_number}', { claim_number: 'C-1' }, { amount: 12.5, note: 'a', email: '' });
    expect(replaceRow).toHaveBeenCalledWith(0, expect.objectContaining({ amount: 12.5 }));
    expect(result.current.status('C-1')).toBe('saved');
  });

  it('does not save an invalid row, and shows the message on its cell', async () => {
    const { result, updateRow } = mount();
    act(() => result.current.setText('C-1', 0, amount, '-3'));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(updateRow).not.toHaveBeenCalled();
    expect(result.current.error('C-1', amount)).toEqual({ message: 'Negative value is not allowed' });
  });

  it('marks the row failed after a refused save, with the server messages on their cells', async () => {
    const refused = vi.fn(async () => Promise.reject(new ApiError(400, 'Validation failed', [{ pointer: '/body/note', message: 'Invalid characters' }])));
    const { result } = mount(refused);
    act(() => result.current.setText('C-1', 0, note, 'x$'));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(result.current.status('C-1')).toBe('failed');
    expect(result.current.error('C-1', note)).toEqual({ message: 'Invalid characters' });
    expect(result.current.text('C-1', note, rows[0]!)).toBe('x$');
  });

  it('is off without a row-update call', () => {
    const { result } = renderHook(() =>
      useRowEditing({ columns: [amount], rowUpdate: undefined, rows, services: { updateRow: vi.fn() }, replaceRow: vi.fn() }),
    );
    expect(result.current.enabled).toBe(false);
    expect(result.current.canEdit(amount, rows[0]!)).toBe(false);
  });
});

describe('the body of a row save', () => {
  it("sends the row's values of every field the call declares, with the edits, for a PUT of the whole record", () => {
    const first: GridColumn = { name: 'first_name', field: 'first_name', label: 'First name', type: 'text', editable: true, required: true };
    const row = {
      id: 7,
      uid: 'sales',
      company: 'MANITOULIN',
      first_name: 'Sam',
      last_name: 'Lee',
      email: 's@x.ca',
      alias: null,
      user_type: 'SALES',
      language: 'en',
      last_login: '2024-01-01',
    };
    expect(rowBody('PUT users/user/{id}', row, [first], { first_name: 'Samuel' })).toEqual({
      uid: 'sales',
      company: 'MANITOULIN',
      first_name: 'Samuel',
      last_name: 'Lee',
      email: 's@x.ca',
      user_type: 'SALES',
      language: 'en',
    });
  });
  it('sends only the editable fields when the catalogue gives no body', () => {
    expect(rowBody('PUT nowhere/{id}', { id: 1, amount: 3, note: 'n' }, [amount], { amount: '4' })).toEqual({ amount: 4 });
  });
});
