// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_PRESETS as SHARED_PRESETS } from '../../../../shared/datePresets';
import { testDef } from '../../testing/gridTestKit';
import { DATE_PRESETS, NEVER_MATCHES } from './filtering';
import { useFilters, type FiltersOptions } from './useFilters';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const mount = (o: Partial<FiltersOptions> = {}) => renderHook(() => useFilters({ columns: testDef.columns, initialMode: 'basic', ...o }));

describe('advanced search modes (02-business.md §4)', () => {
  it('forces advanced mode when a filter gets a non-default type', () => {
    const { result } = mount();
    act(() => result.current.setFilter('claim_number', { op: 'iexact', text: 'C1' }));
    expect(result.current.mode).toBe('advanced');
  });

  it('resets every filter to its default type when switching to basic, keeping the values', () => {
    const { result } = mount({ initialMode: 'advanced' });
    act(() => result.current.setFilter('claim_number', { op: 'istartswith', text: 'C1' }));
    act(() => result.current.setFilter('amount', { op: 'gt', text: '10' }));
    act(() => result.current.setMode('basic'));
    expect(result.current.filters.claim_number).toMatchObject({ op: 'icontains', text: 'C1' });
    expect(result.current.filters.amount).toMatchObject({ op: 'icontains', text: '10' });
    expect(result.current.mode).toBe('basic');
  });

  it('resets the filters and sends none when switching to disabled', () => {
    vi.useFakeTimers();
    const { result } = mount({ initialMode: 'advanced' });
    act(() => result.current.setFilter('claim_number', { op: 'iexact', text: 'C1' }));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.wireFilters).toEqual([{ field: 'claim_number', op: 'iexact', value: 'C1' }]);
    act(() => result.current.setMode('disabled'));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.filters.claim_number).toMatchObject({ op: 'icontains', text: '' });
    expect(result.current.wireFilters).toEqual([]);
  });

  it('turns disabled into basic when active filters come from outside, and into advanced for a non-default type', () => {
    expect(mount({ initialMode: 'disabled', external: { status: { text: 'open' } } }).result.current.mode).toBe('basic');
    expect(mount({ initialMode: 'disabled', external: { amount: { op: 'gte', text: '5' } } }).result.current.mode).toBe('advanced');
    expect(mount({ initialMode: 'disabled', external: { status: { text: '' } } }).result.current.mode).toBe('disabled');
  });
});

describe('filter values on the wire', () => {
  it('debounces typing by 500 ms', () => {
    vi.useFakeTimers();
    const { result } = mount();
    act(() => result.current.setSearchText('op'));
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.search).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.search.map((s) => s.field)).toEqual(['claim_number', 'status', 'amount', 'created_at']);
  });

  it('matches fixed options by label and sends the never-matching placeholder when none match', () => {
    vi.useFakeTimers();
    const { result } = mount();
    act(() => result.current.setFilter('status', { text: 'o' }));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.wireFilters).toEqual([{ field: 'status', op: 'in', value: ['Open', 'In Progress', 'Closed'] }]);
    act(() => result.current.setFilter('status', { op: 'istartswith', text: 'zz' }));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.wireFilters).toEqual([{ field: 'status', op: 'in', value: [NEVER_MATCHES] }]);
    expect(NEVER_MATCHES).toMatch(/^\d{20}$/);
  });

  it('counts active filters and clears them', () => {
    const { result } = mount();
    act(() => result.current.setFilter('paid', { text: 'true' }));
    act(() => result.current.setFilter('created_at', { op: 'date_range', preset: 'last_30_days' }));
    expect(result.current.activeCount).toBe(2);
    act(() => result.current.clearFilters());
    expect(result.current.activeCount).toBe(0);
  });
});

describe('date presets', () => {
  it('offer the named presets, the rolling periods of the label list, and nothing the server does not know', () => {
    expect(DATE_PRESETS.map((p) => p.label)).toEqual([
      'Today',
      'Yesterday',
      'This week',
      'Last week',
      'This month',
      'Last month',
      'This year',
      'This year to date',
      'Last year',
      'Last year to date',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 365 days',
      'Last 2 weeks',
      'Last 3 weeks',
      'Last 4 weeks',
      'Last 6 weeks',
      'Last 8 weeks',
      'Last 6 months',
      'Last 1 year',
    ]);
    expect(DATE_PRESETS.map((p) => p.value)).toEqual([...SHARED_PRESETS]);
  });
});
