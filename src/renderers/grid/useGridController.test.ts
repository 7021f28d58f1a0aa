// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridDefinition } from './gridDefinition';
import { fakeServices, flush, rowsOf, testDef as def } from './testing/gridTestKit';
import { useGridController, type GridControllerOptions } from './useGridController';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mount(options: GridControllerOptions = {}, d: GridDefinition = def) {
  const fake = fakeServices(options.services);
  const notify = vi.fn();
  const hook = renderHook(({ d }) => useGridController(d, { notify, ...options, services: fake.services }), { initialProps: { d } });
  return { ...hook, ...fake, notify };
}

describe('useGridController: data, pages and the cache', () => {
  it('asks the first page with the default size and sort, without hidden columns', async () => {
    const { result, lists } = mount();
    expect(lists).toHaveLength(1);
    expect(lists[0]!.params).toMatchObject({ limit: 20, offset: 0, sort: [{ field: 'created_at', desc: true }], search: [], filters: [] });
    expect(result.current.loading).toBe(true);
    await lists[0]!.resolve({ rows: rowsOf(20, 'a'), count: 45 });
    expect(result.current.rows).toHaveLength(20);
    expect(result.current.count).toBe(45);
    expect(result.current.paging.pageCount).toBe(3);
    expect(result.current.paging.pageButtons).toEqual([0, 1, 2]);
    expect(result.current.loading).toBe(false);
    expect(result.current.columns.map((c) => c.name)).not.toContain('secret');
  });

  it('pages by offset and serves pages already read from the cache', async () => {
    const { result, lists } = mount();
    await lists[0]!.resolve({ rows: rowsOf(20, 'a'), count: 45 });
    act(() => result.current.paging.setPage(1));
    expect(lists[1]!.params).toMatchObject({ limit: 20, offset: 20 });
    await lists[1]!.resolve({ rows: rowsOf(20, 'b'), count: 45 });
    act(() => result.current.paging.setPage(0));
    expect(lists).toHaveLength(2);
    expect(result.current.rows[0]).toEqual({ claim_number: 'a0' });
  });

  it('sorts on header toggles, back to page 1 with an emptied cache', async () => {
    const { result, lists } = mount();
    await lists[0]!.resolve({ rows: rowsOf(20, 'a'), count: 45 });
    act(() => result.current.paging.setPage(1));
    await lists[1]!.resolve({ rows: rowsOf(20, 'b'), count: 45 });
    act(() => result.current.sorting.toggleSort('claim_number'));
    expect(result.current.paging.page).toBe(0);
    expect(lists[2]!.params).toMatchObject({ offset: 0, sort: [{ field: 'claim_number', desc: false }] });
    await lists[2]!.resolve({ rows: rowsOf(20, 'c'), count: 45 });
    act(() => result.current.sorting.toggleSort('claim_number'));
    expect(lists[3]!.params.sort).toEqual([{ field: 'claim_number', desc: true }]);
    await lists[3]!.resolve({ rows: rowsOf(20, 'd'), count: 45 });
    // Back to ascending: its page 1 was read under another sort since, so it is asked again.
    act(() => result.current.sorting.toggleSort('claim_number'));
    expect(lists).toHaveLength(5);
  });

  it('empties the cache on page size change, on search and on refresh', async () => {
    vi.useFakeTimers();
    const { result, lists } = mount();
    await lists[0]!.resolve({ rows: rowsOf(20, 'a'), count: 45 });
    act(() => result.current.paging.setPageSize(50));
    expect(lists[1]!.params).toMatchObject({ limit: 50, offset: 0 });
    await lists[1]!.resolve({ rows: rowsOf(45, 'b'), count: 45 });
    act(() => result.current.paging.setPageSize(20));
    expect(lists).toHaveLength(3);
    await lists[2]!.resolve({ rows: rowsOf(20, 'c'), count: 45 });
    act(() => result.current.refresh());
    expect(lists).toHaveLength(4);
    expect(lists[3]!.params).toMatchObject({ limit: 20, offset: 0 });
    await lists[3]!.resolve({ rows: rowsOf(20, 'd'), count: 45 });
    act(() => result.current.filtering.setSearchText('x'));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.filtering.setSearchText(''));
    act(() => vi.advanceTimersByTime(500));
    expect(lists).toHaveLength(6);
  });

  it('aborts the request in flight; an aborted one keeps the rows and a late answer is ignored', async () => {
    const { result, lists } = mount();
    await lists[0]!.resolve({ rows: rowsOf(20, 'a'), count: 100 });
    act(() => result.current.paging.setPage(1));
    act(() => result.current.paging.setPage(2));
    expect(lists[1]!.signal.aborted).toBe(true);
    expect(lists[2]!.signal.aborted).toBe(false);
    await lists[1]!.reject(new DOMException('aborted', 'AbortError'));
    expect(result.current.rows[0]).toEqual({ claim_number: 'a0' });
    expect(result.current.error).toBeNull();
    await lists[1]!.resolve({ rows: rowsOf(20, 'late'), count: 100 });
    await lists[2]!.resolve({ rows: rowsOf(20, 'c'), count: 100 });
    expect(result.current.rows[0]).toEqual({ claim_number: 'c0' });
  });

  it('empties the rows and the selection when a request fails', async () => {
    const { result, lists } = mount({}, { ...def, selection: 'multiple' });
    await lists[0]!.resolve({ rows: rowsOf(20, 'a'), count: 100 });
    act(() => result.current.selection.toggle('a1'));
    expect(result.current.selection.selected.size).toBe(1);
    act(() => result.current.paging.setPage(1));
    await lists[1]!.reject(Object.assign(new Error('boom'), { status: 500 }));
    expect(result.current.rows).toEqual([]);
    expect(result.current.error).toBe('Error getting data');
    expect(result.current.selection.selected.size).toBe(0);
  });

  it('resets preferences, cache, selection and columns and returns to page 1 when the data source changes', async () => {
    const saved = {
      table: [
        { name: 'note', index: 0, visible: 'Y' as const },
        { name: 'claim_number', index: 1, visible: 'N' as const },
      ],
      record: 50,
      sep: 'cell' as const,
    };
    const loadPrefs = vi.fn(async () => saved);
    const { result, lists, rerender } = mount({ signedIn: true, services: { loadPrefs } }, { ...def, selection: 'single' });
    await flush();
    expect(result.current.prefs.pageSize).toBe(50);
    expect(result.current.columns[0]!.name).toBe('note');
    await lists[0]!.resolve({ rows: rowsOf(50, 'a'), count: 500 });
    act(() => result.current.paging.setPage(3));
    await lists[1]!.resolve({ rows: rowsOf(50, 'b'), count: 500 });
    act(() => result.current.selection.toggle('b1'));

    loadPrefs.mockImplementation(() => new Promise(() => {}));
    rerender({ d: { ...def, selection: 'single', dataSource: 'GET claims/processing' } });
    expect(result.current.paging.page).toBe(0);
    expect(result.current.prefs.pageSize).toBe(20);
    expect(result.current.prefs.separator).toBe('horizontal');
    expect(result.current.columns[0]!.name).toBe('claim_number');
    expect(result.current.selection.selected.size).toBe(0);
    expect(result.current.loading).toBe(true);
    expect(loadPrefs).toHaveBeenLastCalledWith('claims/processing', 'CLAIM-LIST');
  });
});
