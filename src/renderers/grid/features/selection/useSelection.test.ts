// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { useTable } from '@tanstack/react-table';
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../../dataProvider';
import type { Selection } from '../../gridDefinition';
import { gridColumnDefs } from '../../table/gridColumns';
import { gridFeatures } from '../../table/gridFeatures';
import { rowsOf, testDef } from '../../testing/gridTestKit';
import { rowId, selectionFeature, useSelection } from './useSelection';

afterEach(cleanup);

const columns = gridColumnDefs(testDef.columns, (c) => c.label);

/** The selection on a real table of the page's rows, as the controller builds it. */
function useSelectionTable(mode: Selection | undefined, rows: Row[], resetKey: string) {
  const options = useSelection({ mode, resetKey });
  const table = useTable(
    { features: gridFeatures, columns, data: rows, getRowId: (row, i) => rowId(row, 'claim_number', i), manualPagination: true, ...options },
    (): unknown => null,
  );
  return selectionFeature(table, mode);
}

const mount = (mode: Selection | undefined, resetKey = 'k') =>
  renderHook(({ rows, resetKey }) => useSelectionTable(mode, rows, resetKey), { initialProps: { rows: rowsOf(3, 'r') as Row[], resetKey } });

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
