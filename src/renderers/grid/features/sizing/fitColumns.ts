/** A column's width as the table sizes it: what it would like, and the least it takes. */
export interface ColumnSize {
  id: string;
  size: number;
  minSize: number;
}

/**
 * Widths that fill `available` px (02-business.md §3 Data grid: grids use
 * the width they have): with room to spare, every column grows in proportion
 * to its preferred width; short of room, each gives up the same share of what
 * it has above its minimum; with less than the minimums, each keeps its
 * minimum and the grid scrolls across (its key column pinned). Widths are
 * whole pixels and, when they fit, add up to `available` exactly. `fixed`
 * columns (the selection and expand controls) keep their size. With no
 * width known yet (0), the preferred widths.
 */
export function fitColumns(columns: readonly ColumnSize[], available: number, fixed: ReadonlySet<string> = new Set()): Record<string, number> {
  const out: Record<string, number> = {};
  const flexible = columns.filter((c) => !fixed.has(c.id));
  let room = available;
  for (const c of columns) if (fixed.has(c.id)) room -= (out[c.id] = c.size);
  const preferred = flexible.reduce((n, c) => n + c.size, 0);
  const least = flexible.reduce((n, c) => n + c.minSize, 0);
  let widths: number[];
  if (available <= 0 || !flexible.length) widths = flexible.map((c) => c.size);
  else if (room >= preferred) widths = flexible.map((c) => (c.size * room) / preferred);
  else if (room > least) widths = flexible.map((c) => c.minSize + ((c.size - c.minSize) * (room - least)) / (preferred - least));
  else widths = flexible.map((c) => c.minSize);
  // Whole pixels; what rounding down leaves goes to the first columns, so the sum is exact.
  const whole = widths.map(Math.floor);
  if (available > 0 && room > least) {
    let rest = Math.round(room - whole.reduce((a, b) => a + b, 0));
    for (let i = 0; rest > 0 && whole.length; i = (i + 1) % whole.length, rest--) whole[i]!++;
  }
  flexible.forEach((c, i) => (out[c.id] = whole[i]!));
  return out;
}
