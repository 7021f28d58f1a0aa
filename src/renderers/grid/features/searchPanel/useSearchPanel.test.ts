// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchPanel, type SearchPanelOptions } from './useSearchPanel';

afterEach(cleanup);

function mount(o: Partial<SearchPanelOptions>) {
  return renderHook((p: Partial<SearchPanelOptions>) => useSearchPanel({ initial: 'search', autoHide: true, loading: true, rowCount: 0, ...o, ...p }), {
    initialProps: {},
  });
}

describe('search panel tabs', () => {
  it('hides after the first load that finds rows', () => {
    const { result, rerender } = mount({});
    expect(result.current.tab).toBe('search');
    rerender({ loading: false, rowCount: 5 });
    expect(result.current.tab).toBe('closed');
  });

  it('stays open when the first load finds nothing, and only the first load counts', () => {
    const { result, rerender } = mount({});
    rerender({ loading: false, rowCount: 0 });
    expect(result.current.tab).toBe('search');
    rerender({ loading: true, rowCount: 0 });
    rerender({ loading: false, rowCount: 4 });
    expect(result.current.tab).toBe('search');
  });

  it('stays open without auto-hide, and as it was when restored from history', () => {
    const kept = mount({ autoHide: false });
    kept.rerender({ loading: false, rowCount: 5 });
    expect(kept.result.current.tab).toBe('search');
    const restored = mount({ restoredTab: { column: 'status' } });
    restored.rerender({ loading: false, rowCount: 5 });
    expect(restored.result.current.tab).toEqual({ column: 'status' });
  });

  it('starts closed by default', () => {
    expect(mount({ initial: undefined }).result.current.tab).toBe('closed');
  });
});
