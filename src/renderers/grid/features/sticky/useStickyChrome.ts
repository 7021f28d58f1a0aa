import { useEffect, type RefObject } from 'react';
import { onAnyScroll, scrollParentOf, viewportOf } from './scrollParent';

export const STICKY_DEBOUNCE_MS = 750;
export const MIN_BODY_HEIGHT = 100;

/** How far the header moves down and the footer up to stay in the visible area (0 when no move). */
export function stickyOffsets(
  view: { top: number; bottom: number },
  table: { top: number; bottom: number },
  headHeight: number,
  foot: { top: number; height: number } | null,
): { head: number; foot: number } {
  const bodyHeight = table.bottom - table.top - headHeight;
  if (bodyHeight < MIN_BODY_HEIGHT) return { head: 0, foot: 0 };
  const head = Math.max(0, Math.min(view.top - table.top, bodyHeight - MIN_BODY_HEIGHT / 2));
  let footMove = 0;
  if (foot) {
    const overflow = foot.top + foot.height - view.bottom;
    // Never above the header and the first part of the body.
    footMove = overflow > 0 ? -Math.min(overflow, foot.top - (table.top + headHeight + MIN_BODY_HEIGHT)) : 0;
    if (footMove > 0) footMove = 0;
  }
  return { head, foot: footMove };
}

/**
 * Sticky header and footer inside any scrolling parent (a page, a dialog):
 * after scrolling stops for 750 ms the header is moved to the top of the
 * visible area and the footer to its bottom; a body under 100 px is left alone.
 */
export function useStickyChrome(
  tableRef: RefObject<HTMLElement | null>,
  headRef: RefObject<HTMLElement | null>,
  footRef: RefObject<HTMLElement | null>,
  deps: unknown,
): void {
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const place = () => {
      const head = headRef.current;
      const foot = footRef.current;
      if (!head) return;
      const footShift = Number(foot?.dataset.shift ?? 0);
      const t = table.getBoundingClientRect();
      const f = foot?.getBoundingClientRect();
      const offsets = stickyOffsets(
        viewportOf(scrollParentOf(table)),
        { top: t.top, bottom: t.bottom },
        head.getBoundingClientRect().height,
        f ? { top: f.top - footShift, height: f.height } : null,
      );
      head.dataset.shift = String(offsets.head);
      head.style.transform = offsets.head ? `translateY(${offsets.head}px)` : '';
      if (foot) {
        foot.dataset.shift = String(offsets.foot);
        foot.style.transform = offsets.foot ? `translateY(${offsets.foot}px)` : '';
      }
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(place, STICKY_DEBOUNCE_MS);
    };
    const stop = onAnyScroll(table, later);
    // After a change of rows the header and footer are placed once things settle, like after a scroll:
    // placing them at once would force a layout in the middle of the render.
    later();
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [tableRef, headRef, footRef, deps]);
}
