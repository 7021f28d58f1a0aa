// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetList, ListParams } from '../dataProvider';
import { ApiError } from '../../api/ApiError';
import { useGridData } from './useGridData';

const criteria = { sort: [], search: [], filters: [], pageSize: 20 };

describe('useGridData and an estimated count', () => {
  it('reads the page again with the exact count when asked, which then holds for the pages already read', async () => {
    const getList = vi.fn<GetList>(async (_source, params: ListParams) =>
      params.exactCount ? { rows: [{ n: params.offset }], count: 1_234_567, countExact: true, columns: [], columns_details: [] } : { rows: [{ n: params.offset }], count: 1_200_000, countExact: false, columns: [], columns_details: [] },
    );
    const { result, rerender } = renderHook(({ offset }) => useGridData(getList, 'GET probill/pickup_date', criteria, 'q', offset), { initialProps: { offset: 0 } });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ count: 1_200_000, countExact: false });
    rerender({ offset: 20 });
    await waitFor(() => expect(result.current.rows).toEqual([{ n: 20 }]));

    act(() => result.current.countExactly());
    await waitFor(() => expect(result.current.countExact).toBe(true));
    expect(result.current.count).toBe(1_234_567);
    expect(getList).toHaveBeenLastCalledWith('GET probill/pickup_date', expect.objectContaining({ offset: 20, exactCount: true }), expect.anything());

    // Back to the first page, read before: from the cache, with the exact count, without asking again.
    const calls = getList.mock.calls.length;
    rerender({ offset: 0 });
    await waitFor(() => expect(result.current.rows).toEqual([{ n: 0 }]));
    expect(result.current).toMatchObject({ count: 1_234_567, countExact: true });
    expect(getList.mock.calls.length).toBe(calls);
  });
});

describe('useGridData and a failed read', () => {
  // One getList for the hook's life: a new one each render is a new source, read again, for ever.
  const failing = (err: unknown) => {
    const getList = vi.fn<GetList>(async () => Promise.reject(err));
    return renderHook(() => useGridData(getList, 'GET bol/bols', criteria, 'q', 0));
  };

  it("says a refusal in the server's words", async () => {
    const message = 'Your account is not yet allowed to make bills of lading. Please contact us to have them turned on.';
    const { result } = failing(ApiError.coded(403, 'RAPID_BOL_NOT_ALLOWED', message));
    await waitFor(() => expect(result.current.error).toBe(message));
  });

  it('says any other failure with the generic message', async () => {
    for (const err of [ApiError.coded(500, 'INTERNAL', 'boom'), ApiError.coded(400, 'VALIDATION', 'Bad filter'), new Error('offline')]) {
      const { result, unmount } = failing(err);
      await waitFor(() => expect(result.current.error).toBe('Error getting data'));
      unmount();
    }
  });
});
