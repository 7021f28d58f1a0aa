import type { Row } from '../../../dataProvider';

export interface Page {
  rows: Row[];
  count: number;
  /** False when the count is the server's estimate. */
  countExact?: boolean;
}

/**
 * Pages already read, by offset, for one query (sort, search, filters, page
 * size, refresh). A different query empties it: pages of another order or
 * another filter would be wrong, not merely stale (02-business.md §4 Data grid).
 */
export class PageCache {
  private key: string | null = null;
  private pages = new Map<number, Page>();

  /** Asking under another query empties the cache, whether or not its pages came back. */
  get(key: string, offset: number): Page | undefined {
    if (key !== this.key) {
      this.key = key;
      this.pages = new Map();
    }
    return this.pages.get(offset);
  }

  put(key: string, offset: number, page: Page): void {
    if (key !== this.key) {
      this.key = key;
      this.pages = new Map();
    }
    this.pages.set(offset, page);
  }

  /** The exact count, once asked for, holds for every page of the same query. */
  setCount(key: string, count: number, countExact: boolean): void {
    if (key !== this.key) return;
    for (const [offset, page] of this.pages) this.pages.set(offset, { ...page, count, countExact });
  }

  get size(): number {
    return this.pages.size;
  }
}
