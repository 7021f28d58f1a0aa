// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServices, flush, testDef } from '../../testing/gridTestKit';
import { fromServer, defaultPrefs, moveColumn, visibleColumns } from './tablePrefs';
import { usePreferences } from './usePreferences';

afterEach(cleanup);

function mount(signedIn = true, overrides = {}) {
  const { services } = fakeServices(overrides);
  const notify = vi.fn();
  const t = (s: string) => s;
  const hook = renderHook(() =>
    usePreferences({ columns: testDef.columns, pageSize: undefined, api: 'claims', cmid: 'CLAIM-LIST', signedIn, services, notify, t }),
  );
  return { ...hook, services, notify };
}

describe('grid preferences on the server', () => {
  it('loads them when signed in, and starts from the defaults', async () => {
    const loadPrefs = vi.fn(async () => ({
      table: [
        { name: 'amount', index: 0, visible: 'Y' as const },
        { name: 'gone', index: 1, visible: 'Y' as const },
      ],
      record: 10,
      sep: 'vertical' as const,
    }));
    const { result } = mount(true, { loadPrefs });
    expect(result.current.loading).toBe(true);
    await flush();
    expect(loadPrefs).toHaveBeenCalledWith('claims', 'CLAIM-LIST');
    expect(result.current).toMatchObject({ loading: false, pageSize: 10, separator: 'vertical' });
    expect(result.current.layout.map((p) => p.name)).toEqual(['amount', 'claim_number', 'status', 'paid', 'secret', 'note', 'created_at']);
  });

  it('neither loads nor saves when signed out', async () => {
    const { result, services } = mount(false);
    expect(result.current.loading).toBe(false);
    act(() => result.current.update({ pageSize: 50 }));
    expect(result.current.pageSize).toBe(50);
    expect(services.loadPrefs).not.toHaveBeenCalled();
    expect(services.savePrefs).not.toHaveBeenCalled();
  });

  it('saves rows per page, separator and columns with every column, its index and Y/N', async () => {
    const { result, services } = mount();
    await flush();
    act(() => result.current.update({ separator: 'cell' }));
    await flush();
    expect(services.savePrefs).toHaveBeenLastCalledWith(
      expect.objectContaining({ record_pref: 20, sep_pref: 'cell', view_pref: 'T', api: 'claims', cmid: 'CLAIM-LIST' }),
    );
    const body = vi.mocked(services.savePrefs).mock.calls[0]![0] as { table_pref: object[] };
    expect(body.table_pref[3]).toEqual({ name: 'secret', index: 3, visible: 'N' });
  });

  it("says 'No Changes Detected' when the dialog saves nothing new", async () => {
    const { result, services, notify } = mount();
    await flush();
    act(() => result.current.apply({ layout: result.current.layout, pageSize: 20, separator: 'horizontal' }));
    expect(notify).toHaveBeenCalledWith({ type: 'info', title: 'No Changes Detected' });
    expect(services.savePrefs).not.toHaveBeenCalled();
  });

  it('shows an error notice when a save answers no Success or fails', async () => {
    const { result, notify } = mount(true, { savePrefs: vi.fn(async () => [{ status: 'Failed', detail: 'nope' }]) });
    await flush();
    act(() => result.current.update({ pageSize: 5 }));
    await flush();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Error saving grid preferences', description: 'nope' }));
    expect(result.current.saving).toBe(false);
  });

  it('resets to the defaults, or says Error', async () => {
    const { result } = mount(true, { loadPrefs: vi.fn(async () => ({ table: [], record: 100, sep: 'none' as const })) });
    await flush();
    expect(result.current.pageSize).toBe(100);
    act(() => result.current.reset());
    await flush();
    expect(result.current).toMatchObject({ pageSize: 20, separator: 'horizontal' });

    const failing = mount(true, { resetPrefs: vi.fn(async () => Promise.reject(new Error('x'))) });
    await flush();
    act(() => failing.result.current.reset());
    await flush();
    expect(failing.notify).toHaveBeenCalledWith({ type: 'error', title: 'Error' });
  });

  it('shows a failed load as a negative notice with its message', async () => {
    const { result, notify } = mount(true, { loadPrefs: vi.fn(async () => Promise.reject(new Error('Network error'))) });
    await flush();
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Network error' });
    expect(result.current.loading).toBe(false);
  });
});

describe('column layout', () => {
  it('orders and hides columns, and moves them', () => {
    const defaults = defaultPrefs(testDef.columns, undefined);
    const prefs = fromServer(
      {
        table: [
          { name: 'note', index: 1, visible: 'N' },
          { name: 'status', index: 0, visible: 'Y' },
        ],
        record: 7,
        sep: null,
      },
      defaults,
    );
    expect(prefs.pageSize).toBe(20);
    expect(visibleColumns(testDef.columns, prefs.layout).map((c) => c.name)).toEqual(['status', 'claim_number', 'paid', 'amount', 'created_at']);
    expect(
      moveColumn(prefs.layout, 'claim_number', -1)
        .slice(0, 3)
        .map((p) => p.name),
    ).toEqual(['status', 'claim_number', 'note']);
    expect(moveColumn(prefs.layout, 'status', -1)[0]!.name).toBe('status');
  });
});
