import { describe, expect, it } from 'vitest';
import { categorySpans } from '../categories/categories';
import { stickyOffsets } from '../sticky/useStickyChrome';
import { computeWindow } from './computeWindow';

describe('windowing', () => {
  const widths = Array.from({ length: 70 }, () => 100);
  it('renders only the rows and columns near the visible area, with spacers for the rest', () => {
    const w = computeWindow({
      rowCount: 100,
      rowHeight: 30,
      viewTop: 600,
      viewBottom: 1200,
      widths,
      viewLeft: 1000,
      viewRight: 2000,
      overscanRows: 2,
      overscanCols: 1,
    });
    expect(w).toEqual({ rowStart: 18, rowEnd: 42, colStart: 9, colEnd: 21, padTop: 540, padBottom: 1740, padLeft: 900, padRight: 4900 });
  });
  it('clamps to the edges', () => {
    const w = computeWindow({ rowCount: 10, rowHeight: 30, viewTop: -500, viewBottom: 100, widths: [100, 100], viewLeft: -50, viewRight: 800 });
    expect(w).toMatchObject({ rowStart: 0, rowEnd: 10, colStart: 0, colEnd: 2, padTop: 0, padBottom: 0, padLeft: 0, padRight: 0 });
  });
});

describe('sticky header and footer', () => {
  it('moves the header to the top of the visible area and the footer to its bottom', () => {
    expect(stickyOffsets({ top: 0, bottom: 800 }, { top: -500, bottom: 2000 }, 40, { top: 2000, height: 50 })).toEqual({ head: 500, foot: -1250 });
  });
  it('leaves them when the table is fully visible or its body is under 100 px', () => {
    expect(stickyOffsets({ top: 0, bottom: 800 }, { top: 100, bottom: 600 }, 40, { top: 600, height: 50 })).toEqual({ head: 0, foot: 0 });
    expect(stickyOffsets({ top: 0, bottom: 50 }, { top: -20, bottom: 100 }, 40, { top: 100, height: 50 })).toEqual({ head: 0, foot: 0 });
  });
  it('never moves the header past the end of the body', () => {
    expect(stickyOffsets({ top: 0, bottom: 800 }, { top: -2000, bottom: 60 }, 40, null).head).toBe(2020 - 50);
  });
});

describe('categories', () => {
  const col = (name: string, category?: string) => ({ name, field: name, label: name, type: 'text' as const, category });
  it('groups adjacent columns of one category under one heading', () => {
    expect(categorySpans([col('a'), col('b', 'X'), col('c', 'X'), col('d', 'Y'), col('e', 'X')])!.map((s) => [s.category, s.span])).toEqual([
      [null, 1],
      ['X', 2],
      ['Y', 1],
      ['X', 1],
    ]);
    expect(categorySpans([col('a')])).toBeNull();
  });
});
