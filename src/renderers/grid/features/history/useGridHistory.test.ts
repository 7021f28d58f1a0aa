// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServices, testDef } from '../../testing/gridTestKit';
import { useGridController } from '../../useGridController';
import { useGridHistory, type GridSnapshot } from './useGridHistory';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

const state: GridSnapshot = { searchText: 'abc', filters: {}, mode: 'advanced', sort: [{ field: 'a', desc: true }], page: 3, tab: 'search' };

describe('history mode', () => {
  it('saves in sessionStorage by cmid and data source and restores when the props match', () => {
    let entry = 'e1';
    const first = renderHook(() => useGridHistory(true, 'X', 'GET a', 'props', sessionStorage, () => entry));
    act(() => first.result.current.save(state));
    expect(JSON.parse(sessionStorage.getItem('grid-history:X:GET a')!).state).toEqual(state);
    entry = 'e2'; // a navigation: leaving keeps the state for the way back
    first.unmount();
    expect(renderHook(() => useGridHistory(true, 'X', 'GET a', 'props', sessionStorage, () => entry)).result.current.restored).toEqual(state);
    expect(renderHook(() => useGridHistory(true, 'X', 'GET a', 'other props', sessionStorage, () => entry)).result.current.restored).toBeUndefined();
  });

  it('clears on leave when nothing else was saved in history since', () => {
    const hook = renderHook(() => useGridHistory(true, 'X', 'GET a', 'props', sessionStorage, () => 'same'));
    act(() => hook.result.current.save(state));
    hook.unmount();
    expect(sessionStorage.getItem('grid-history:X:GET a')).toBeNull();
  });

  it('does nothing when off', () => {
    const hook = renderHook(() => useGridHistory(false, 'X', 'GET a', 'props', sessionStorage, () => 'e'));
    act(() => hook.result.current.save(state));
    expect(sessionStorage.length).toBe(0);
  });

  it('brings a grid back to its page, sort and search, with the search panel as it was', async () => {
    const def = { ...testDef, history: true, searchPanel: 'search' as const };
    const { services, lists } = fakeServices();
    const notify = vi.fn();
    const first = renderHook(() => useGridController(def, { services, notify }));
    await lists[0]!.resolve({ rows: [{ claim_number: 'a' }], count: 100 });
    expect(first.result.current.searchPanel.tab).toBe('closed');
    act(() => first.result.current.searchPanel.setTab('search'));
    act(() => first.result.current.sorting.toggleSort('amount'));
    act(() => first.result.current.paging.setPage(2));
    const saved = sessionStorage.getItem('grid-history:CLAIM-LIST:GET claims')!;
    // Leave by a navigation (another history entry), then come back.
    sessionStorage.setItem('grid-history:CLAIM-LIST:GET claims', saved.replace(/"entry":null/, '"entry":"before"'));
    first.unmount();
    const again = renderHook(() => useGridController(def, { services, notify }));
    expect(again.result.current.paging.page).toBe(2);
    expect(again.result.current.sorting.sort).toEqual([{ field: 'amount', desc: false }]);
    expect(lists.at(-1)!.params).toMatchObject({ offset: 40, sort: [{ field: 'amount', desc: false }] });
    await lists.at(-1)!.resolve({ rows: [{ claim_number: 'b' }], count: 100 });
    expect(again.result.current.searchPanel.tab).toBe('search');
  });
});
