import type { Row } from '../../../dataProvider';

export interface Page {
  rows: Row[];
  count: number;
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

  get size(): number {
    return this.pages.size;
  }
}
