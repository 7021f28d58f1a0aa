import type { GridColumn } from '../../gridDefinition';

/** One cell of the heading row above the column labels. */
export interface CategorySpan {
  /** English category, or null over columns without one. */
  category: string | null;
  span: number;
  key: string;
}

/**
 * Adjacent columns of one category are grouped under one heading
 * (02-business.md §3 Data grid); the same category further on is a new group.
 * Null when no column has a category: no heading row at all.
 */
export function categorySpans(columns: readonly GridColumn[]): CategorySpan[] | null {
  if (!columns.some((c) => c.category)) return null;
  const out: CategorySpan[] = [];
  for (const c of columns) {
    const category = c.category ?? null;
    const last = out.at(-1);
    if (last && category !== null && last.category === category) last.span++;
    else out.push({ category, span: 1, key: `${out.length}-${c.name}` });
  }
  return out;
}
