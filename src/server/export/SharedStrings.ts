// What the table may hold, whatever the export's size: memory stays flat (a few MiB at most).
const MAX_STRINGS = 100_000;
const MAX_CHARS = 2_000_000;
// Longer text rarely repeats and would fill the table: it stays inline.
const MAX_LENGTH = 200;
// A column is judged on its first values: one whose values are mostly new (reference numbers) stops sharing.
const JUDGED_AFTER = 2_000;

/** How a column's text is written: the index of its shared string, or -1 for inline text. */
export interface SharedColumn {
  indexOf(text: string): number;
}

/**
 * An XLSX's shared strings (the `sst` part): text that repeats down a column
 * (names, cities, statuses) is written once and referenced by its index, which
 * makes a sheet less than half the size of one of inline strings, and so
 * cheaper to deflate and checksum. Bounded, and adaptive per column: a column
 * whose values are mostly distinct stops adding to the table and writes its
 * text inline, as does any text once the table is full.
 */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private chars = 0;

  get size(): number {
    return this.index.size;
  }

  /** The strings in index order. */
  list(): string[] {
    return [...this.index.keys()];
  }

  column(): SharedColumn {
    let sharing = true;
    let offered = 0;
    let added = 0;
    return {
      indexOf: (text) => {
        if (!sharing) return -1;
        offered += 1;
        const known = this.index.get(text);
        if (known !== undefined) return known;
        if (text.length > MAX_LENGTH || this.index.size >= MAX_STRINGS || this.chars + text.length > MAX_CHARS) return -1;
        added += 1;
        if (offered >= JUDGED_AFTER && added * 2 > offered) sharing = false;
        const at = this.index.size;
        this.index.set(text, at);
        this.chars += text.length;
        return at;
      },
    };
  }
}
