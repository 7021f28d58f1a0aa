/** Rows-per-page choices and the page-button window (02-business.md §9 Grid). */
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_BUTTONS = 10;

/** Up to `max` page indexes (0-based) around the current page, as a contiguous window. */
export function pageWindow(page: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  const size = Math.min(max, pages);
  const start = Math.max(0, Math.min(page - Math.floor(size / 2), pages - size));
  return Array.from({ length: size }, (_, i) => start + i);
}

export function validPageSize(size: number | undefined): number {
  return (PAGE_SIZES as readonly number[]).includes(size ?? NaN) ? size! : DEFAULT_PAGE_SIZE;
}
