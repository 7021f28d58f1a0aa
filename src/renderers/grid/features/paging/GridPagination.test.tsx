// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testProviders';
import { GridPagination, type GridPaginationProps } from './GridPagination';

const props = (over: Partial<GridPaginationProps>): GridPaginationProps => ({
  page: 0,
  pageCount: 10,
  pageSize: 20,
  pageSizes: [10, 20, 50],
  setPage: () => {},
  setPageSize: () => {},
  pageButtons: [0, 1, 2],
  count: 1234,
  selected: null,
  ...over,
});

describe('GridPagination', () => {
  it('shows an exact count as the number of rows, in the user’s locale', () => {
    renderWithProviders(<GridPagination {...props({ count: 1234 })} />);
    expect(screen.getByText('1,234 rows')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Count exactly' })).toBeNull();
  });

  it('shows an estimate as "about", in English and French, and asks for the exact count', () => {
    const onCountExactly = vi.fn();
    const { unmount } = renderWithProviders(<GridPagination {...props({ count: 1_200_000, countExact: false, onCountExactly, page: 2 })} />);
    expect(screen.getByText('41–60 of about 1.2 million')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Count exactly' }));
    expect(onCountExactly).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(<GridPagination {...props({ count: 1_200_000, countExact: false, onCountExactly })} />, { lang: 'fr' });
    expect(screen.getByText('1–20 sur environ 1,2 million')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compter exactement' })).toBeTruthy();
  });
});
