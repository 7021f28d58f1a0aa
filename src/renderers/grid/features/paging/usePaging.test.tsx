// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaging } from './usePaging';

const setPageSize = () => {};

describe('usePaging', () => {
  it('keeps a restored page through the settling of the criteria (preferences loading), then starts new criteria at page 1', () => {
    const { result, rerender } = renderHook((key: string | null) => usePaging({ pageSize: 20, setPageSize, criteriaKey: key, restoredPage: 3 }), { initialProps: null as string | null });
    expect(result.current.page).toBe(3);
    rerender('size=50');
    expect(result.current.page).toBe(3);
    rerender('size=50&sort=probill');
    expect(result.current.page).toBe(0);
  });

  it('starts at page 1 when settled criteria change to unsettled ones (a new data source)', () => {
    const { result, rerender } = renderHook((key: string | null) => usePaging({ pageSize: 20, setPageSize, criteriaKey: key }), { initialProps: 'a' as string | null });
    result.current.setPage(2);
    rerender('a');
    expect(result.current.page).toBe(2);
    rerender(null);
    expect(result.current.page).toBe(0);
    rerender('b');
    expect(result.current.page).toBe(0);
  });
});
