// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Selection } from '../../gridDefinition';
import { rowsOf } from '../../testing/gridTestKit';
import { useSelection } from './useSelection';

afterEach(cleanup);

const mount = (mode: Selection | undefined, resetKey = 'k') =>
  renderHook(({ rows, resetKey }) => useSelection({ mode, rows, rowKey: 'claim_number', resetKey }), { initialProps: { rows: rowsOf(3, 'r'), resetKey } });

describe('row selection', () => {
  it('selects nothing by default', () => {
    const { result } = mount(undefined);
    act(() => result.current.toggle('r0'));
    expect(result.current.mode).toBe('none');
    expect(result.current.selected.size).toBe(0);
  });

  it('keeps one row in single mode, with no select-all', () => {
    const { result } = mount('single');
    act(() => result.current.toggle('r0'));
    act(() => result.current.toggle('r1'));
    expect([...result.current.selected]).toEqual(['r1']);
    act(() => result.current.toggleAll());
    expect([...result.current.selected]).toEqual(['r1']);
  });

  it('keeps many rows in multiple mode, across pages, with select-all of the page', () => {
    const { result, rerender } = mount('multiple');
    act(() => result.current.toggle('r0'));
    expect(result.current.someSelected).toBe(true);
    act(() => result.current.toggleAll());
    expect(result.current.allSelected).toBe(true);
    expect(result.current.selectedRows).toHaveLength(3);
    rerender({ rows: rowsOf(2, 'p'), resetKey: 'k' });
    expect(result.current.selected.size).toBe(3);
    expect(result.current.allSelected).toBe(false);
    act(() => result.current.toggleAll());
    expect(result.current.selected.size).toBe(5);
    act(() => result.current.toggleAll());
    expect(result.current.selected.size).toBe(3);
  });

  it('drops the selection when its reset key changes', () => {
    const { result, rerender } = mount('multiple');
    act(() => result.current.toggle('r0'));
    rerender({ rows: [], resetKey: 'failed' });
    expect(result.current.selected.size).toBe(0);
  });
});
