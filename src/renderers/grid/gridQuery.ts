import type { Filter, SearchTerm, SortKey } from '../dataProvider';
import { toFilter, type FilterInput } from './features/filtering/filtering';
import { isVisible, type GridColumn } from './gridDefinition';

/**
 * Columns the generic search box covers: searchable, visible and not boolean
 * (02-business.md §5): a word typed in the box means nothing to a yes/no column.
 */
export function searchColumns(columns: readonly GridColumn[], { shown = false } = {}): GridColumn[] {
  // `shown`: these are the columns on screen under the user's preferences, which may show one the definition hides.
  return columns.filter((c) => c.searchable === true && (shown || isVisible(c)) && c.type !== 'boolean' && c.field);
}

export function searchTerms(columns: readonly GridColumn[], text: string, options: { shown?: boolean } = {}): SearchTerm[] {
  const value = text.trim();
  if (!value) return [];
  return searchColumns(columns, options).map((c) => ({ field: c.field, value }));
}

export function columnFilters(columns: readonly GridColumn[], inputs: Readonly<Record<string, FilterInput>>, translate?: (s: string) => string): Filter[] {
  const out: Filter[] = [];
  for (const c of columns) {
    const input = inputs[c.name];
    const f = input && toFilter(c, input, translate);
    if (f) out.push(f);
  }
  return out;
}

/**
 * The definition's fixed filters joined to the user's. They come last so
 * that, on a query key both name (locked=...), the fixed one wins: a user's
 * filter can narrow the rows but never widen them past the fixed filters.
 */
export function withFixedFilters(fixed: readonly Filter[] | undefined, filters: readonly Filter[]): Filter[] {
  return fixed?.length ? [...filters, ...fixed] : [...filters];
}

/** What decides which rows a page holds, apart from its offset. */
export interface QueryCriteria {
  sort: SortKey[];
  search: SearchTerm[];
  filters: Filter[];
  pageSize: number;
}

/** A stable text key of the criteria: equal criteria, equal key. */
export function criteriaKey(c: QueryCriteria): string {
  return JSON.stringify([c.sort, c.search, c.filters, c.pageSize]);
}
