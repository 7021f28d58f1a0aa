/** A count as the grid answers it: exact, or the planner's estimate of a large result. */
export interface CountValue {
  count: number;
  exact: boolean;
}

interface Entry extends CountValue {
  stamp: number;
  at: number;
}

const MAX_ENTRIES = 2000;
// A safety net for what no write shows: a view computing from today's date (open_items' days past due).
const MAX_AGE_MS = 5 * 60_000;

/**
 * Counts of scope-and-filter keys, each kept with the stamp of its tables
 * (db/cacheStamps.ts) when it was computed: it answers only while that stamp is
 * still the current one, so a write in any server process invalidates it in
 * every process. Bounded: the oldest keys go first.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();

  /** The cached count of `key` at `stamp`; an estimate does not answer a request for the exact count. */
  get(key: string, stamp: number, exact: boolean, now = Date.now()): CountValue | undefined {
    const e = this.entries.get(key);
    if (!e || e.stamp !== stamp || now - e.at > MAX_AGE_MS || (exact && !e.exact)) return undefined;
    return { count: e.count, exact: e.exact };
  }

  put(key: string, stamp: number, value: CountValue, now = Date.now()): void {
    const e = this.entries.get(key);
    // An exact count is not replaced by an estimate of the same rows.
    if (e && e.stamp === stamp && e.exact && !value.exact) return;
    this.entries.delete(key);
    this.entries.set(key, { ...value, stamp, at: now });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

const caches = new WeakMap<object, CountCache>();

/** The count cache of one database (a process may open several: tests, a replica). */
export function countCacheOf(db: object): CountCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CountCache()));
  return cache;
}
