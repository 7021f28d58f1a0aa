import { useCallback, useMemo, useState } from 'react';
import { functionalUpdate, type ColumnFiltersState, type OnChangeFn, type Updater } from '@tanstack/react-table';
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
  /** The table's options for it: the search box is its global filter, the column filters its column filters, both applied by the server. */
  tableOptions: {
    state: { globalFilter: string; columnFilters: ColumnFiltersState };
    onGlobalFilterChange: OnChangeFn<string>;
    onColumnFiltersChange: OnChangeFn<ColumnFiltersState>;
    manualFiltering: true;
  };
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

/** The table's column filters: one entry per column whose filter differs from its empty one, its value the column's FilterInput. */
export function toColumnFilters(columns: readonly GridColumn[], filters: Readonly<Record<string, FilterInput>>): ColumnFiltersState {
  return columns.filter((c) => filters[c.name] && JSON.stringify(filters[c.name]) !== JSON.stringify(emptyFilter(c))).map((c) => ({ id: c.name, value: filters[c.name] }));
}

/** Every column's filter: the table's column filter, else the empty one. */
export function fromColumnFilters(columns: readonly GridColumn[], columnFilters: ColumnFiltersState): Record<string, FilterInput> {
  const out = initialFilters(columns);
  for (const f of columnFilters) if (out[f.id]) out[f.id] = f.value as FilterInput;
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

interface TableFilters {
  globalFilter: string;
  columnFilters: ColumnFiltersState;
  mode: AdvancedSearch;
}

/** Generic search box, column filters and the advanced-search mode, as the table's global and column filter state. */
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
  const [state, setState] = useState<TableFilters>(() => {
    if (restored) return { globalFilter: restored.searchText, columnFilters: toColumnFilters(columns, restored.filters), mode: restored.mode };
    const filters = withExternal(columns, external);
    return { globalFilter: initialSearch ?? '', columnFilters: toColumnFilters(columns, filters), mode: settleMode(initialMode, columns, filters) };
  });
  const filters = useMemo(() => fromColumnFilters(columns, state.columnFilters), [columns, state.columnFilters]);

  const onGlobalFilterChange = useCallback(
    (updater: Updater<string>) => setState((s) => ({ ...s, globalFilter: String(functionalUpdate(updater, s.globalFilter) ?? '') })),
    [],
  );
  // Every change of the column filters settles the mode (02-business.md §4).
  const onColumnFiltersChange = useCallback(
    (updater: Updater<ColumnFiltersState>) =>
      setState((s) => {
        const next = fromColumnFilters(columns, functionalUpdate(updater, s.columnFilters));
        return { ...s, columnFilters: toColumnFilters(columns, next), mode: settleMode(s.mode, columns, next) };
      }),
    [columns],
  );
  const setSearchText = onGlobalFilterChange;
  const setFilter = useCallback(
    (column: string, patch: Partial<FilterInput>) =>
      onColumnFiltersChange((old) => {
        const current = fromColumnFilters(columns, old)[column];
        if (!current) return old;
        return [...old.filter((f) => f.id !== column), { id: column, value: { ...current, ...patch } }];
      }),
    [columns, onColumnFiltersChange],
  );
  // Leaving advanced mode puts every filter back to its default type; disabled also drops the values.
  const setMode = useCallback(
    (mode: AdvancedSearch) =>
      setState((s) => {
        if (mode === 'advanced') return { ...s, mode };
        const next = initialFilters(columns);
        if (mode === 'basic') {
          const now = fromColumnFilters(columns, s.columnFilters);
          for (const c of columns) next[c.name] = { ...now[c.name]!, op: next[c.name]!.op };
        }
        return { ...s, mode, columnFilters: toColumnFilters(columns, next) };
      }),
    [columns],
  );
  const clearFilters = useCallback(() => setState((s) => ({ ...s, globalFilter: '', columnFilters: [] })), []);

  // Typing is debounced; the settled values make the query.
  const settledSearch = useDebouncedValue(state.globalFilter, debounceMs);
  const settledFilters = useDebouncedValue(filters, debounceMs);
  const search = useMemo(() => (shown ? searchTerms(shown, settledSearch, { shown: true }) : searchTerms(columns, settledSearch)), [shown, columns, settledSearch]);
  const wireFilters = useMemo(
    () => (state.mode === 'disabled' ? [] : columnFilters(columns, settledFilters, translate)),
    [columns, settledFilters, state.mode, translate],
  );
  const activeCount = columns.filter((c) => isActive(c, filters[c.name]!)).length;

  return {
    searchText: state.globalFilter,
    filters,
    mode: state.mode,
    setSearchText,
    setFilter,
    setMode,
    clearFilters,
    operatorsFor,
    activeCount,
    search,
    wireFilters,
    tableOptions: {
      state: { globalFilter: state.globalFilter, columnFilters: state.columnFilters },
      onGlobalFilterChange,
      onColumnFiltersChange,
      manualFiltering: true,
    },
  };
}
