import { useCallback, useMemo, useState } from 'react';
import type { Filter, SearchTerm } from '../../../dataProvider';
import type { AdvancedSearch, GridColumn } from '../../gridDefinition';
import { columnFilters, searchTerms } from '../../gridQuery';
import { useDebouncedValue } from '../../useDebouncedValue';
import { defaultOperator, emptyFilter, isActive, operatorsFor, type FilterInput, type OperatorChoice } from './filtering';

export const SEARCH_DEBOUNCE_MS = 500;

/** What filtering keeps, and what history saves and restores. */
export interface FilterState {
  searchText: string;
  filters: Record<string, FilterInput>;
  mode: AdvancedSearch;
}

export interface FiltersFeature extends FilterState {
  setSearchText: (text: string) => void;
  setFilter: (column: string, patch: Partial<FilterInput>) => void;
  setMode: (mode: AdvancedSearch) => void;
  clearFilters: () => void;
  operatorsFor: (c: GridColumn) => OperatorChoice[];
  /** Number of column filters that send something. */
  activeCount: number;
  /** Settled (debounced) query parts. */
  search: SearchTerm[];
  wireFilters: Filter[];
}

export function initialFilters(columns: readonly GridColumn[]): Record<string, FilterInput> {
  return Object.fromEntries(columns.map((c) => [c.name, emptyFilter(c)]));
}

const nonDefault = (columns: readonly GridColumn[], filters: Record<string, FilterInput>) =>
  columns.some((c) => filters[c.name] && filters[c.name]!.op !== defaultOperator(c));

/**
 * The mode rules of 02-business.md §4: any non-default filter type forces
 * advanced; active filters force disabled to become basic.
 */
export function settleMode(mode: AdvancedSearch, columns: readonly GridColumn[], filters: Record<string, FilterInput>): AdvancedSearch {
  if (nonDefault(columns, filters)) return 'advanced';
  if (mode === 'disabled' && columns.some((c) => filters[c.name] && isActive(c, filters[c.name]!))) return 'basic';
  return mode;
}

/** Filters set from outside (route props, a parent screen) over the empty ones. */
export function withExternal(
  columns: readonly GridColumn[],
  external: Readonly<Record<string, Partial<FilterInput>>> | undefined,
): Record<string, FilterInput> {
  const out = initialFilters(columns);
  for (const [name, patch] of Object.entries(external ?? {})) if (out[name]) out[name] = { ...out[name]!, ...patch };
  return out;
}

export interface FiltersOptions {
  columns: readonly GridColumn[];
  initialMode: AdvancedSearch;
  restored?: FilterState;
  external?: Readonly<Record<string, Partial<FilterInput>>>;
  initialSearch?: string;
  translate?: (s: string) => string;
  debounceMs?: number;
  /** The columns on screen under the user's preferences: what the search box covers (else the definition's visible ones). */
  shown?: readonly GridColumn[];
}

/** Generic search box, column filters and the advanced-search mode. */
export function useFilters({
  columns,
  shown,
  initialMode,
  restored,
  external,
  initialSearch,
  translate,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: FiltersOptions): FiltersFeature {
  const [state, setState] = useState<FilterState>(() => {
    if (restored) return restored;
    const filters = withExternal(columns, external);
    return { searchText: initialSearch ?? '', filters, mode: settleMode(initialMode, columns, filters) };
  });

  const setSearchText = useCallback((searchText: string) => setState((s) => ({ ...s, searchText })), []);
  const setFilter = useCallback(
    (column: string, patch: Partial<FilterInput>) =>
      setState((s) => {
        const filters = { ...s.filters, [column]: { ...s.filters[column]!, ...patch } };
        return { ...s, filters, mode: settleMode(s.mode, columns, filters) };
      }),
    [columns],
  );
  // Leaving advanced mode puts every filter back to its default type; disabled also drops the values.
  const setMode = useCallback(
    (mode: AdvancedSearch) =>
      setState((s) => {
        if (mode === 'advanced') return { ...s, mode };
        const filters = initialFilters(columns);
        if (mode === 'basic') for (const c of columns) filters[c.name] = { ...s.filters[c.name]!, op: filters[c.name]!.op };
        return { ...s, mode, filters };
      }),
    [columns],
  );
  const clearFilters = useCallback(() => setState((s) => ({ ...s, searchText: '', filters: initialFilters(columns) })), [columns]);

  // Typing is debounced; the settled values make the query.
  const settledSearch = useDebouncedValue(state.searchText, debounceMs);
  const settledFilters = useDebouncedValue(state.filters, debounceMs);
  const search = useMemo(() => (shown ? searchTerms(shown, settledSearch, { shown: true }) : searchTerms(columns, settledSearch)), [shown, columns, settledSearch]);
  const wireFilters = useMemo(
    () => (state.mode === 'disabled' ? [] : columnFilters(columns, settledFilters, translate)),
    [columns, settledFilters, state.mode, translate],
  );
  const activeCount = columns.filter((c) => state.filters[c.name] && isActive(c, state.filters[c.name]!)).length;

  return { ...state, setSearchText, setFilter, setMode, clearFilters, operatorsFor, activeCount, search, wireFilters };
}
