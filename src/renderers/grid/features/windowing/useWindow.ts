import { useLayoutEffect, useState, type RefObject } from 'react';
import { onAnyScroll, scrollParentOf, viewportOf } from '../sticky/scrollParent';
import { computeWindow, fullWindow, type WindowRange } from './computeWindow';

/** Grids smaller than this many cells are drawn whole: windowing only pays off on big pages. */
export const WINDOW_FROM_CELLS = 1200;
export const ROW_HEIGHT = 33;

export interface WindowOptions {
  /** The horizontally scrolling box around the table. */
  scrollBox: RefObject<HTMLElement | null>;
  body: RefObject<HTMLElement | null>;
  rowCount: number;
  widths: readonly number[];
  /** Width of the pinned columns (controls, key column): they stay at the start, over the others as these scroll under them. */
  pinnedWidth: number;
}

const same = (a: WindowRange, b: WindowRange) => (Object.keys(a) as (keyof WindowRange)[]).every((k) => a[k] === b[k]);

/** The rows and columns to render, following every scroll of the grid and its ancestors. */
export function useWindow({ scrollBox, body, rowCount, widths, pinnedWidth }: WindowOptions): WindowRange {
  const whole = rowCount * widths.length < WINDOW_FROM_CELLS;
  // A big page starts from a guess of the window's size, never from every cell: that first render is the costly one.
  const [range, setRange] = useState(() =>
    computeWindow({
      rowCount,
      rowHeight: ROW_HEIGHT,
      viewTop: 0,
      viewBottom: globalThis.innerHeight || 800,
      widths,
      viewLeft: 0,
      viewRight: globalThis.innerWidth || 1200,
    }),
  );

  useLayoutEffect(() => {
    const box = scrollBox.current;
    const tbody = body.current;
    if (whole || !box || !tbody || box.clientWidth === 0) {
      setRange((r) => (same(r, fullWindow(rowCount, widths.length)) ? r : fullWindow(rowCount, widths.length)));
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const view = viewportOf(scrollParentOf(box));
      const top = tbody.getBoundingClientRect().top;
      const firstRow = tbody.querySelector<HTMLElement>('tr[data-row]');
      const rowHeight = firstRow?.offsetHeight || ROW_HEIGHT;
      const next = computeWindow({
        rowCount,
        rowHeight,
        viewTop: view.top - top,
        viewBottom: Math.min(view.bottom, window.innerHeight) - top,
        widths,
        // The windowed columns start after the pinned ones, which cover the first pinnedWidth px of the view.
        viewLeft: box.scrollLeft,
        viewRight: box.scrollLeft + box.clientWidth - pinnedWidth,
      });
      setRange((r) => (same(r, next) ? r : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const stop = onAnyScroll(box, schedule);
    box.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      stop();
      box.removeEventListener('scroll', schedule);
    };
  }, [scrollBox, body, rowCount, widths, pinnedWidth, whole]);

  return whole ? fullWindow(rowCount, widths.length) : { ...range, windowed: true };
}
