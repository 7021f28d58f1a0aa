// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listQuery } from '../../../dataProvider';
import type { GridDefinition } from '../../gridDefinition';
import { withFixedFilters } from '../../gridQuery';
import { fakeServices, flush, rowsOf, testDef } from '../../testing/gridTestKit';
import { useGridController, type GridControllerOptions } from '../../useGridController';
import { decodeConfig } from '../pushReport/pushReportConfig';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Only unpaid claims, whatever the user does.
const def: GridDefinition = { ...testDef, fixedFilters: [{ field: 'paid', op: 'is', value: false }] };

function mount(options: GridControllerOptions = {}) {
  const fake = fakeServices();
  const end = vi.fn();
  const hook = renderHook(() => useGridController(def, { notify: vi.fn(), progress: () => ({ end }), ...options, services: fake.services }));
  return { ...hook, ...fake };
}

describe('fixed filters', () => {
  it('go with every page request, and are not among the user filters that can be cleared', async () => {
    const { result, lists, last } = mount();
    expect(lists[0]!.params.filters).toEqual([{ field: 'paid', op: 'is', value: false }]);
    await last().resolve({ rows: rowsOf(20, 'a'), count: 45 });
    act(() => result.current.paging.setPage(1));
    expect(listQuery(last().params)).toMatchObject({ offset: 20, paid: 'false' });
    expect(result.current.filtering.activeCount).toBe(0);
    act(() => result.current.filtering.clearFilters());
    act(() => result.current.refresh());
    expect(listQuery(last().params)).toMatchObject({ paid: 'false' });
  });

  it("win over a user's filter on the same query key: the user narrows, never widens", async () => {
    vi.useFakeTimers();
    const { result, last } = mount();
    act(() => result.current.filtering.setFilter('paid', { text: 'true' }));
    act(() => result.current.filtering.setFilter('claim_number', { text: 'C1' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(listQuery(last().params)).toMatchObject({ paid: 'false', claim_number__icontains: 'C1' });
    expect(withFixedFilters(undefined, [])).toEqual([]);
  });

  it('go with exports and push reports', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { result, last, services } = mount({ signedIn: true, company: 'MANITOULIN' });
    await flush();
    await last().resolve({ rows: rowsOf(3, 'a'), count: 3 });
    act(() => result.current.exporting.choose('CSV'));
    act(() => result.current.exporting.confirm());
    await flush();
    expect(vi.mocked(services.exportFile).mock.calls[0]![0].query_params).toMatchObject({ paid: 'false' });
    act(() => result.current.pushReport.add());
    const url = new URL(open.mock.calls[0]![0] as string, 'http://x');
    expect(decodeConfig(url.searchParams.get('data')!).query_params).toMatchObject({ paid: 'false' });
  });
});
